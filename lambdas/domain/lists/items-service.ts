import { ConflictError, NotFoundError, ValidationError } from '../errors';
import { WriteConflict } from '../write-conflict';
import type { AddItemsBody, UpdateItemBody } from './list-schemas';
import { itemFieldsOf, type ListItem, type ListRecord, type TrashedItem } from './list-types';
import {
  canUse,
  inOrder,
  listNotFoundMessage,
  translate,
  type ItemState,
  type ListItemsWrite,
  type ListsRepository,
} from './lists-service';
import { applyOnce, type RecordOf } from './operations';

export const itemNotFoundMessage = 'Item não encontrado.';
export const itemDeletedMessage = 'Este item foi excluído em outro lugar; a alteração foi descartada.';
export const reorderMismatchMessage = 'A nova ordem deve conter exatamente os itens da lista.';
export const duplicateItemIdMessage = 'Alguns destes itens já estão na lista.';

export interface ItemsServiceDeps {
  repository: ListsRepository;
  newId?: () => string;
  now?: () => Date;
}

interface Snapshot {
  list: ListRecord;
  items: ListItem[];
  /** Active items in their order, with their stored order indexes. */
  active: ListItem[];
  /** Set when the caller is a member, not the owner: each write checks they still are. */
  memberId?: string;
}

type Change = Omit<ListItemsWrite, 'list' | 'at' | 'operations' | 'memberId'>;
type OperationRecord = NonNullable<ListItemsWrite['operations']>[number];
const noChange: Change = { itemCountDelta: 0, newItems: [], itemUpdates: [], deletedItems: [] };

/**
 * Items of the active lists the caller owns or is a member of (spec §4; issue 23): add, edit, soft delete, restore to the end,
 * delete for good, reorder, and the list's trash. Writes are conditioned per item, never on
 * the list's revision, so two phones changing one list never refuse each other: additions
 * and restores take order indexes from the list's atomic counter, an edit applies only its
 * fields (last writer wins per field), and a change to an item deleted meanwhile is refused
 * (delete beats edit). Every change may carry an operation id, remembered with it, so a
 * replay (the web app's offline outbox) answers the first result and changes nothing.
 */
export function itemsService(deps: ItemsServiceDeps) {
  return itemsServiceOver(deps);
}

export type ItemsService = ReturnType<typeof itemsService>;

/** A batch's writes not sent yet: several operations' item changes, sent as one transaction. */
interface Group {
  change: Change;
  operations: OperationRecord[];
  /** The items it touches: a second change of one of them waits for the next group. */
  touched: Set<string>;
}

/** Item writes and operation records of one group: with the list row and a member check, one transaction. */
const maxGroupWrites = 90;

/** Order indexes a batch reserves at once for its additions. */
const orderBlock = 50;

/** Thrown by a batch's write that cannot join the pending group: the batch sends the group, then runs the change again. */
export class GroupFull extends Error {}

/**
 * The service; with `kept`, a batch's: the list is read once and the snapshot kept as the
 * batch's writes leave it, and the writes are grouped (see `flush`). Each write is still
 * conditioned per item, so another phone's change made meanwhile refuses the group, which
 * the batch then applies change by change.
 */
