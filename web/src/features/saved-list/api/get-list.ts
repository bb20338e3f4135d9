import { useQuery } from '@tanstack/react-query';
import type { ListWithItems } from '@domain/lists/list-types';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /lists/{id}: one of the user's lists with its items; 404 NOT_FOUND when missing or not theirs. */
export async function fetchList(listId: string): Promise<ListWithItems> {
  const { list } = await apiFetch<{ list: ListWithItems }>(`/lists/${encodeURIComponent(listId)}`);
  return list;
}

/** The list; idle while nobody is signed in. */
export function useListQuery(userId: string | undefined, listId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.list(userId ?? '', listId ?? ''),
    queryFn: () => fetchList(listId ?? ''),
    enabled: Boolean(userId && listId),
  });
}
