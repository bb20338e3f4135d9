import { dynamoAgreementsRepository } from '../adapters/dynamodb/agreements-repository';
import { createTableClient } from '../adapters/dynamodb/document-client';
import { agreementBodySchema } from '../domain/agreements/agreement-schemas';
import { agreementsService } from '../domain/agreements/agreements-service';
import { httpHandler, json } from '../http/http-handler';

const agreements = agreementsService({ repository: dynamoAgreementsRepository(createTableClient()) });

/** Terms of use and privacy policy acceptance, for a signed-in user or a guest device. */
export const handler = httpHandler({
  'PUT /agreements': async (request) => {
    const owner = { kind: 'user', userId: request.user() } as const;
    return json(200, { agreement: await agreements.accept(owner, request.body(agreementBodySchema)) });
  },
  'PUT /device/agreements': async (request) => {
    const owner = { kind: 'device', deviceId: request.deviceId() } as const;
    return json(200, { agreement: await agreements.accept(owner, request.body(agreementBodySchema)) });
  },
});
