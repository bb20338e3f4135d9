import { ForbiddenError, LimitReachedError, NotFoundError, ValidationError } from '../errors';
import { canUse, listNotFoundMessage, type ListsRepository, type StoredList } from '../lists/lists-service';
import type { ListMember, ListRecord } from '../lists/list-types';
import { WriteConflict } from '../write-conflict';
import { hashInvitationToken, newInvitationToken } from './invitation-token';
import type { CreatedInvitation, InvitationRecord, InvitationView, PendingInvitation } from './sharing-types';

/** At most this many members a list, besides its owner. */
export const maxMembers = 10;
/** An invitation link works for 7 days. */
export const invitationValidDays = 7;
/** Pending invitations a list may have at once (a cap on links nobody used). */
export const maxPendingInvitations = 20;

export const memberLimitMessage = `Esta lista já tem ${maxMembers} participantes, o máximo. Remova alguém antes de convidar outra pessoa.`;
export const joinFullMessage = `Esta lista já tem ${maxMembers} participantes, o máximo. Peça a quem convidou para remover alguém.`;
export const pendingLimitMessage = `Esta lista já tem ${maxPendingInvitations} convites pendentes. Cancele algum antes de criar outro.`;
export const invitationNotFoundMessage = 'Convite não encontrado. Confira o link ou peça um novo convite.';
export const invitationGoneMessages = {
  expired: 'Este convite expirou. Peça um novo convite a quem compartilhou a lista.',
  used: 'Este convite já foi usado. Peça um novo convite a quem compartilhou a lista.',
  revoked: 'Este convite foi cancelado por quem compartilhou a lista.',
} as const;
export const ownerOnlyMessage = 'Só o dono da lista pode remover outros participantes.';
export const memberNotFoundMessage = 'Participante não encontrado.';

/** What sharing needs from storage beyond the lists repository; WriteConflict on a refused condition. */
export interface SharingRepository {
  /** Stores both rows of a new invitation and the owner's name on the list (owner's active list). */
  createInvitation(list: ListRecord, invitation: InvitationRecord, ownerName: string, expiresAt: number): Promise<void>;
  /** The invitation stored under this token hash (strongly consistent). */
  getInvitation(tokenHash: string): Promise<InvitationRecord | undefined>;
  /** The list's invitations not yet used or revoked (expired ones included; the service filters). */
  listInvitations(listId: string): Promise<InvitationRecord[]>;
  /** Marks it revoked and drops the list's side (`missing` when it is no longer pending). */
  revokeInvitation(invitation: InvitationRecord): Promise<void>;
  /**
   * Uses the invitation: marks it used, drops the list's side, adds the member and counts them
   * on the list (`missing`: the list is gone; `limit`: full; `applied`: already a member;
   * `stale`: the invitation is no longer pending or valid).
   */
  acceptInvitation(invitation: InvitationRecord, member: ListMember, now: string): Promise<void>;
  /** Removes a member and lowers the list's count (`missing` when they were not a member). */
  removeMember(list: ListRecord, memberId: string, at: string): Promise<void>;
}

export interface SharingServiceDeps {
  lists: ListsRepository;
  sharing: SharingRepository;
  newId?: () => string;
  newToken?: () => string;
  now?: () => Date;
}

const dayMs = 86_400_000;

/**
 * Shared lists (issue 23): the owner invites with a single-use link valid for 7 days, sees and
 * revokes pending invitations, and removes members; a member leaves. Everyone who may not use
 * the list is told it does not exist (404), as for any other list route.
 */
