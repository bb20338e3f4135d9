import type { UpdateItemBody } from '@domain/lists/list-schemas';
import type { ItemFields, ListItem, ListSummary, ListWithItems, TrashedList } from '@domain/lists/list-types';

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

/**
 * A list as the user sees it: the server's copy (or the device's cached one) with the changes
 * still waiting in the outbox applied on top, in order. Applying a change twice changes
 * nothing, so a change the server already has (a refetch that raced its answer) is harmless.
 * Undefined when there is no copy and no pending creation, or the list was deleted here.
 */
export function applyToList(
  list: ListWithItems | undefined,
  changes: readonly ListChange[],
  listId: string,
): ListWithItems | undefined {
  let current = list;
  // A deletion hides the list; a restore later in the queue brings back what it was.
  let deleted = false;
  for (const change of changes) {
    if (!listIdsOf(change).includes(listId)) continue;
    if (change.kind === 'deleteList' || change.kind === 'deleteLists') deleted = true;
    else if (change.kind === 'restoreLists') deleted = false;
    else if (!deleted) current = applyOne(current, change);
  }
  return deleted ? undefined : current;
}

/** The lists a change touches. */
export function listIdsOf(change: ListChange): string[] {
  if (change.kind === 'deleteLists') return change.listIds;
  if (change.kind === 'restoreLists') return change.lists.map((list) => list.id);
  return [change.listId];
}

type ContentChange = Exclude<ListChange, { kind: 'deleteList' | 'deleteLists' | 'restoreLists' }>;

function applyOne(list: ListWithItems | undefined, change: ContentChange): ListWithItems | undefined {
  if (change.kind === 'createList') {
    if (list) return list;
    const at = new Date().toISOString();
    return withItems(
      {
        id: change.listId,
        name: change.name,
        status: 'active',
        createdAt: at,
        updatedAt: at,
        itemCount: 0,
        // A list made offline has no server version yet, and nobody else in it.
        version: 0,
        items: [],
        members: [],
      },
      change.items.map((item, orderIndex) => toItem(change.listId, item, orderIndex)),
    );
  }
  if (!list) return list;
  switch (change.kind) {
    case 'addItems': {
      const known = new Set(list.items.map((item) => item.id));
      const added = change.items.filter((item) => !known.has(item.id));
      const next = list.items.length;
      return withItems(list, [...byOrder(list.items), ...added.map((item, i) => toItem(list.id, item, next + i))]);
    }
    case 'restoreItems': {
      const known = new Set(list.items.map((item) => item.id));
      const back = change.items.filter((item) => !known.has(item.id));
      const next = list.items.length;
      return withItems(list, [
        ...byOrder(list.items),
        ...back.map((item, i) => ({ ...item, listId: list.id, orderIndex: next + i, deletedAt: null })),
      ]);
    }
    case 'updateItem':
      return {
        ...list,
        items: list.items.map((item) => (item.id === change.itemId ? { ...item, ...change.changes } : item)),
      };
    case 'removeItem':
      return withItems(
        list,
        byOrder(list.items).filter((item) => item.id !== change.itemId),
      );
    case 'reorderItems': {
      const wanted = new Map(change.itemIds.map((id, index) => [id, index]));
      const rank = (item: ListItem, index: number) => wanted.get(item.id) ?? change.itemIds.length + index;
      const ordered = byOrder(list.items)
        .map((item, index) => ({ item, rank: rank(item, index) }))
        .sort((a, b) => a.rank - b.rank)
        .map(({ item }) => item);
      return withItems(list, ordered);
    }
    case 'renameList':
      return { ...list, name: change.name };
  }
}

/** The user's lists with the pending changes applied: new lists first, renames, deletions and item counts. */
export function applyToSummaries(lists: readonly ListSummary[], changes: readonly ListChange[]): ListSummary[] {
  let current = [...lists];
  for (const change of changes) {
    const update = (patch: (list: ListSummary) => ListSummary) => {
      current = current.map((list) => (list.id === change.listId ? patch(list) : list));
    };
    switch (change.kind) {
      case 'createList':
        if (!current.some((list) => list.id === change.listId)) {
          const at = new Date().toISOString();
          current = [
            {
              id: change.listId,
              name: change.name,
              status: 'active',
              createdAt: at,
              updatedAt: at,
              itemCount: change.items.length,
              version: 0,
            },
            ...current,
          ];
        }
        break;
      case 'addItems':
        update((list) => ({ ...list, itemCount: list.itemCount + change.items.length }));
        break;
      case 'removeItem':
        update((list) => ({ ...list, itemCount: Math.max(0, list.itemCount - 1) }));
        break;
      case 'renameList':
        update((list) => ({ ...list, name: change.name }));
        break;
      case 'deleteList':
        current = current.filter((list) => list.id !== change.listId);
        break;
      case 'deleteLists':
        current = current.filter((list) => !change.listIds.includes(list.id));
        break;
      case 'restoreLists': {
        const at = new Date().toISOString();
        const back = change.lists
          .filter((restored) => !current.some((list) => list.id === restored.id))
          .map(({ id, name, itemCount, createdAt }): ListSummary => ({
            id,
            name,
            status: 'active',
            createdAt: createdAt ?? at,
            updatedAt: at,
            itemCount,
            version: 0,
          }));
        // Newest first, as the server answers them.
        current = [...back, ...current].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
        break;
      }
      case 'restoreItems':
        update((list) => ({ ...list, itemCount: list.itemCount + change.items.length }));
        break;
      default:
        break;
    }
  }
  return current;
}

function toItem(listId: string, item: NewListItem, orderIndex: number): ListItem {
  return { ...item, listId, orderIndex, isPurchased: false, category: null, deletedAt: null };
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
