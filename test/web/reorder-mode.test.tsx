import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import type { ListItem } from '@domain/lists/list-types';
import { SavedListItems } from '@/features/saved-list/components/saved-list-items';
import type { useItemChanges } from '@/features/saved-list/hooks/use-item-changes';
import { useReorderMode } from '@/features/saved-list/hooks/use-reorder-mode';

const item = (name: string, orderIndex: number): ListItem => ({
  id: `item-${name}`,
  listId: 'list-1',
  name,
  quantity: 1,
  price: null,
  orderIndex,
  isPurchased: false,
  category: null,
  deletedAt: null,
});

/**
 * A saved list's items in reorder mode. The list's changes stand in for the outbox: a new
 * order shows a moment after the press, as the outbox's optimistic update does.
 */
function ReorderableList({ sent }: { sent: string[][] }) {
  const [items, setItems] = useState([item('arroz', 0), item('feijão', 1), item('óleo', 2)]);
  const changes = {
    reorderItems(ids: string[]) {
      sent.push(ids);
      setTimeout(
        () =>
          setItems((current) => ids.map((id, index) => ({ ...current.find((i) => i.id === id)!, orderIndex: index }))),
        20,
      );
    },
  } as unknown as ReturnType<typeof useItemChanges>;
  const reorder = useReorderMode(items, changes);
  return (
    <SavedListItems
      items={items}
      changes={changes}
      undoable={{} as never}
      reorder={reorder}
      grouped={false}
      aisles={{} as never}
      currency={null}
    />
  );
}

const rowNames = () =>
  Array.from(document.querySelectorAll('[data-reorder-item]'), (row) => row.getAttribute('data-reorder-item'));

test('"Reordenar" moves an item, says where it went, and keeps focus on the moved row', async () => {
  const sent: string[][] = [];
  render(<ReorderableList sent={sent} />);
  fireEvent.click(screen.getByRole('button', { name: 'Reordenar' }));
  // The first row cannot go up, the last cannot go down.
  expect(screen.queryByRole('button', { name: 'Mover arroz para cima' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Mover óleo para baixo' })).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: 'Mover arroz para baixo' }));
  expect(sent).toEqual([['item-feijão', 'item-arroz', 'item-óleo']]);
  expect(screen.getByText('arroz movido para a posição 2')).toBeTruthy();
  await waitFor(() => expect(rowNames()).toEqual(['item-feijão', 'item-arroz', 'item-óleo']));
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Mover arroz para baixo' }));

  // At the bottom there is no "para baixo": focus goes to the other button of the same row.
  fireEvent.click(screen.getByRole('button', { name: 'Mover arroz para baixo' }));
  await waitFor(() => expect(rowNames()).toEqual(['item-feijão', 'item-óleo', 'item-arroz']));
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Mover arroz para cima' }));
  expect(screen.getByText('arroz movido para a posição 3')).toBeTruthy();

  fireEvent.click(screen.getByRole('button', { name: 'Concluir' }));
  expect(screen.queryByText(/movido para a posição/)).toBeNull();
  expect(screen.getByRole('button', { name: 'Reordenar' })).toBeTruthy();
});
