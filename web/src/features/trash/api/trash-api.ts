import type { TrashedItem, TrashedList } from '@domain/lists/list-types';
import { apiFetch } from '@/lib/api-client';

const listPath = (listId: string) => `/lists/${encodeURIComponent(listId)}`;
const itemPath = (listId: string, itemId: string) => `${listPath(listId)}/items/${encodeURIComponent(itemId)}`;

/** GET /trash/lists: the user's deleted lists, most recently deleted first. */
export async function fetchTrashedLists(): Promise<TrashedList[]> {
  return (await apiFetch<{ lists: TrashedList[] }>('/trash/lists')).lists;
}

/** GET /trash/lists/{listId}/items: one list's deleted items. */
export async function fetchTrashedItems(listId: string): Promise<TrashedItem[]> {
  return (await apiFetch<{ items: TrashedItem[] }>(`/trash${listPath(listId)}/items`)).items;
}

/** DELETE /lists/{id}/permanent: the list and its items are gone for good. */
export async function deleteListPermanently(listId: string): Promise<void> {
  await apiFetch<void>(`${listPath(listId)}/permanent`, { method: 'DELETE' });
}

export async function deleteListsPermanently(listIds: string[]): Promise<void> {
  await apiFetch('/lists/bulk/delete-permanent', { method: 'POST', body: { listIds } });
}

export async function deleteItemPermanently(listId: string, itemId: string): Promise<void> {
  await apiFetch<void>(`${itemPath(listId, itemId)}/permanent`, { method: 'DELETE' });
}

export async function deleteItemsPermanently(listId: string, itemIds: string[]): Promise<void> {
  await apiFetch(`${listPath(listId)}/items/bulk/delete-permanent`, { method: 'POST', body: { itemIds } });
}
