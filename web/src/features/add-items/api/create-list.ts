import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateListBody } from '@domain/lists/list-schemas';
import type { ListWithItems } from '@domain/lists/list-types';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /lists: saves a named list with its items; answers 201 { list }. */
export async function createList(body: CreateListBody): Promise<ListWithItems> {
  const { list } = await apiFetch<{ list: ListWithItems }>('/lists', { method: 'POST', body });
  return list;
}

/** Saves a list and refreshes the user's cached lists. */
export function useCreateList(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createList,
    onSuccess: (list) => {
      if (!userId) return;
      queryClient.setQueryData(queryKeys.list(userId, list.id), list);
      void queryClient.invalidateQueries({ queryKey: queryKeys.lists(userId), exact: true });
    },
  });
}
