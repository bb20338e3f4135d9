import * as z from 'zod/mini';
import { invitationTokenPattern } from './invitation-token';

/** Input schemas of shared lists (issue 23), shared by the API and the web app; pt-BR messages. */
const unknownField = { error: 'A requisição tem campos desconhecidos.' };

/** The name the inviter or the new member shows to the others (their account's name). */
export const personNameSchema = z
  .string({ error: 'Informe o seu nome.' })
  .check(z.trim(), z.minLength(1, 'Informe o seu nome.'), z.maxLength(80, 'O nome pode ter no máximo 80 caracteres.'));

export const inviteBodySchema = z.strictObject({ inviterName: personNameSchema }, unknownField);
export type InviteBody = z.infer<typeof inviteBodySchema>;

export const acceptInvitationBodySchema = z.strictObject({ memberName: personNameSchema }, unknownField);
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBodySchema>;

export const invitationTokenSchema = z.string().check(z.regex(invitationTokenPattern));
export const invitationIdSchema = z.uuid();
/** A member's user id (Cognito's `sub`, a UUID). */
export const memberIdSchema = z.uuid();
