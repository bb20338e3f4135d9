import type { ContactMessageBody } from './contact-schemas';

export interface ContactMessage {
  id: string;
  name: string;
  email: string | null;
  subject: string | null;
  message: string;
  deviceId: string | null;
  createdAt: string;
}

export interface ContactMessagesRepository {
  save(message: ContactMessage): Promise<void>;
}

/** Keeps a contact-form message in the table for the team to read. */
export function contactService({
  repository,
  newId = () => crypto.randomUUID(),
  now = () => new Date(),
}: {
  repository: ContactMessagesRepository;
  newId?: () => string;
  now?: () => Date;
}) {
  return {
    async send(body: ContactMessageBody, deviceId: string | null): Promise<ContactMessage> {
      const message: ContactMessage = {
        id: newId(),
        name: body.name,
        email: body.email || null,
        subject: body.subject || null,
        message: body.message,
        deviceId,
        createdAt: now().toISOString(),
      };
      await repository.save(message);
      return message;
    },
  };
}
