import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import type { ItemFields, ListWithItems } from '@domain/lists/list-types';
import { savedListTexts } from '../saved-list-texts';
import type { ItemChanges, ListChange } from '@/lib/offline/list-operations';
import { outboxFor } from '@/lib/offline/offline-sync';
import { applyToList } from '@/lib/offline/list-operations';
import { queryKeys } from '@/lib/query-keys';

/**
 * Every change to a saved list's items (spec §4 List items) goes through the device's
 * outbox: it shows at once (the list is drawn with the outbox applied), survives a reload or
 * a lost network, and reaches the server in order when it can. New items are named here, so
 * they keep their ids offline. Refusals are reported by the outbox (lib/offline/offline-sync).
 */
export function useItemChanges(userId: string, listId: string) {
  const queryClient = useQueryClient();
  const outbox = outboxFor(userId);

  function enqueue(change: ListChange, failure: string): Promise<boolean> {
    return outbox.enqueue(change).then(
      () => true,
      () => {
        toast.error(savedListTexts.errorTitle, { description: failure });
        return false;
      },
    );
  }

  /** The item's name as the user sees it now, for the notice if the edit is later dropped. */
  function nameOf(itemId: string): string {
    const shown = applyToList(
      queryClient.getQueryData<ListWithItems>(queryKeys.list(userId, listId)),
      outbox.snapshot().changes,
      listId,
    );
    return shown?.items.find((item) => item.id === itemId)?.name ?? '';
  }

  return {
    /** Sets the order of the active items (all their ids, in the new order). */
    reorderItems: (itemIds: string[]) =>
      void enqueue({ kind: 'reorderItems', listId, itemIds }, savedListTexts.updateFailed),
    updateItem: (itemId: string, changes: ItemChanges) =>
      void enqueue(
        { kind: 'updateItem', listId, itemId, itemName: nameOf(itemId), changes },
        savedListTexts.updateFailed,
      ),
    removeItem: (itemId: string) => void enqueue({ kind: 'removeItem', listId, itemId }, savedListTexts.removeFailed),
    /** Brings items back from the trash (at the end) with the fields given. */
    restoreItems: (items: ItemFields[]) =>
      void enqueue({ kind: 'restoreItems', listId, items }, savedListTexts.undoFailed),
    addItems: (items: Array<{ name: string; quantity: number }>) =>
      enqueue(
        {
          kind: 'addItems',
          listId,
          items: items.map((item) => ({
            id: crypto.randomUUID(),
            name: item.name,
            quantity: item.quantity,
            price: null,
          })),
        },
        savedListTexts.addFailed,
      ),
    /** Additions are kept on the device at once: nothing to wait for. */
    adding: false,
  };
}
