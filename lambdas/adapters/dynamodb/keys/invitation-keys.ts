/**
 * Keys of invitations to a shared list (issue 23). An invitation is two rows, written and
 * changed together in one TransactWriteItems:
 *
 * - the token's row, INVITATION#<sha256(token), hex> / INVITATION: type `Invitation`, id,
 *   listId, inviterId, inviterName, createdAt, validUntil (7 days), status
 *   (`pending`/`used`/`revoked`), expiresAt (TTL: 30 days after validUntil, so an old link
 *   still says why it no longer works). The token itself (128 random bits) is never stored;
 * - the list's side, LIST#<listId> / INVITATION#<id>: type `ListInvitation`, id, tokenHash,
 *   createdAt, validUntil, expiresAt (TTL at validUntil): the owner's pending invitations.
 *   Accepting or revoking deletes it; the list's permanent deletion removes it with the list.
 *
 * Access patterns:
 * - open a link: GetItem INVITATION#<hash> / INVITATION (strongly consistent);
 * - the owner's pending invitations of a list: Query pk = LIST#<listId>, begins_with(sk, "INVITATION#");
 * - create: Put both (condition new) with the list row (owner, active);
 * - accept: token row Update (condition pending and valid) + list-side Delete + member Put +
 *   list row Update (memberCount < 10);
 * - revoke: token row Update (condition pending) + list-side Delete (condition present).
 */
export const invitationKeys = {
  token: (tokenHash: string) => ({ pk: `INVITATION#${tokenHash}`, sk: 'INVITATION' }),
  listSide: (listId: string, invitationId: string) => ({ pk: `LIST#${listId}`, sk: `INVITATION#${invitationId}` }),
  listSidePrefix: 'INVITATION#',
} as const;
