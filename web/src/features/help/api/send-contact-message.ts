import type { ContactMessageBody } from '@domain/contact/contact-schemas';
import { apiFetch } from '@/lib/api-client';

/** The contact form as typed; e-mail and subject may be empty. */
export type ContactMessageInput = Required<ContactMessageBody>;

/**
 * POST /functions/send-contact-message (spec §7): public, so guests may write too; the
 * server keeps the message with the device id. Rejects with the server's ApiError (400
 * "Nome e mensagem são obrigatórios", an invalid e-mail, …).
 */
export async function sendContactMessage(input: ContactMessageInput): Promise<void> {
  await apiFetch<{ ok: true }>('/functions/send-contact-message', { method: 'POST', body: input });
}
