import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateListBody } from '@domain/lists/list-schemas';
import type { ListWithItems } from '@domain/lists/list-types';
import { apiFetch } from '@/lib/api-client';
import { applyToList, type ListChange } from '@/lib/offline/list-operations';
import { isTransientFailure } from '@/lib/offline/send-change';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST /lists: saves a named list with its items, named here so a resend saves it once;
 * answers 201 { list }. When the server cannot be reached the list is kept in the device's
 * outbox and saved when the network returns (a free user past the limit then gets the
 * limit dialog and the list as a draft); the answer is then the list as the device has it.
 */
export async function createList(userId: string, body: CreateListBody): Promise<ListWithItems> {
  const change: Extract<ListChange, { kind: 'createList' }> = {
    kind: 'createList',
    listId: crypto.randomUUID(),
    name: body.name,
    items: body.items.map((item) => ({
      id: crypto.randomUUID(),
      name: item.name,
      quantity: item.quantity,
      price: item.price,
    })),
  };
  try {
    const { list } = await apiFetch<{ list: ListWithItems }>('/lists', {
      method: 'POST',
      body: { id: change.listId, name: change.name, items: change.items },
    });
    return list;
  } catch (error) {
    if (!isTransientFailure(error)) throw error;
    const { outboxFor } = await import('@/lib/offline/offline-sync');
    await outboxFor(userId).enqueue(change);
    return applyToList(undefined, [change], change.listId)!;
  }
}

/** Saves a list and refreshes the user's cached lists. */
export function useCreateList(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateListBody) => createList(userId ?? '', body),
    // Offline the list goes to the outbox: never wait for the network to come back.
    networkMode: 'always',
    onSuccess: (list) => {
      if (!userId) return;
      queryClient.setQueryData(queryKeys.list(userId, list.id), list);
      void queryClient.invalidateQueries({ queryKey: queryKeys.lists(userId), exact: true });
    },
  });
}
