import type { ListSummary } from '@domain/lists/list-types';
import { apiFetch } from '@/lib/api-client';

/** PATCH /lists/{id} { name }. */
export async function renameList(listId: string, name: string): Promise<ListSummary> {
  return (
    await apiFetch<{ list: ListSummary }>(`/lists/${encodeURIComponent(listId)}`, { method: 'PATCH', body: { name } })
  ).list;
}

/** DELETE /lists/{id}: soft delete, the list goes to the trash. */
export async function deleteList(listId: string): Promise<void> {
  await apiFetch<void>(`/lists/${encodeURIComponent(listId)}`, { method: 'DELETE' });
}

/** POST /lists/bulk/delete { listIds }: one request for the whole selection. */
export async function deleteLists(listIds: string[]): Promise<void> {
  await apiFetch('/lists/bulk/delete', { method: 'POST', body: { listIds } });
}
