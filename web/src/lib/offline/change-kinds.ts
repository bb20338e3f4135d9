import type { UpdateItemBody } from '@domain/lists/list-schemas';
import type { ItemFields, ListItem, ListSummary, ListWithItems, TrashedList } from '@domain/lists/list-types';
import { ApiError, type ApiFetchOptions } from '@/lib/api-client';
import { offlineTexts } from './offline-texts';

/** A new item named on the device, so it keeps its id offline, in the outbox and on the server. */
export interface NewListItem {
  id: string;
  name: string;
  quantity: number;
  price: number | null;
}

/**
 * A list restored from the trash, as the trash showed it (what the device shows until the
 * server answers); an undone deletion also knows its creation date, so it returns to its place.
 */
export type RestoredList = Pick<TrashedList, 'id' | 'name' | 'itemCount'> & { createdAt?: string };
/** An item restored from the trash, with the fields it comes back with. */
export type RestoredItem = ItemFields;

export type ItemChanges = Pick<UpdateItemBody, 'name' | 'quantity' | 'price' | 'isPurchased' | 'category'>;

/** A change to a saved list, as the outbox keeps it until the server has it. */
export type ListChange =
  | { kind: 'createList'; listId: string; name: string; items: NewListItem[] }
  | { kind: 'addItems'; listId: string; items: NewListItem[] }
  /** `itemName` names the item in the notice when the edit is dropped (the item was deleted elsewhere). */
  | { kind: 'updateItem'; listId: string; itemId: string; itemName: string; changes: ItemChanges }
  | { kind: 'removeItem'; listId: string; itemId: string }
  | { kind: 'reorderItems'; listId: string; itemIds: string[] }
  | { kind: 'renameList'; listId: string; name: string }
  | { kind: 'deleteList'; listId: string }
  /** The selection of /saved-lists, deleted in one request; `listId` is the first, for ordering and lookups. */
  | { kind: 'deleteLists'; listId: string; listIds: string[] }
  /** Lists restored from /trash (one or a selection); `listId` is the first. */
  | { kind: 'restoreLists'; listId: string; lists: RestoredList[] }
  /** Items of one list restored from its trash; they come back at the end. */
  | { kind: 'restoreItems'; listId: string; items: RestoredItem[] };

/** A queued change: its id is the operation id the server remembers, so a resend applies it once. */
export type QueuedChange = ListChange & { id: string; createdAt: string };

export type ChangeKind = ListChange['kind'];
type ChangeOf<K extends ChangeKind> = Extract<ListChange, { kind: K }>;

/** How a change reaches the server: apiFetch in the app, the services directly in tests. */
export type Transport = (path: string, options?: ApiFetchOptions) => Promise<unknown>;

/** What the user is told when the server refuses a change, beyond the general notice. */
export type Refusal =
  /** A warning naming what was dropped. */
  | { notice: 'warning'; title: string }
  /** The free plan's list limit: the limit dialog; a list made offline is kept as a local `draft`. */
  | { notice: 'limit'; draft?: { name: string; items: NewListItem[] } };

/**
 * One kind of change, defined once: how it shows on the device's copy of a list and of the
 * user's lists, how it is sent (alone, or in a batch of the list's changes), and what the
 * app does when the server confirms or refuses it. The outbox, the screens and the sync
 * reactions read these definitions and hold no switch on the kind.
 */
export interface ChangeDefinition<C extends ListChange> {
  /** The lists it touches (default: its `listId`). */
  listIds?(change: C): string[];
  /** Its effect on the device's copy of one of its lists; `hide`/`show` for deleting and restoring whole lists. */
  onList: ((list: ListWithItems | undefined, change: C) => ListWithItems | undefined) | 'hide' | 'show';
  /** Its effect on the user's lists (default: none). */
  onSummaries?(lists: ListSummary[], change: C): ListSummary[];
  /** Sends it alone, with its operation id. */
  send(change: C & { id: string }, call: Transport): Promise<void>;
  /** Its operation in `POST /lists/{listId}/changes` (without id and kind); absent when it travels alone. */
  batched?(change: C): Record<string, unknown>;
  /**
   * A refusal that is not the last word: a deletion of something already gone counts as done,
   * a reorder of a list changed meanwhile is merged and sent again. Resolves when the change
   * is done after all; otherwise rethrows.
   */
  recover?(change: C & { id: string }, error: unknown, call: Transport): Promise<void>;
  /** The notice of a refusal of its own (the general "Uma alteração não foi salva" otherwise). */
  refusal?(change: C, error: ApiError): Refusal | undefined;
  /** Which trash it alters, so that screen is refreshed once it is answered. */
  trash?: 'lists' | 'items';
}

