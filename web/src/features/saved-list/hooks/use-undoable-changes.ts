import { itemFieldsOf, type ListItem } from '@domain/lists/list-types';
import { savedListTexts } from '../saved-list-texts';
import type { useItemChanges } from './use-item-changes';
import { offerUndo } from '@/lib/undo/undo-toast';

/**
 * The saved list's changes that take something away, each with "Desfazer" (issue 29):
 * deleting items (one, the checked ones, or a voice removal) and checking one off. Undo goes
 * through the same outbox, so it works offline: the items come back from the trash with
 * their fields (name, quantity, price, category, checked) and the list's order is set again
 * to the one before the deletion.
 */
export function useUndoableChanges(changes: ReturnType<typeof useItemChanges>, items: readonly ListItem[]) {
  function bringBack(removed: ListItem[], order: string[]) {
    changes.restoreItems(removed.map(itemFieldsOf));
    // Restores come back at the end; only then is a reorder needed.
    const tail = order.slice(order.length - removed.length);
    if (!removed.every((item) => tail.includes(item.id))) changes.reorderItems(order);
  }

  return {
    /** Moves the items to the trash; the toast says `message` (default: the name, or how many). */
    removeItems(itemIds: readonly string[], message?: string) {
      const removed = items.filter((item) => itemIds.includes(item.id));
      if (removed.length === 0) return;
      const order = items.map((item) => item.id);
      for (const item of removed) changes.removeItem(item.id);
      const said =
        message ??
        (removed.length === 1
          ? savedListTexts.itemRemoved(removed[0]!.name)
          : savedListTexts.itemsRemoved(removed.length));
      offerUndo(said, () => bringBack(removed, order));
    },
    /** Checking off offers undo (it moves the item to "No carrinho"); unchecking does not need it. */
    setPurchased(item: ListItem, isPurchased: boolean) {
      changes.updateItem(item.id, { isPurchased });
      if (isPurchased)
        offerUndo(savedListTexts.itemChecked(item.name), () => changes.updateItem(item.id, { isPurchased: false }));
    },
  };
}
