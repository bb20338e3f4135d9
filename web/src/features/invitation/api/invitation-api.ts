import { useQuery } from '@tanstack/react-query';
import type { InvitationView } from '@domain/sharing/sharing-types';
import { apiFetch, isClientError } from '@/lib/api-client';

const invitationPath = (token: string) => `/invitations/${encodeURIComponent(token)}`;

/** GET /invitations/{token}: what the link invites to, or why it no longer works. */
export function useInvitation(userId: string | undefined, token: string | undefined) {
  return useQuery({
    queryKey: ['invitation', userId ?? '', token ?? ''],
    queryFn: async () => (await apiFetch<{ invitation: InvitationView }>(invitationPath(token ?? ''))).invitation,
    enabled: Boolean(userId && token),
    retry: (failures, error) => !isClientError(error) && failures < 2,
  });
}

/** POST /invitations/{token}/accept: joins the list and answers its id. */
export async function acceptInvitation(token: string, memberName: string): Promise<string> {
  const { listId } = await apiFetch<{ listId: string }>(`${invitationPath(token)}/accept`, {
    method: 'POST',
    body: { memberName },
  });
  return listId;
}
