import { useCallback, useEffect, useState } from 'react';
import type { VoiceChangePlan } from '@/lib/speech/plan-voice-changes';
import { storageKeys } from '@/lib/storage-keys';

/** An item being added (spec §3 draft item; `selected` is kept for items that came from a draft). */
export interface EditableItem {
  id: number;
  name: string;
  quantity: number;
  price: number | null;
  selected?: boolean;
}

export type AddItemResult =
  { kind: 'added' } | { kind: 'duplicate'; position: number; quantity: number; name: string } | { kind: 'ignored' };

const maxQuantity = 9999;

function isEditableItem(value: unknown): value is EditableItem {
  const item = value as EditableItem;
  return typeof item?.id === 'number' && typeof item.name === 'string' && typeof item.quantity === 'number';
}

function loadItems(): EditableItem[] {
  try {
    const raw = sessionStorage.getItem(storageKeys.addItemsInProgress);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter(isEditableItem) : [];
  } catch {
    return [];
  }
}

function storeItems(items: EditableItem[]): void {
  try {
    if (items.length === 0) sessionStorage.removeItem(storageKeys.addItemsInProgress);
    else sessionStorage.setItem(storageKeys.addItemsInProgress, JSON.stringify(items));
  } catch {
    // Storage unavailable or full: the items stay in memory.
  }
}

/** Drops the stored copy only (the screen is going away; a remount stores the items again). */
export function forgetStoredItems(): void {
  storeItems([]);
}

let lastId = 0;
/** Unique, increasing numeric ids (spec §3: draft item id is a number). */
function nextItemId(): number {
  lastId = Math.max(Date.now(), lastId + 1);
  return lastId;
}

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase('pt-BR') === b.trim().toLocaleLowerCase('pt-BR');

/**
 * The list being built on /add-items, kept in sessionStorage so a reload or the sign-in
 * round trip keeps it. Drafts (localStorage) are loaded into it and saved from it by the page.
 */
export function useListItems() {
  const [items, setItems] = useState<EditableItem[]>(loadItems);

  useEffect(() => storeItems(items), [items]);

  /** Typed item (spec §5): trimmed, non-empty; a repeated name (case-insensitive) adds 1 to its quantity. */
  const addTypedItem = useCallback(
    (text: string): AddItemResult => {
      const name = text.trim();
      if (!name) return { kind: 'ignored' };
      const index = items.findIndex((item) => sameName(item.name, name));
      const existing = items[index];
      if (existing) {
        const quantity = Math.min(existing.quantity + 1, maxQuantity);
        setItems(items.map((item) => (item.id === existing.id ? { ...item, quantity } : item)));
        return { kind: 'duplicate', position: index + 1, quantity, name: existing.name };
      }
      setItems([...items, { id: nextItemId(), name, quantity: 1, price: null }]);
      return { kind: 'added' };
    },
    [items],
  );

  /** Rename (spec §5): trimmed, non-empty, otherwise ignored. */
  const renameItem = useCallback((id: number, text: string) => {
    const name = text.trim();
    if (!name) return;
    setItems((current) => current.map((item) => (item.id === id ? { ...item, name } : item)));
  }, []);

  /** Quantity edit, already read with parseQuantity (spec §5). */
  const setQuantity = useCallback((id: number, quantity: number) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, quantity } : item)));
  }, []);

  /** Price edit, already read with parsePrice (spec §5). */
  const setPrice = useCallback((id: number, price: number | null) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, price } : item)));
  }, []);

  const removeItem = useCallback((id: number) => {
    setItems((current) => current.filter((item) => item.id !== id));
  }, []);

  /** Undo of a removal: the items return to the places they had (`index` in the list before it). */
  const restoreItems = useCallback((removed: ReadonlyArray<{ item: EditableItem; index: number }>) => {
    setItems((current) => {
      const next = current.filter((item) => !removed.some((entry) => entry.item.id === item.id));
      for (const { item, index } of [...removed].sort((a, b) => a.index - b.index))
        next.splice(Math.min(index, next.length), 0, item);
      return next;
    });
  }, []);

  /** Empties the list, and its stored copy at once (the page may unmount before the next effect runs). */
  const clearItems = useCallback(() => {
    storeItems([]);
    setItems([]);
  }, []);

  /** Puts a loaded draft's items on the list. */
  const replaceItems = useCallback((next: EditableItem[]) => setItems(next), []);

  /** A voice result (spec §4): removes the matched names, then appends the heard items, repeated ones included. */
  const applyVoiceChanges = useCallback((plan: VoiceChangePlan) => {
    const removed = new Set(plan.remove);
    setItems((current) => [
      ...current.filter((item) => !removed.has(item.name)),
      ...plan.add.map((entry) => ({ id: nextItemId(), name: entry.name, quantity: entry.quantity, price: null })),
    ]);
  }, []);

  return {
    items,
    addTypedItem,
    renameItem,
    setQuantity,
    setPrice,
    removeItem,
    restoreItems,
    clearItems,
    replaceItems,
    applyVoiceChanges,
  };
}
