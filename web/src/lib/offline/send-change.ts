import type { ListWithItems } from '@domain/lists/list-types';
import type { QueuedChange } from './list-operations';
import { ApiError, type ApiFetchOptions } from '@/lib/api-client';

/** How a change reaches the server: apiFetch in the app, the services directly in tests. */
export type Transport = (path: string, options?: ApiFetchOptions) => Promise<unknown>;

const listPath = (listId: string) => `/lists/${encodeURIComponent(listId)}`;
const itemPath = (listId: string, itemId: string) => `${listPath(listId)}/items/${encodeURIComponent(itemId)}`;

/**
 * Sends one queued change with its operation id (the server applies an id once). A deletion
 * of something already gone counts as done; a restore of something deleted for good meanwhile
 * is refused (404) and reported. A reorder the server refuses because the list
 * changed meanwhile (another phone added or deleted items) is sent again with the order
 * merged into the server's items: those the user moved in the order given, the others after.
 */
export async function sendChange(change: QueuedChange, call: Transport): Promise<void> {
  const operationId = change.id;
  try {
    switch (change.kind) {
      case 'createList':
        await call('/lists', { method: 'POST', body: { id: change.listId, name: change.name, items: change.items } });
        return;
      case 'addItems':
        await call(`${listPath(change.listId)}/items`, { method: 'POST', body: { items: change.items }, operationId });
        return;
      case 'updateItem':
        await call(itemPath(change.listId, change.itemId), { method: 'PATCH', body: change.changes, operationId });
        return;
      case 'removeItem':
        await call(itemPath(change.listId, change.itemId), { method: 'DELETE', operationId });
        return;
      case 'reorderItems':
        await reorder(change.listId, change.itemIds, operationId, call);
        return;
      case 'renameList':
        await call(listPath(change.listId), { method: 'PATCH', body: { name: change.name }, operationId });
        return;
      case 'deleteList':
        await call(listPath(change.listId), { method: 'DELETE', operationId });
        return;
      case 'deleteLists':
        await call('/lists/bulk/delete', { method: 'POST', body: { listIds: change.listIds }, operationId });
        return;
      // The bulk restores skip what is already back, so a replay changes nothing (they take no operation id).
      case 'restoreLists':
        await call('/lists/bulk/restore', { method: 'POST', body: { listIds: change.lists.map((list) => list.id) } });
        return;
      case 'restoreItems':
        await call(`${listPath(change.listId)}/items/bulk/restore`, {
          method: 'POST',
          body: { itemIds: change.items.map((item) => item.id) },
        });
        return;
    }
  } catch (error) {
    const gone = error instanceof ApiError && error.code === 'NOT_FOUND';
    if (gone && (change.kind === 'removeItem' || change.kind === 'deleteList' || change.kind === 'deleteLists')) return;
    throw error;
  }
}

async function reorder(listId: string, itemIds: string[], operationId: string, call: Transport) {
  const body = (ids: string[]) => ({ method: 'PUT' as const, body: { itemIds: ids }, operationId });
  try {
    await call(`${listPath(listId)}/items/order`, body(itemIds));
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 'VALIDATION')) throw error;
    const { list } = (await call(listPath(listId))) as { list: ListWithItems };
    const onServer = new Set(list.items.map((item) => item.id));
    const moved = itemIds.filter((id) => onServer.has(id));
    const others = list.items.map((item) => item.id).filter((id) => !moved.includes(id));
    if (moved.length + others.length > 0) await call(`${listPath(listId)}/items/order`, body([...moved, ...others]));
  }
}

/** Failures a later attempt may not meet: no network, a server error, a token being refreshed, throttling. */
export function isTransientFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return [0, 401, 408, 429].includes(error.status) || error.status >= 500;
}
