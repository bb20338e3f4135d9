import { NotFoundError, ValidationError } from '../errors';
import { WriteConflict } from '../write-conflict';
import type { AddItemsBody, UpdateItemBody } from './list-schemas';
import type { ListItem, ListRecord, TrashedItem } from './list-types';
import { listNotFoundMessage, translate, type ListItemsWrite, type ListsRepository } from './lists-service';

export const itemNotFoundMessage = 'Item não encontrado.';
export const reorderMismatchMessage = 'A nova ordem deve conter exatamente os itens da lista.';

/** How many times a write refused as `stale` (the list changed meanwhile) is retried on fresh data. */
const attempts = 3;

export interface ItemsServiceDeps {
  repository: ListsRepository;
  newId?: () => string;
  now?: () => Date;
}

interface Snapshot {
  list: ListRecord;
  items: ListItem[];
  /** Active items in their order. */
  active: ListItem[];
}

/**
 * Items of the caller's active lists (spec §4): add, edit, soft delete with re-indexing,
 * restore to the end, delete for good, reorder, and the list's trash. Every change is one
 * write conditioned on the list's revision, retried on fresh data when someone else wrote
 * in between, so order indexes and the list's itemCount never drift.
 */
export function itemsService({
  repository,
  newId = () => crypto.randomUUID(),
  now = () => new Date(),
}: ItemsServiceDeps) {
  async function read(ownerId: string, listId: string): Promise<Snapshot> {
    const found = await repository.getWithItems(listId);
    if (!found || found.list.ownerId !== ownerId || found.list.deletedAt) throw new NotFoundError(listNotFoundMessage);
    const active = found.items.filter((item) => !item.deletedAt).sort((a, b) => a.orderIndex - b.orderIndex);
    return { list: found.list, items: found.items, active };
  }

  /** Reads the list, plans a write from it and applies it; a `stale` refusal starts over. */
  async function change<T>(
    ownerId: string,
    listId: string,
    plan: (snapshot: Snapshot, at: string) => { write: Omit<ListItemsWrite, 'list'>; result: T },
  ): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      const snapshot = await read(ownerId, listId);
      const at = now().toISOString();
      const { write, result } = plan(snapshot, at);
      try {
        await repository.writeItems({ list: snapshot.list, ...write });
        return result;
      } catch (error) {
        if (error instanceof WriteConflict && error.reason === 'stale' && attempt < attempts) continue;
        return translate(error);
      }
    }
  }

  /** Order index updates that make `ordered` read 0..n-1. */
  function reindex(ordered: ListItem[]): ListItemsWrite['itemUpdates'] {
    return ordered.flatMap((item, index) =>
      item.orderIndex === index ? [] : [{ id: item.id, set: { orderIndex: index } }],
    );
  }

  /** Takes items out of the active order (soft or for good) and re-indexes the rest. */
  function removal(snapshot: Snapshot, ids: Set<string>, at: string, permanent: boolean) {
    const removed = snapshot.items.filter((item) => ids.has(item.id));
    const activeRemoved = removed.filter((item) => !item.deletedAt).length;
    const remaining = snapshot.active.filter((item) => !ids.has(item.id));
    return {
      listSet: { itemCount: snapshot.list.itemCount - activeRemoved, updatedAt: at },
      newItems: [],
      itemUpdates: [
        ...(permanent
          ? []
          : removed.filter((item) => !item.deletedAt).map((item) => ({ id: item.id, set: { deletedAt: at } }))),
        ...reindex(remaining),
      ],
      deletedItemIds: permanent ? removed.map((item) => item.id) : [],
    };
  }

  function appendRestored(snapshot: Snapshot, restored: ListItem[], at: string) {
    const next = nextIndex(snapshot.active);
    const itemUpdates = restored.map((item, i) => ({ id: item.id, set: { orderIndex: next + i }, restore: true }));
    return {
      write: {
        listSet: { itemCount: snapshot.list.itemCount + restored.length, updatedAt: at },
        newItems: [],
        itemUpdates,
        deletedItemIds: [],
      },
      result: restored.map((item, i) => ({ ...item, orderIndex: next + i, deletedAt: null })),
    };
  }

  return {
    async add(ownerId: string, listId: string, body: AddItemsBody): Promise<ListItem[]> {
      return change(ownerId, listId, (snapshot, at) => {
        const start = nextIndex(snapshot.active);
        const newItems: ListItem[] = body.items.map((item, i) => ({
          id: newId(),
          listId,
          name: item.name,
          quantity: item.quantity,
          price: item.price,
          orderIndex: start + i,
          isPurchased: false,
          category: item.category ?? null,
          deletedAt: null,
        }));
        return {
          write: {
            listSet: { itemCount: snapshot.list.itemCount + newItems.length, updatedAt: at },
            newItems,
            itemUpdates: [],
            deletedItemIds: [],
          },
          result: newItems,
        };
      });
    },

    async update(ownerId: string, listId: string, itemId: string, body: UpdateItemBody): Promise<ListItem> {
      return change(ownerId, listId, (snapshot, at) => {
        const item = snapshot.active.find((candidate) => candidate.id === itemId);
        if (!item) throw new NotFoundError(itemNotFoundMessage);
        const set = Object.fromEntries(
          Object.entries(body).filter(([, value]) => value !== undefined),
        ) as Partial<ListItem>;
        return {
          write: { listSet: { updatedAt: at }, newItems: [], itemUpdates: [{ id: itemId, set }], deletedItemIds: [] },
          result: { ...item, ...set },
        };
      });
    },

    /** Soft delete (spec §4): deletedAt set, then the remaining active items re-indexed 0..n-1. */
    async remove(ownerId: string, listId: string, itemId: string): Promise<void> {
      await change(ownerId, listId, (snapshot, at) => {
        if (!snapshot.active.some((item) => item.id === itemId)) throw new NotFoundError(itemNotFoundMessage);
        return { write: removal(snapshot, new Set([itemId]), at, false), result: undefined };
      });
    },

    /** Brings a trashed item back at the end of the active order. */
    async restore(ownerId: string, listId: string, itemId: string): Promise<ListItem> {
      const [item] = await change(ownerId, listId, (snapshot, at) => {
        const trashed = snapshot.items.find((candidate) => candidate.id === itemId && candidate.deletedAt);
        if (!trashed) throw new NotFoundError(itemNotFoundMessage);
        return appendRestored(snapshot, [trashed], at);
      });
      return item!;
    },

    /** Removes an item for good, from the trash or from the active order (which is re-indexed). */
    async deletePermanently(ownerId: string, listId: string, itemId: string): Promise<void> {
      await change(ownerId, listId, (snapshot, at) => {
        if (!snapshot.items.some((item) => item.id === itemId)) throw new NotFoundError(itemNotFoundMessage);
        return { write: removal(snapshot, new Set([itemId]), at, true), result: undefined };
      });
    },

    /** Sets the active order; the ids must be exactly the list's active items. */
    async reorder(ownerId: string, listId: string, itemIds: string[]): Promise<ListItem[]> {
      return change(ownerId, listId, (snapshot, at) => {
        const byId = new Map(snapshot.active.map((item) => [item.id, item]));
        if (itemIds.length !== byId.size || !itemIds.every((id) => byId.has(id)))
          throw new ValidationError(reorderMismatchMessage);
        const ordered = itemIds.map((id) => byId.get(id)!);
        return {
          write: { listSet: { updatedAt: at }, newItems: [], itemUpdates: reindex(ordered), deletedItemIds: [] },
          result: ordered.map((item, orderIndex) => ({ ...item, orderIndex })),
        };
      });
    },

    /** Restores the list's trashed items among the ids, appended in the order given; other ids are ignored, none at all → 404. */
    async bulkRestore(ownerId: string, listId: string, itemIds: string[]): Promise<ListItem[]> {
      return change(ownerId, listId, (snapshot, at) => {
        const found = inRequestOrder(snapshot.items, itemIds);
        if (found.length === 0) throw new NotFoundError(itemNotFoundMessage);
        return appendRestored(
          snapshot,
          found.filter((item) => item.deletedAt),
          at,
        );
      });
    },

    /** Deletes the list's items among the ids for good; other ids are ignored, none at all → 404. */
    async bulkDeletePermanently(ownerId: string, listId: string, itemIds: string[]): Promise<string[]> {
      return change(ownerId, listId, (snapshot, at) => {
        const found = inRequestOrder(snapshot.items, itemIds);
        if (found.length === 0) throw new NotFoundError(itemNotFoundMessage);
        return {
          write: removal(snapshot, new Set(found.map((item) => item.id)), at, true),
          result: found.map((item) => item.id),
        };
      });
    },

    /** The list's trashed items, newest deletion first (spec §2 Trash, type=items). */
    async trash(ownerId: string, listId: string): Promise<TrashedItem[]> {
      const { list, items } = await read(ownerId, listId);
      return items
        .filter((item) => item.deletedAt)
        .map((item) => ({ id: item.id, name: item.name, listId, listName: list.name, deletedAt: item.deletedAt! }))
        .sort((a, b) => b.deletedAt.localeCompare(a.deletedAt));
    },
  };
}

function nextIndex(active: ListItem[]): number {
  return active.reduce((max, item) => Math.max(max, item.orderIndex + 1), 0);
}

/** The list's items among the ids, in the order of the ids (duplicates once). */
function inRequestOrder(items: ListItem[], ids: string[]): ListItem[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  return [...new Set(ids)].flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}