export function sharingService({
  lists,
  sharing,
  newId = () => crypto.randomUUID(),
  newToken = newInvitationToken,
  now = () => new Date(),
}: SharingServiceDeps) {
  /** The caller's own active list with its members; 404 for anyone else. */
  async function ownActive(ownerId: string, listId: string): Promise<StoredList> {
    const found = await lists.getWithItems(listId);
    if (!found || !canUse(found, ownerId) || found.list.ownerId !== ownerId)
      throw new NotFoundError(listNotFoundMessage);
    return found;
  }

  const isValid = (invitation: InvitationRecord) => invitation.validUntil > now().toISOString();

  async function pending(listId: string): Promise<InvitationRecord[]> {
    return (await sharing.listInvitations(listId)).filter(
      (invitation) => invitation.status === 'pending' && isValid(invitation),
    );
  }

  return {
    async invite(ownerId: string, listId: string, inviterName: string): Promise<CreatedInvitation> {
      const { list } = await ownActive(ownerId, listId);
      if ((list.memberCount ?? 0) >= maxMembers) throw new LimitReachedError(memberLimitMessage);
      if ((await pending(listId)).length >= maxPendingInvitations) throw new LimitReachedError(pendingLimitMessage);
      const token = newToken();
      const createdAt = now();
      const invitation: InvitationRecord = {
        id: newId(),
        tokenHash: await hashInvitationToken(token),
        listId,
        inviterId: ownerId,
        inviterName,
        createdAt: createdAt.toISOString(),
        validUntil: new Date(createdAt.getTime() + invitationValidDays * dayMs).toISOString(),
        status: 'pending',
      };
      const expiresAt = Math.floor((createdAt.getTime() + (invitationValidDays + 30) * dayMs) / 1000);
      await sharing.createInvitation(list, invitation, inviterName, expiresAt).catch(notFoundOnConflict);
      return { id: invitation.id, createdAt: invitation.createdAt, validUntil: invitation.validUntil, token };
    },

    async pendingInvitations(ownerId: string, listId: string): Promise<PendingInvitation[]> {
      await ownActive(ownerId, listId);
      return (await pending(listId))
        .map(({ id, createdAt, validUntil }) => ({ id, createdAt, validUntil }))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },

    async revoke(ownerId: string, listId: string, invitationId: string): Promise<void> {
      await ownActive(ownerId, listId);
      const invitation = (await sharing.listInvitations(listId)).find((candidate) => candidate.id === invitationId);
      if (!invitation) throw new NotFoundError(invitationNotFoundMessage);
      await sharing.revokeInvitation(invitation).catch(() => {
        throw new NotFoundError(invitationNotFoundMessage);
      });
    },

    /** What the link's holder sees before accepting; never the list's items. */
    async view(userId: string, token: string): Promise<InvitationView> {
      const invitation = await sharing.getInvitation(await hashInvitationToken(token));
      if (!invitation) throw new NotFoundError(invitationNotFoundMessage);
      const found = await lists.getWithItems(invitation.listId);
      if (canUse(found, userId)) return { status: 'joined', listId: invitation.listId };
      if (!found || found.list.deletedAt) throw new NotFoundError(invitationNotFoundMessage);
      if (invitation.status !== 'pending') return { status: invitation.status };
      if (!isValid(invitation)) return { status: 'expired' };
      return { status: 'pending', listName: found.list.name, inviterName: invitation.inviterName };
    },

    /** Joins the list; for its owner or a member already in it, just answers the list. */
    async accept(userId: string, token: string, memberName: string): Promise<{ listId: string }> {
      const invitation = await sharing.getInvitation(await hashInvitationToken(token));
      if (!invitation) throw new NotFoundError(invitationNotFoundMessage);
      const found = await lists.getWithItems(invitation.listId);
      if (canUse(found, userId)) return { listId: invitation.listId };
      if (!found || found.list.deletedAt) throw new NotFoundError(invitationNotFoundMessage);
      const gone = invitation.status !== 'pending' ? invitation.status : isValid(invitation) ? null : 'expired';
      if (gone) throw new NotFoundError(invitationGoneMessages[gone]);
      if ((found.list.memberCount ?? 0) >= maxMembers) throw new LimitReachedError(joinFullMessage);
      const at = now().toISOString();
      try {
        await sharing.acceptInvitation(invitation, { id: userId, name: memberName, joinedAt: at }, at);
      } catch (error) {
        if (!(error instanceof WriteConflict)) throw error;
        if (error.reason === 'applied') return { listId: invitation.listId };
        // The list row refused: full, or deleted meanwhile.
        if (error.reason === 'limit' && (await lists.getWithItems(invitation.listId)))
          throw new LimitReachedError(joinFullMessage);
        if (error.reason === 'stale') throw new NotFoundError(invitationGoneMessages.used);
        throw new NotFoundError(invitationNotFoundMessage);
      }
      return { listId: invitation.listId };
    },

    /** The owner removes a member, or a member leaves (removes themself). */
    async removeMember(userId: string, listId: string, memberId: string): Promise<void> {
      const found = await lists.getWithItems(listId);
      if (!found || !canUse(found, userId)) throw new NotFoundError(listNotFoundMessage);
      if (found.list.ownerId !== userId && memberId !== userId) throw new ForbiddenError(ownerOnlyMessage);
      if (memberId === found.list.ownerId)
        throw new ValidationError('O dono não sai da própria lista; ele pode excluí-la.');
      if (!found.members.some((member) => member.id === memberId)) throw new NotFoundError(memberNotFoundMessage);
      await sharing.removeMember(found.list, memberId, now().toISOString()).catch(() => {
        throw new NotFoundError(memberNotFoundMessage);
      });
    },
  };
}

function notFoundOnConflict(error: unknown): never {
  if (error instanceof WriteConflict) throw new NotFoundError(listNotFoundMessage);
  throw error;
}
