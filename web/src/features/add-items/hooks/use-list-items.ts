import { useCallback, useEffect, useState } from 'react';
import type { VoiceChangePlan } from '@/lib/speech/plan-voice-changes';
import { storageKeys } from '@/lib/storage-keys';

/** An item being added (spec §3 draft item, without the selection flag). */
export interface EditableItem {
  id: number;
  name: string;
  quantity: number;
  price: number | null;
}

export type AddItemResult = { kind: 'added' } | { kind: 'duplicate'; position: number; quantity: number; name: string } | { kind: 'ignored' };

const maxQuantity = 9999;

/** Quantity edit (spec §5): an integer, falling back to 1 when invalid; at most 9999. */
export function parseQuantity(text: string): number {
  const parsed = Number.parseInt(text.trim(), 10);
  if (!Number.isFinite(parsed) || parsed < 1) return 1;
  return Math.min(parsed, maxQuantity);
}

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

let lastId = 0;
/** Unique, increasing numeric ids (spec §3: draft item id is a number). */
function nextItemId(): number {
  lastId = Math.max(Date.now(), lastId + 1);
  return lastId;
}

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase('pt-BR') === b.trim().toLocaleLowerCase('pt-BR');

/**
 * The list being built on /add-items, kept in sessionStorage so a reload or the sign-in
 * round trip keeps it (drafts in localStorage come with a later issue).
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

  const setQuantity = useCallback((id: number, text: string) => {
    const quantity = parseQuantity(text);
    setItems((current) => current.map((item) => (item.id === id ? { ...item, quantity } : item)));
  }, []);

  const removeItem = useCallback((id: number) => {
    setItems((current) => current.filter((item) => item.id !== id));
  }, []);

  const clearItems = useCallback(() => setItems([]), []);

  /** A voice result (spec §4): removes the matched names, then appends the heard items, repeated ones included. */
  const applyVoiceChanges = useCallback((plan: VoiceChangePlan) => {
    const removed = new Set(plan.remove);
    setItems((current) => [
      ...current.filter((item) => !removed.has(item.name)),
      ...plan.add.map((entry) => ({ id: nextItemId(), name: entry.name, quantity: entry.quantity, price: null })),
    ]);
  }, []);

  return { items, addTypedItem, renameItem, setQuantity, removeItem, clearItems, applyVoiceChanges };
}
