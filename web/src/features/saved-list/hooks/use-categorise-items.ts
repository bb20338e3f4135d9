import { useEffect, useRef } from 'react';
import type { ListItem } from '@domain/lists/list-types';
import { categoriseNames } from '@/lib/categories/categorise-names';

/** Spec §9: re-categorisation 0.3 to 0.5 s after the list changes. */
const categoriseDelayMs = 400;

/**
 * While grouping is on, items without a category get one (stored on the item as
 * metadata.category), 0.4 s after the names last changed; an answer for a name that
 * changed meanwhile is dropped.
 */
export function useCategoriseItems(
  items: readonly ListItem[],
  enabled: boolean,
  setCategory: (itemId: string, category: string) => void,
) {
  const setCategoryRef = useRef(setCategory);
  useEffect(() => {
    setCategoryRef.current = setCategory;
  });
  const pending = items.filter((item) => !item.category);
  const key = pending.map((item) => `${item.id}:${item.name}`).join('\n');

  useEffect(() => {
    if (!enabled || key === '') return;
    const entries = key.split('\n').map((line) => {
      const at = line.indexOf(':');
      return { id: line.slice(0, at), name: line.slice(at + 1) };
    });
    let cancelled = false;
    const timer = setTimeout(() => {
      void categoriseNames(entries.map((entry) => entry.name)).then((categories) => {
        if (cancelled) return;
        for (const entry of entries) {
          const category = categories.get(entry.name);
          if (category) setCategoryRef.current(entry.id, category);
        }
      });
    }, categoriseDelayMs);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [enabled, key]);
}
