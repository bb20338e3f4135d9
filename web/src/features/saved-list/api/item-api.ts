import type { UpdateItemBody } from '@domain/lists/list-schemas';
import type { ListItem } from '@domain/lists/list-types';
import { apiFetch } from '@/lib/api-client';

const itemsPath = (listId: string) => `/lists/${encodeURIComponent(listId)}/items`;

/** POST /lists/{listId}/items: appends items; answers 201 { items }. */
export async function addItems(
  listId: string,
  items: Array<{ name: string; quantity?: number; price?: number | null }>,
): Promise<ListItem[]> {
  return (await apiFetch<{ items: ListItem[] }>(itemsPath(listId), { method: 'POST', body: { items } })).items;
}

/** PATCH /lists/{listId}/items/{itemId}: name, quantity, price, isPurchased or category. */
export async function updateItem(listId: string, itemId: string, changes: UpdateItemBody): Promise<ListItem> {
  return (
    await apiFetch<{ item: ListItem }>(`${itemsPath(listId)}/${encodeURIComponent(itemId)}`, {
      method: 'PATCH',
      body: changes,
    })
  ).item;
}

/** DELETE /lists/{listId}/items/{itemId}: soft delete (the item moves to the trash; the server re-indexes). */
export async function deleteItem(listId: string, itemId: string): Promise<void> {
  await apiFetch<void>(`${itemsPath(listId)}/${encodeURIComponent(itemId)}`, { method: 'DELETE' });
}

/** PUT /lists/{listId}/items/order: `itemIds` must be exactly the list's active item ids, in the new order; answers them re-indexed. */
export async function reorderItems(listId: string, itemIds: string[]): Promise<ListItem[]> {
  return (await apiFetch<{ items: ListItem[] }>(`${itemsPath(listId)}/order`, { method: 'PUT', body: { itemIds } }))
    .items;
}
