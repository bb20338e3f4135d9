import { dynamoContactMessagesRepository } from '../adapters/dynamodb/contact-messages-repository';
import { createTableClient } from '../adapters/dynamodb/document-client';
import { contactMessageBodySchema } from '../domain/contact/contact-schemas';
import { contactService } from '../domain/contact/contact-service';
import { deviceIdHeader, deviceIdPattern } from '../http/device-id';
import { httpHandler, json } from '../http/http-handler';

const contact = contactService({ repository: dynamoContactMessagesRepository(createTableClient()) });

/** Keeps a contact-form message (spec §2 Help), with the device id when a valid one is sent. */
export const handler = httpHandler({
  'POST /functions/send-contact-message': async (request) => {
    const body = request.body(contactMessageBodySchema);
    const header = request.event.headers?.[deviceIdHeader];
    await contact.send(body, header && deviceIdPattern.test(header) ? header : null);
    return json(201, { ok: true });
  },
});