const listPath = (listId: string) => `/lists/${encodeURIComponent(listId)}`;
const itemPath = (listId: string, itemId: string) => `${listPath(listId)}/items/${encodeURIComponent(itemId)}`;
const isCode = (error: unknown, code: string): error is ApiError => error instanceof ApiError && error.code === code;

/** Something already gone on the server is what a deletion wanted. */
async function goneIsDone(_change: unknown, error: unknown): Promise<void> {
  if (!isCode(error, 'NOT_FOUND')) throw error;
}

const definitions: { [K in ChangeKind]: ChangeDefinition<ChangeOf<K>> } = {
  createList: {
    onList: (list, change) =>
      list ??
      withItems(
        newList(change.listId, change.name),
        change.items.map((item, orderIndex) => toItem(change.listId, item, orderIndex)),
      ),
    onSummaries: (lists, change) =>
      lists.some((list) => list.id === change.listId)
        ? lists
        : [{ ...summaryOf(newList(change.listId, change.name)), itemCount: change.items.length }, ...lists],
    send: async (change, call) => {
      await call('/lists', { method: 'POST', body: { id: change.listId, name: change.name, items: change.items } });
    },
    refusal: (change, error) =>
      error.code === 'LIMIT_REACHED'
        ? { notice: 'limit', draft: { name: change.name, items: change.items } }
        : undefined,
  },
  addItems: {
    onList: (list, change) =>
      list &&
      appendItems(
        list,
        change.items.map((item) => toItem(list.id, item, 0)),
      ),
    onSummaries: (lists, change) => countItems(lists, change.listId, change.items.length),
    send: async (change, call) => {
      await call(`${listPath(change.listId)}/items`, {
        method: 'POST',
        body: { items: change.items },
        operationId: change.id,
      });
    },
    batched: (change) => ({ items: change.items }),
  },
  updateItem: {
    onList: (list, change) =>
      list && {
        ...list,
        items: list.items.map((item) => (item.id === change.itemId ? { ...item, ...change.changes } : item)),
      },
    send: async (change, call) => {
      await call(itemPath(change.listId, change.itemId), {
        method: 'PATCH',
        body: change.changes,
        operationId: change.id,
      });
    },
    batched: (change) => ({ itemId: change.itemId, changes: change.changes }),
    // The item was deleted elsewhere: a delete beats an edit.
    refusal: (change, error) =>
      error.code === 'NOT_FOUND' ? { notice: 'warning', title: offlineTexts.editDropped(change.itemName) } : undefined,
  },
  removeItem: {
    onList: (list, change) =>
      list &&
      withItems(
        list,
        byOrder(list.items).filter((item) => item.id !== change.itemId),
      ),
    onSummaries: (lists, change) => countItems(lists, change.listId, -1),
    send: async (change, call) => {
      await call(itemPath(change.listId, change.itemId), { method: 'DELETE', operationId: change.id });
    },
    batched: (change) => ({ itemId: change.itemId }),
    recover: goneIsDone,
    trash: 'items',
  },
  reorderItems: {
    onList: (list, change) => list && withItems(list, inGivenOrder(list.items, change.itemIds)),
    send: async (change, call) => {
      await call(`${listPath(change.listId)}/items/order`, {
        method: 'PUT',
        body: { itemIds: change.itemIds },
        operationId: change.id,
      });
    },
    batched: (change) => ({ itemIds: change.itemIds }),
    // Another phone added or deleted items meanwhile: the order is merged into the server's
    // items (those the user moved in the order given, the others after) and sent again.
    recover: async (change, error, call) => {
      if (!isCode(error, 'VALIDATION')) throw error;
      const { list } = (await call(listPath(change.listId))) as { list: ListWithItems };
      const ordered = inGivenOrder(list.items, change.itemIds).map((item) => item.id);
      if (ordered.length > 0)
        await call(`${listPath(change.listId)}/items/order`, {
          method: 'PUT',
          body: { itemIds: ordered },
          operationId: change.id,
        });
    },
  },
  renameList: {
    onList: (list, change) => list && { ...list, name: change.name },
    onSummaries: (lists, change) =>
      lists.map((list) => (list.id === change.listId ? { ...list, name: change.name } : list)),
    send: async (change, call) => {
      await call(listPath(change.listId), { method: 'PATCH', body: { name: change.name }, operationId: change.id });
    },
  },
  deleteList: {
    onList: 'hide',
    onSummaries: (lists, change) => lists.filter((list) => list.id !== change.listId),
    send: async (change, call) => {
      await call(listPath(change.listId), { method: 'DELETE', operationId: change.id });
    },
    recover: goneIsDone,
    trash: 'lists',
  },
  deleteLists: {
    listIds: (change) => change.listIds,
    onList: 'hide',
    onSummaries: (lists, change) => lists.filter((list) => !change.listIds.includes(list.id)),
    send: async (change, call) => {
      await call('/lists/bulk/delete', { method: 'POST', body: { listIds: change.listIds }, operationId: change.id });
    },
    recover: goneIsDone,
    trash: 'lists',
  },
  // The bulk restores skip what is already back, so a replay changes nothing (they take no
  // operation id); a restore of something deleted for good meanwhile is refused (404) and reported.
  restoreLists: {
    listIds: (change) => change.lists.map((list) => list.id),
    onList: 'show',
    onSummaries: (lists, change) => {
      const at = new Date().toISOString();
      const back = change.lists
        .filter((restored) => !lists.some((list) => list.id === restored.id))
        .map(({ id, name, itemCount, createdAt }) => ({
          ...summaryOf(newList(id, name, createdAt ?? at)),
          updatedAt: at,
          itemCount,
        }));
      // Newest first, as the server answers them.
      return [...back, ...lists].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },
    send: async (change, call) => {
      await call('/lists/bulk/restore', { method: 'POST', body: { listIds: change.lists.map((list) => list.id) } });
    },
    // The lists stay in the trash, where the dialog's "Seja Premium" or a deletion lets them back.
    refusal: (_change, error) => (error.code === 'LIMIT_REACHED' ? { notice: 'limit' } : undefined),
    trash: 'lists',
  },
  restoreItems: {
    onList: (list, change) =>
      list &&
      appendItems(
        list,
        change.items.map((item) => ({ ...item, listId: list.id, orderIndex: 0, deletedAt: null })),
      ),
    onSummaries: (lists, change) => countItems(lists, change.listId, change.items.length),
    send: async (change, call) => {
      await call(`${listPath(change.listId)}/items/bulk/restore`, {
        method: 'POST',
        body: { itemIds: change.items.map((item) => item.id) },
      });
    },
    trash: 'items',
  },
};