function itemsServiceOver(
  { repository, newId = () => crypto.randomUUID(), now = () => new Date() }: ItemsServiceDeps,
  kept?: { snapshot?: Snapshot; group?: Group; block?: { next: number; end: number } },
) {
  /** The list with its items, for its owner or one of its members; 404 for anyone else. */
  async function read(userId: string, listId: string): Promise<Snapshot> {
    if (kept?.snapshot && kept.snapshot.list.id === listId) return kept.snapshot;
    const found = await repository.getWithItems(listId);
    if (!found || !canUse(found, userId)) throw new NotFoundError(listNotFoundMessage);
    const memberId = found.list.ownerId === userId ? undefined : userId;
    const snapshot = snapshotOf(found.list, found.items, memberId);
    if (kept) kept.snapshot = snapshot;
    return snapshot;
  }

  /** Writes a change; a refused item condition becomes `refused` (the user's message), the rest as usual. */
  async function write(snapshot: Snapshot, change: Change, operation: OperationRecord | undefined, refused: string) {
    if (kept) return join(kept, snapshot, change, operation);
    await send(snapshot, change, operation ? [operation] : []).catch((error: unknown) => {
      if (error instanceof WriteConflict && error.reason === 'deleted') throw new NotFoundError(refused);
      translate(error);
    });
  }

  function send(snapshot: Snapshot, change: Change, operations: OperationRecord[]) {
    return repository.writeItems({
      list: snapshot.list,
      at: now().toISOString(),
      ...change,
      operations,
      ...(snapshot.memberId ? { memberId: snapshot.memberId } : {}),
    });
  }

  /** A batch's write joins the pending group, and the snapshot shows it. */
  function join(batch: NonNullable<typeof kept>, snapshot: Snapshot, change: Change, operation?: OperationRecord) {
    const touched = [
      ...change.newItems.map((item) => item.id),
      ...change.itemUpdates.map((update) => update.id),
      ...change.deletedItems.map((item) => item.id),
    ];
    const group = batch.group ?? { change: noChange, operations: [], touched: new Set<string>() };
    const writes = group.touched.size + group.operations.length + touched.length + 1;
    if (batch.group && (writes > maxGroupWrites || touched.some((id) => group.touched.has(id)))) throw new GroupFull();
    batch.group = {
      change: {
        itemCountDelta: group.change.itemCountDelta + change.itemCountDelta,
        newItems: [...group.change.newItems, ...change.newItems],
        itemUpdates: [...group.change.itemUpdates, ...change.itemUpdates],
        deletedItems: [...group.change.deletedItems, ...change.deletedItems],
      },
      operations: operation ? [...group.operations, operation] : group.operations,
      touched: new Set([...group.touched, ...touched]),
    };
    batch.snapshot = afterWrite(snapshot, change);
  }

  /** Order indexes for `count` items at the end, from the list's counter (never reused, so parallel additions never collide). */
  async function reserve(snapshot: Snapshot, count: number): Promise<number> {
    const initial = snapshot.active.reduce((max, item) => Math.max(max, item.orderIndex + 1), 0);
    const block = kept?.block;
    if (block && block.end - block.next >= count) {
      block.next += count;
      return block.next - count;
    }
    // A batch takes a block at once; the indexes it leaves unused are gaps, which the order ignores.
    const size = kept ? Math.max(count, orderBlock) : count;
    const start = await repository.reserveOrder(snapshot.list, size, initial).catch(translate);
    if (kept) kept.block = { next: start + count, end: start + size };
    return start;
  }

  /** Brings trashed items back at the end, in the order given. */
  async function restoreAtEnd(snapshot: Snapshot, restored: ListItem[], recordOf: RecordOf<ListItem[]>) {
    const start = await reserve(snapshot, restored.length);
    const result = restored.map((item, i) => ({ ...item, orderIndex: snapshot.active.length + i, deletedAt: null }));
    await write(
      snapshot,
      {
        ...noChange,
        itemCountDelta: restored.length,
        itemUpdates: restored.map((item, i) => ({
          id: item.id,
          set: { orderIndex: start + i },
          expect: 'trashed' as const,
          restore: true,
        })),
      },
      recordOf(result),
      itemNotFoundMessage,
    );
    return result;
  }

  /** Removes items for good, each conditioned on the state it was read in. */
  function permanentRemoval(items: ListItem[]): Change {
    return {
      ...noChange,
      itemCountDelta: -items.filter((item) => !item.deletedAt).length,
      deletedItems: items.map((item) => ({
        id: item.id,
        expect: (item.deletedAt ? 'trashed' : 'active') as ItemState,
      })),
    };
  }

  return {
    /** Checks that the caller may change the list's items (its owner or a member); 404 otherwise. */
    async access(userId: string, listId: string): Promise<void> {
      await read(userId, listId);
    },

    /** The same service for a batch of one list's changes: the list is read once, the writes grouped (see itemsServiceOver). */
    batch: () => itemsServiceOver({ repository, newId, now }, {}),

    /**
     * A batch's pending group, sent as one transaction: true when written (or nothing was
     * pending); false when refused as a whole (nothing of it applied), and the next read
     * reads the list again.
     */
    async flush(): Promise<boolean> {
      const group = kept?.group;
      if (!kept || !group || !kept.snapshot) return true;
      kept.group = undefined;
      try {
        await send(kept.snapshot, group.change, group.operations);
        return true;
      } catch (error) {
        // The batch then applies the group's changes one by one, which take order indexes past
        // the batch's block: later additions take a new block, so they still go last.
        kept.snapshot = undefined;
        kept.block = undefined;
        if (error instanceof WriteConflict) return false;
        throw error;
      }
    },

    /** Appends items after the last one; client-named items already in the list are a replay (or a 409 if only some are). */
    async add(userId: string, listId: string, body: AddItemsBody, operationId?: string): Promise<ListItem[]> {
      return applyOnce(repository, userId, operationId, now, async (recordOf) => {
        const snapshot = await read(userId, listId);
        const ids = body.items.map((item) => item.id ?? newId());
        const present = ids.filter((id) => snapshot.items.some((item) => item.id === id));
        if (present.length > 0) {
          const applied = operationId ? await repository.getOperation(userId, operationId) : undefined;
          return applied ? (applied.result as ListItem[]) : alreadyAdded(snapshot, ids);
        }
        const start = await reserve(snapshot, ids.length);
        const newItems: ListItem[] = body.items.map((item, i) => ({
          id: ids[i]!,
          listId,
          name: item.name,
          quantity: item.quantity,
          price: item.price,
          orderIndex: start + i,
          isPurchased: false,
          category: item.category ?? null,
          deletedAt: null,
        }));
        const result = newItems.map((item, i) => ({ ...item, orderIndex: snapshot.active.length + i }));
        try {
          await write(snapshot, { ...noChange, itemCountDelta: ids.length, newItems }, recordOf(result), '');
        } catch (error) {
          // A duplicate send of the same client-named items won the race.
          if (!(error instanceof WriteConflict && error.reason === 'applied')) throw error;
          return alreadyAdded(await read(userId, listId), ids);
        }
        return result;
      });
    },

    /** Sets only the fields given (last writer wins per field); an item deleted meanwhile refuses the edit. */
    async update(
      userId: string,
      listId: string,
      itemId: string,
      body: UpdateItemBody,
      operationId?: string,
    ): Promise<ListItem> {
      return applyOnce(repository, userId, operationId, now, async (recordOf) => {
        const snapshot = await read(userId, listId);
        const position = snapshot.active.findIndex((candidate) => candidate.id === itemId);
        const item = snapshot.active[position];
        if (!item) throw new NotFoundError(trashedIn(snapshot, itemId) ? itemDeletedMessage : itemNotFoundMessage);
        const set = Object.fromEntries(
          Object.entries(body).filter(([, value]) => value !== undefined),
        ) as Partial<ListItem>;
        const result = { ...item, ...set, orderIndex: position };
        await write(
          snapshot,
          { ...noChange, itemUpdates: [{ id: itemId, set, expect: 'active' }] },
          recordOf(result),
          itemDeletedMessage,
        );
        return result;
      });
    },

    /** Soft delete (spec §4): deletedAt set; the remaining items keep their order (positions close up). */
    async remove(userId: string, listId: string, itemId: string, operationId?: string): Promise<void> {
      await applyOnce(repository, userId, operationId, now, async (recordOf) => {
        const snapshot = await read(userId, listId);
        if (!snapshot.active.some((item) => item.id === itemId)) throw new NotFoundError(itemNotFoundMessage);
        const change: Change = {
          ...noChange,
          itemCountDelta: -1,
          itemUpdates: [{ id: itemId, set: { deletedAt: now().toISOString() }, expect: 'active' }],
        };
        await write(snapshot, change, recordOf(null), itemNotFoundMessage);
        return null;
      });
    },

    /** Brings a trashed item back at the end of the active order. */
    async restore(userId: string, listId: string, itemId: string, operationId?: string): Promise<ListItem> {
      const restored = await applyOnce<ListItem[]>(repository, userId, operationId, now, async (recordOf) => {
        const snapshot = await read(userId, listId);
        const trashed = snapshot.items.find((candidate) => candidate.id === itemId && candidate.deletedAt);
        if (!trashed) throw new NotFoundError(itemNotFoundMessage);
        return restoreAtEnd(snapshot, [trashed], recordOf);
      });
      return restored[0]!;
    },

    /** Removes an item for good, from the trash or from the active order. */
    async deletePermanently(userId: string, listId: string, itemId: string, operationId?: string): Promise<void> {
      await applyOnce(repository, userId, operationId, now, async (recordOf) => {
        const snapshot = await read(userId, listId);
        const item = snapshot.items.find((candidate) => candidate.id === itemId);
        if (!item) throw new NotFoundError(itemNotFoundMessage);
        await write(snapshot, permanentRemoval([item]), recordOf(null), itemNotFoundMessage);
        return null;
      });
    },

    /**
     * Sets the active order; the ids must be exactly the list's active items. Items added
     * meanwhile by another phone have higher indexes, so they stay after the reordered ones.
     */
    async reorder(userId: string, listId: string, itemIds: string[], operationId?: string): Promise<ListItem[]> {
      return applyOnce(repository, userId, operationId, now, async (recordOf) => {
        const snapshot = await read(userId, listId);
        const byId = new Map(snapshot.active.map((item) => [item.id, item]));
        if (itemIds.length !== byId.size || !itemIds.every((id) => byId.has(id)))
          throw new ValidationError(reorderMismatchMessage);
        const ordered = itemIds.map((id, orderIndex) => ({ ...byId.get(id)!, orderIndex }));
        const itemUpdates = ordered.flatMap((item) =>
          byId.get(item.id)!.orderIndex === item.orderIndex
            ? []
            : [{ id: item.id, set: { orderIndex: item.orderIndex }, expect: 'present' as const }],
        );
        await write(snapshot, { ...noChange, itemUpdates }, recordOf(ordered), itemNotFoundMessage);
        return ordered;
      });
    },

    /** Restores the list's trashed items among the ids, appended in the order given; other ids are ignored, none at all → 404. */
    async bulkRestore(userId: string, listId: string, itemIds: string[]): Promise<ListItem[]> {
      const snapshot = await read(userId, listId);
      const found = inRequestOrder(snapshot.items, itemIds);
      if (found.length === 0) throw new NotFoundError(itemNotFoundMessage);
      const trashed = found.filter((item) => item.deletedAt);
      return trashed.length === 0 ? [] : restoreAtEnd(snapshot, trashed, () => undefined);
    },

    /** Deletes the list's items among the ids for good; other ids are ignored, none at all → 404. */
    async bulkDeletePermanently(userId: string, listId: string, itemIds: string[]): Promise<string[]> {
      const snapshot = await read(userId, listId);
      const found = inRequestOrder(snapshot.items, itemIds);
      if (found.length === 0) throw new NotFoundError(itemNotFoundMessage);
      await write(snapshot, permanentRemoval(found), undefined, itemNotFoundMessage);
      return found.map((item) => item.id);
    },

    /** The list's trashed items, newest deletion first (spec §2 Trash, type=items). */
    async trash(userId: string, listId: string): Promise<TrashedItem[]> {
      const { list, items } = await read(userId, listId);
      return items
        .filter((item) => item.deletedAt)
        .map((item) => ({ ...itemFieldsOf(item), listId, listName: list.name, deletedAt: item.deletedAt! }))
        .sort((a, b) => b.deletedAt.localeCompare(a.deletedAt));
    },
  };
}

