import { useQuery } from '@tanstack/react-query';
import type { CreatedInvitation, PendingInvitation } from '@domain/sharing/sharing-types';
import { apiFetch } from '@/lib/api-client';

const listPath = (listId: string) => `/lists/${encodeURIComponent(listId)}`;

/** The owner's pending invitations of a list, kept under the user (one user's cache never shows to another). */
export const invitationsKey = (userId: string, listId: string) => ['invitations', userId, listId] as const;

/** POST /lists/{id}/invitations: a new single-use link (the token is answered only now). */
export async function createInvitation(listId: string, inviterName: string): Promise<CreatedInvitation> {
  const { invitation } = await apiFetch<{ invitation: CreatedInvitation }>(`${listPath(listId)}/invitations`, {
    method: 'POST',
    body: { inviterName },
  });
  return invitation;
}

export function revokeInvitation(listId: string, invitationId: string): Promise<unknown> {
  return apiFetch(`${listPath(listId)}/invitations/${encodeURIComponent(invitationId)}`, { method: 'DELETE' });
}

/** The owner removes a member, or a member removes themself (leaves). */
export function removeMember(listId: string, memberId: string): Promise<unknown> {
  return apiFetch(`${listPath(listId)}/members/${encodeURIComponent(memberId)}`, { method: 'DELETE' });
}

/** GET /lists/{id}/invitations, for the list's owner only (`enabled`). */
export function usePendingInvitations(userId: string, listId: string, enabled: boolean) {
  return useQuery({
    queryKey: invitationsKey(userId, listId),
    queryFn: async () =>
      (await apiFetch<{ invitations: PendingInvitation[] }>(`${listPath(listId)}/invitations`)).invitations,
    enabled,
  });
}