/** The definition of a change's kind. */
export function definitionOf<C extends ListChange>(change: C): ChangeDefinition<C> {
  return definitions[change.kind] as unknown as ChangeDefinition<C>;
}

function newList(id: string, name: string, at = new Date().toISOString()): ListWithItems {
  // A list made on the device has no server version yet, and nobody else in it.
  return { id, name, status: 'active', createdAt: at, updatedAt: at, itemCount: 0, version: 0, items: [], members: [] };
}

function summaryOf({ items: _items, members: _members, ...summary }: ListWithItems): ListSummary {
  return summary;
}

function countItems(lists: ListSummary[], listId: string, delta: number): ListSummary[] {
  return lists.map((list) => (list.id === listId ? { ...list, itemCount: Math.max(0, list.itemCount + delta) } : list));
}

function toItem(listId: string, item: NewListItem, orderIndex: number): ListItem {
  return { ...item, listId, orderIndex, isPurchased: false, category: null, deletedAt: null };
}

/** Items added at the end, those already in the list once (a change applied twice changes nothing). */
function appendItems(list: ListWithItems, added: ListItem[]): ListWithItems {
  const known = new Set(list.items.map((item) => item.id));
  return withItems(list, [...byOrder(list.items), ...added.filter((item) => !known.has(item.id))]);
}

/** The items named first, in the order given; the others after, in their order. */
function inGivenOrder(items: ListItem[], itemIds: string[]): ListItem[] {
  const wanted = new Map(itemIds.map((id, index) => [id, index]));
  return byOrder(items)
    .map((item, index) => ({ item, rank: wanted.get(item.id) ?? itemIds.length + index }))
    .sort((a, b) => a.rank - b.rank)
    .map(({ item }) => item);
}

function byOrder(items: ListItem[]): ListItem[] {
  return [...items].sort((a, b) => a.orderIndex - b.orderIndex);
}

/** The items in the order given, numbered 0..n-1 as the server answers them, and their count. */
function withItems(list: ListWithItems, items: ListItem[]): ListWithItems {
  return {
    ...list,
    itemCount: items.length,
    items: items.map((item, orderIndex) => (item.orderIndex === orderIndex ? item : { ...item, orderIndex })),
  };
}
