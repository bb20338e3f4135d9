import { useLayoutEffect, useRef, useState } from 'react';
import type { ListItem } from '@domain/lists/list-types';
import type { MoveDirection } from '../components/reorder-item-row';
import { savedListTexts } from '../saved-list-texts';
import type { useItemChanges } from './use-item-changes';

/**
 * "Reordenar" on a saved list: moves an item one place up or down, says where it went to
 * screen readers, and keeps focus on the moved row (its button for the same way, or the
 * other one at the top or bottom) once the new order is on screen.
 */
export function useReorderMode(items: readonly ListItem[], changes: ReturnType<typeof useItemChanges>) {
  const [reordering, setReordering] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const pendingFocus = useRef<{ itemId: string; direction: MoveDirection; position: number } | null>(null);

  useLayoutEffect(() => {
    const target = pendingFocus.current;
    // Wait for the render that shows the new order (the optimistic update comes a moment after the press).
    if (!target || !listRef.current || items[target.position]?.id !== target.itemId) return;
    pendingFocus.current = null;
    const row = listRef.current.querySelector<HTMLElement>(`[data-reorder-item="${CSS.escape(target.itemId)}"]`);
    const other: MoveDirection = target.direction === 'up' ? 'down' : 'up';
    const button =
      row?.querySelector<HTMLElement>(`[data-direction="${target.direction}"]`) ??
      row?.querySelector<HTMLElement>(`[data-direction="${other}"]`);
    button?.focus();
  });

  return {
    reordering,
    /** The live region's text: where the last moved item went, while reordering. */
    announcement: reordering ? announcement : '',
    listRef,
    toggle() {
      pendingFocus.current = null;
      setReordering(!reordering);
    },
    moveItem(index: number, direction: MoveDirection) {
      const to = direction === 'up' ? index - 1 : index + 1;
      const moved = items[index];
      if (!moved || to < 0 || to >= items.length) return;
      const ids = items.map((item) => item.id);
      [ids[index], ids[to]] = [ids[to]!, ids[index]!];
      pendingFocus.current = { itemId: moved.id, direction, position: to };
      setAnnouncement(savedListTexts.movedTo(moved.name, to + 1));
      changes.reorderItems(ids);
    },
  };
}
