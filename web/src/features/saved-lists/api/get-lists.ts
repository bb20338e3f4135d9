import { useQuery } from '@tanstack/react-query';
import type { ListSummary } from '@domain/lists/list-types';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /lists: the signed-in user's lists, newest first. */
export async function fetchLists(): Promise<ListSummary[]> {
  const { lists } = await apiFetch<{ lists: ListSummary[] }>('/lists');
  return lists;
}

/** The user's lists; idle while nobody is signed in. */
export function useListsQuery(userId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.lists(userId ?? ''),
    queryFn: fetchLists,
    enabled: Boolean(userId),
  });
}
