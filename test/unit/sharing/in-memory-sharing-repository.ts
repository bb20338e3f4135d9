import type { SharingRepository } from '../../../lambdas/domain/sharing/sharing-service';
import { maxMembers } from '../../../lambdas/domain/sharing/sharing-service';
import type { InvitationRecord } from '../../../lambdas/domain/sharing/sharing-types';
import { WriteConflict } from '../../../lambdas/domain/write-conflict';
import type { inMemoryListsRepository } from '../lists/in-memory-lists-repository';

/**
 * A SharingRepository in memory over the lists store, with the DynamoDB adapter's conditions:
 * the list row active (and the owner's, to invite), at most 10 members, an invitation pending
 * and valid to accept, a member once.
 */
export function inMemorySharingRepository(store: ReturnType<typeof inMemoryListsRepository>) {
  const invitations = new Map<string, InvitationRecord>();
  const activeList = (listId: string) => {
    const list = store.lists.get(listId);
    if (!list || list.deletedAt) throw new WriteConflict('missing');
    return list;
  };

  const repository: SharingRepository = {
    async createInvitation(list, invitation, ownerName) {
      const stored = activeList(list.id);
      if (stored.ownerId !== list.ownerId || invitations.has(invitation.tokenHash)) throw new WriteConflict('missing');
      stored.ownerName = ownerName;
      invitations.set(invitation.tokenHash, structuredClone(invitation));
    },
    async getInvitation(tokenHash) {
      const found = invitations.get(tokenHash);
      return found && structuredClone(found);
    },
    async listInvitations(listId) {
      return [...invitations.values()].filter(
        (invitation) => invitation.listId === listId && invitation.status === 'pending',
      );
    },
    async revokeInvitation(invitation) {
      const stored = invitations.get(invitation.tokenHash);
      if (stored?.status !== 'pending') throw new WriteConflict('missing');
      stored.status = 'revoked';
    },
    async acceptInvitation(invitation, member, now) {
      const list = store.lists.get(invitation.listId);
      if (!list || list.deletedAt || (list.memberCount ?? 0) >= maxMembers) throw new WriteConflict('limit');
      const members = store.members.get(list.id) ?? [];
      if (members.some((candidate) => candidate.id === member.id)) throw new WriteConflict('applied');
      const stored = invitations.get(invitation.tokenHash);
      if (stored?.status !== 'pending' || stored.validUntil <= now) throw new WriteConflict('stale');
      stored.status = 'used';
      store.members.set(list.id, [...members, structuredClone(member)]);
      Object.assign(list, { memberCount: (list.memberCount ?? 0) + 1, revision: list.revision + 1, updatedAt: now });
    },
    async removeMember(list, memberId, at) {
      const stored = store.lists.get(list.id);
      const members = store.members.get(list.id) ?? [];
      if (!stored || !members.some((member) => member.id === memberId)) throw new WriteConflict('missing');
      store.members.set(
        list.id,
        members.filter((member) => member.id !== memberId),
      );
      Object.assign(stored, {
        memberCount: (stored.memberCount ?? 1) - 1,
        revision: stored.revision + 1,
        updatedAt: at,
      });
    },
  };
  return { repository, invitations };
}
