import { useCallback, useEffect, useState } from 'react';
import type { VoiceChangePlan } from '@/lib/speech/plan-voice-changes';
import { storageKeys } from '@/lib/storage-keys';

/** An item of the final list, as kept under groceryItems. */
export interface FinalListItem {
  id: number;
  name: string;
  quantity: number;
  checked: boolean;
}

let lastId = 0;
function nextId(): number {
  lastId = Math.max(Date.now(), lastId + 1);
  return lastId;
}

/** Reads groceryItems; plain names (how the key began, spec §2 "item names") become unchecked items. */
function loadItems(): FinalListItem[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKeys.finalList) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((entry: unknown): FinalListItem[] => {
      if (typeof entry === 'string')
        return entry.trim() ? [{ id: nextId(), name: entry.trim(), quantity: 1, checked: false }] : [];
      const item = entry as Partial<FinalListItem> | null;
      if (typeof item?.name !== 'string' || !item.name.trim()) return [];
      return [
        {
          id: typeof item.id === 'number' ? item.id : nextId(),
          name: item.name,
          quantity: typeof item.quantity === 'number' && item.quantity >= 1 ? item.quantity : 1,
          checked: item.checked === true,
        },
      ];
    });
  } catch {
    return [];
  }
}

function storeItems(items: FinalListItem[]): void {
  try {
    if (items.length === 0) localStorage.removeItem(storageKeys.finalList);
    else localStorage.setItem(storageKeys.finalList, JSON.stringify(items));
  } catch {
    // Storage unavailable or full: the list stays in memory.
  }
}

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase('pt-BR') === b.trim().toLocaleLowerCase('pt-BR');

/** The final list, kept in localStorage (groceryItems) as it changes. */
export function useFinalList() {
  const [items, setItems] = useState<FinalListItem[]>(loadItems);
  useEffect(() => storeItems(items), [items]);

  const update = useCallback((id: number, changes: Partial<Omit<FinalListItem, 'id'>>) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...changes } : item)));
  }, []);

  const rename = useCallback(
    (id: number, text: string) => {
      const name = text.trim();
      if (name) update(id, { name });
    },
    [update],
  );

  const remove = useCallback((id: number) => setItems((current) => current.filter((item) => item.id !== id)), []);

  /** Typed name: a repeated one adds 1 to its quantity; answers the position and new quantity then. */
  const addTyped = useCallback(
    (name: string): { position: number; quantity: number; name: string } | null => {
      const index = items.findIndex((item) => sameName(item.name, name));
      const existing = items[index];
      if (existing) {
        const quantity = Math.min(existing.quantity + 1, 9999);
        update(existing.id, { quantity });
        return { position: index + 1, quantity, name: existing.name };
      }
      setItems([...items, { id: nextId(), name, quantity: 1, checked: false }]);
      return null;
    },
    [items, update],
  );

  const applyVoiceChanges = useCallback((plan: VoiceChangePlan) => {
    const removed = new Set(plan.remove);
    setItems((current) => [
      ...current.filter((item) => !removed.has(item.name)),
      ...plan.add.map((entry) => ({ id: nextId(), name: entry.name, quantity: entry.quantity, checked: false })),
    ]);
  }, []);

  return { items, update, rename, remove, addTyped, applyVoiceChanges };
}
