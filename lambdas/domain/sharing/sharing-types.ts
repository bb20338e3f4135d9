/** Shared lists (issue 23): invitations and what their holder sees. */

/** An invitation's stored state (its token row). */
export interface InvitationRecord {
  id: string;
  tokenHash: string;
  listId: string;
  inviterId: string;
  inviterName: string;
  createdAt: string;
  /** The link works until then (7 days after it was made). */
  validUntil: string;
  status: 'pending' | 'used' | 'revoked';
}

/** A pending invitation as its list's owner sees it. */
export interface PendingInvitation {
  id: string;
  createdAt: string;
  validUntil: string;
}

/** A new invitation: the token is answered this once and never stored. */
export interface CreatedInvitation extends PendingInvitation {
  token: string;
}

/**
 * What a signed-in user sees of a link: a pending one names the list and who invites; one
 * they already use (as owner or member) leads to the list; the others only say why not.
 */
export type InvitationView =
  | { status: 'pending'; listName: string; inviterName: string }
  | { status: 'joined'; listId: string }
  | { status: 'expired' | 'used' | 'revoked' };