function snapshotOf(list: ListRecord, items: ListItem[], memberId: string | undefined): Snapshot {
  const active = items
    .filter((item) => !item.deletedAt)
    .sort((a, b) => a.orderIndex - b.orderIndex || a.id.localeCompare(b.id));
  return { list, items, active, ...(memberId ? { memberId } : {}) };
}

/** The snapshot as a write that went through left the list. */
function afterWrite(snapshot: Snapshot, change: Change): Snapshot {
  const updates = new Map(change.itemUpdates.map((update) => [update.id, update]));
  const deleted = new Set(change.deletedItems.map((item) => item.id));
  const items = [...snapshot.items, ...change.newItems].flatMap((item) => {
    if (deleted.has(item.id)) return [];
    const update = updates.get(item.id);
    return [update ? { ...item, ...update.set, ...(update.restore ? { deletedAt: null } : {}) } : item];
  });
  return snapshotOf(snapshot.list, items, snapshot.memberId);
}

/** Client-named items already stored: the same addition sent again, answered as stored; only some of them → 409. */
function alreadyAdded(snapshot: Snapshot, ids: string[]): ListItem[] {
  const positions = inOrder(snapshot.items);
  const found = ids.flatMap((id) => {
    const item = positions.find((candidate) => candidate.id === id) ?? snapshot.items.find((c) => c.id === id);
    return item ? [item] : [];
  });
  if (found.length !== ids.length) throw new ConflictError(duplicateItemIdMessage);
  return found;
}

function trashedIn(snapshot: Snapshot, itemId: string): boolean {
  return snapshot.items.some((item) => item.id === itemId && item.deletedAt);
}

/** The list's items among the ids, in the order of the ids (duplicates once). */
function inRequestOrder(items: ListItem[], ids: string[]): ListItem[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  return [...new Set(ids)].flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}
