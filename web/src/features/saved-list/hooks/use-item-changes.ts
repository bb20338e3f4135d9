import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { UpdateItemBody } from '@domain/lists/list-schemas';
import type { ListItem, ListWithItems } from '@domain/lists/list-types';
import { addItems, deleteItem, reorderItems, updateItem } from '../api/item-api';
import { savedListTexts } from '../saved-list-texts';
import { queryKeys } from '@/lib/query-keys';

type ItemChanges = Pick<UpdateItemBody, 'name' | 'quantity' | 'price' | 'isPurchased'>;

/**
 * Every change to a saved list's items persists at once (spec §4 List items). Edits and
 * deletions show immediately (optimistic) and roll back with the spec §8 message when the
 * server refuses; additions appear with the server's ids.
 */
export function useItemChanges(userId: string, listId: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.list(userId, listId);

  async function snapshot() {
    await queryClient.cancelQueries({ queryKey: key, exact: true });
    return queryClient.getQueryData<ListWithItems>(key);
  }

  function patchItems(change: (items: ListItem[]) => ListItem[]) {
    queryClient.setQueryData<ListWithItems>(key, (list) => (list ? { ...list, items: change(list.items) } : list));
  }

  function refreshSummaries() {
    void queryClient.invalidateQueries({ queryKey: queryKeys.lists(userId), exact: true });
  }

  const update = useMutation({
    mutationFn: ({ itemId, changes }: { itemId: string; changes: ItemChanges }) => updateItem(listId, itemId, changes),
    onMutate: async ({ itemId, changes }) => {
      const previous = await snapshot();
      patchItems((items) => items.map((item) => (item.id === itemId ? { ...item, ...changes } : item)));
      return { previous };
    },
    onError: (_error, _request, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast.error(savedListTexts.errorTitle, { description: savedListTexts.updateFailed });
    },
    onSuccess: (saved) => patchItems((items) => items.map((item) => (item.id === saved.id ? saved : item))),
  });

  const remove = useMutation({
    mutationFn: (itemId: string) => deleteItem(listId, itemId),
    onMutate: async (itemId) => {
      const previous = await snapshot();
      patchItems((items) => items.filter((item) => item.id !== itemId));
      return { previous };
    },
    onError: (_error, _itemId, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast.error(savedListTexts.errorTitle, { description: savedListTexts.removeFailed });
    },
    onSuccess: () => {
      refreshSummaries();
      void queryClient.invalidateQueries({ queryKey: queryKeys.trashItems(userId, listId) });
    },
  });

  const add = useMutation({
    mutationFn: (items: Array<{ name: string; quantity: number }>) => addItems(listId, items),
    onSuccess: (added) => {
      patchItems((items) => [...items, ...added]);
      refreshSummaries();
    },
    onError: () => toast.error(savedListTexts.errorTitle, { description: savedListTexts.addFailed }),
  });

  /** One PUT per move, run one after the other (scope) so the server ends with the last order shown. */
  const reorder = useMutation({
    scope: { id: `reorder-items-${listId}` },
    mutationFn: (itemIds: string[]) => reorderItems(listId, itemIds),
    onMutate: async (itemIds) => {
      const previous = await snapshot();
      const position = new Map(itemIds.map((id, index) => [id, index]));
      patchItems((items) =>
        items.map((item) => (position.has(item.id) ? { ...item, orderIndex: position.get(item.id)! } : item)),
      );
      return { previous };
    },
    onError: (_error, _itemIds, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast.error(savedListTexts.errorTitle, { description: savedListTexts.updateFailed });
      // A later move may be queued behind this one: read the order the server kept.
      void queryClient.invalidateQueries({ queryKey: key, exact: true });
    },
  });

  return {
    /** Sets the order of the active items (all their ids, in the new order); shown at once, rolled back on error. */
    reorderItems: (itemIds: string[]) => reorder.mutate(itemIds),
    updateItem: (itemId: string, changes: ItemChanges) => update.mutate({ itemId, changes }),
    removeItem: (itemId: string) => remove.mutate(itemId),
    addItems: (items: Array<{ name: string; quantity: number }>) =>
      add.mutateAsync(items).then(
        () => true,
        () => false,
      ),
    adding: add.isPending,
  };
}
