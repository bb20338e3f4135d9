import type { ItemState, ListLimit, ListsRepository } from '../../../lambdas/domain/lists/lists-service';
import type { OperationRecord } from '../../../lambdas/domain/lists/operations';
import type { ListItem, ListMember, ListRecord } from '../../../lambdas/domain/lists/list-types';
import { WriteConflict } from '../../../lambdas/domain/write-conflict';

/**
 * A ListsRepository in memory, for service tests, with the conditions of the DynamoDB
 * adapter: the active-list counter within the limit, the list's revision, its owner and state,
 * each item's state, and operation ids put only once. Each write checks every condition
 * before it changes anything, as a transaction does.
 */
export function inMemoryListsRepository() {
  const lists = new Map<string, ListRecord>();
  const items = new Map<string, ListItem[]>();
  /** Members per list id (written by the in-memory sharing repository). */
  const members = new Map<string, ListMember[]>();
  const activeLists = new Map<string, number>();
  const operations = new Map<string, unknown>();
  const operationKey = (operation: OperationRecord) => `${operation.ownerId}/${operation.id}`;
  const remember = (operation: OperationRecord | undefined) => {
    if (!operation) return () => undefined;
    if (operations.has(operationKey(operation))) throw new WriteConflict('applied');
    return () => operations.set(operationKey(operation), structuredClone(operation.result ?? null));
  };
  const inState = (item: ListItem | undefined, expect: ItemState) =>
    Boolean(item) && (expect === 'present' || Boolean(item!.deletedAt) === (expect === 'trashed'));

  const count = (ownerId: string, delta: number, limit?: ListLimit) => {
    const current = activeLists.get(ownerId) ?? 0;
    const max = limit?.maxActiveLists ?? null;
    if (delta > 0 && max !== null && current + delta > max) throw new WriteConflict('limit');
    activeLists.set(ownerId, current + delta);
  };
  const own = (ownerId: string, list: ListRecord, trashed: boolean) => {
    const stored = lists.get(list.id);
    if (!stored || stored.ownerId !== ownerId || Boolean(stored.deletedAt) !== trashed)
      throw new WriteConflict('missing');
    return stored;
  };

  const repository: ListsRepository = {
    async createWithItems(list, listItems, limit) {
      count(list.ownerId, 1, limit);
      lists.set(list.id, structuredClone(list));
      items.set(list.id, structuredClone(listItems));
    },
    async getWithItems(listId) {
      const list = lists.get(listId);
      return (
        list && {
          list: structuredClone(list),
          items: structuredClone(items.get(listId) ?? []),
          members: structuredClone(members.get(listId) ?? []),
        }
      );
    },
    async getLists(listIds) {
      return listIds.flatMap((id) => (lists.has(id) ? [structuredClone(lists.get(id)!)] : []));
    },
    async listActiveByOwner(ownerId) {
      return [...lists.values()]
        .filter((list) => list.ownerId === ownerId && !list.deletedAt)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },
    async listSharedWith(userId) {
      return [...lists.values()].filter(
        (list) => !list.deletedAt && (members.get(list.id) ?? []).some((member) => member.id === userId),
      );
    },
    async listTrashedByOwner(ownerId) {
      return [...lists.values()]
        .filter((list) => list.ownerId === ownerId && list.deletedAt)
        .sort((a, b) => b.deletedAt!.localeCompare(a.deletedAt!));
    },
    async rename(list, name, updatedAt, operation) {
      const stored = own(list.ownerId, list, false);
      remember(operation)();
      Object.assign(stored, { name, updatedAt, revision: stored.revision + 1 });
    },
    async trash(ownerId, trashed, deletedAt, operation) {
      trashed.forEach((list) => own(ownerId, list, false));
      remember(operation)();
      for (const list of trashed) {
        const row = lists.get(list.id)!;
        Object.assign(row, { deletedAt, updatedAt: deletedAt, revision: row.revision + 1 });
      }
      count(ownerId, -trashed.length);
    },
    async restore(ownerId, restored, updatedAt, limit) {
      restored.forEach((list) => own(ownerId, list, true));
      count(ownerId, restored.length, limit);
      for (const list of restored) {
        const row = lists.get(list.id)!;
        Object.assign(row, { deletedAt: null, updatedAt, revision: row.revision + 1 });
      }
    },
    async deletePermanently(list) {
      const stored = lists.get(list.id);
      if (!stored || stored.revision !== list.revision) throw new WriteConflict('stale');
      if (!stored.deletedAt) count(list.ownerId, -1);
      lists.delete(list.id);
      items.delete(list.id);
      members.delete(list.id);
    },
    async reserveOrder(list, count, initial) {
      const stored = own(list.ownerId, list, false);
      const first = stored.nextOrderIndex ?? initial;
      stored.nextOrderIndex = first + count;
      return first;
    },
    async writeItems(write) {
      const stored = own(write.list.ownerId, write.list, false);
      if (write.memberId && !(members.get(write.list.id) ?? []).some((member) => member.id === write.memberId))
        throw new WriteConflict('missing');
      const rows = items.get(write.list.id) ?? [];
      const find = (id: string) => rows.find((item) => item.id === id);
      if (write.newItems.some((item) => find(item.id))) throw new WriteConflict('applied');
      if (
        write.itemUpdates.some((update) => !inState(find(update.id), update.expect)) ||
        write.deletedItems.some((deleted) => !inState(find(deleted.id), deleted.expect))
      )
        throw new WriteConflict('deleted');
      for (const commit of (write.operations ?? []).map(remember)) commit();
      for (const update of write.itemUpdates)
        Object.assign(find(update.id)!, update.set, update.restore ? { deletedAt: null } : {});
      const gone = new Set(write.deletedItems.map((deleted) => deleted.id));
      items.set(write.list.id, [...rows.filter((item) => !gone.has(item.id)), ...structuredClone(write.newItems)]);
      Object.assign(stored, {
        itemCount: stored.itemCount + write.itemCountDelta,
        updatedAt: write.at,
        revision: stored.revision + 1,
      });
    },
    async getOperation(ownerId, operationId) {
      const key = `${ownerId}/${operationId}`;
      return operations.has(key) ? { result: structuredClone(operations.get(key)) } : undefined;
    },
  };
  return { repository, lists, items, members, activeLists, operations };
}

/** A subscriptions repository in memory: `premium` holds the Premium user ids. */
export function inMemorySubscriptions(premium = new Set<string>()) {
  return {
    premium,
    repository: {
      async getSubscription(userId: string) {
        return premium.has(userId)
          ? {
              userId,
              status: 'active',
              tier: 'Basic' as const,
              subscriptionEnd: '2999-01-01T00:00:00.000Z',
              cancelAtPeriodEnd: false,
            }
          : undefined;
      },
    },
  };
}

/**
 * Ids and a clock for service tests: UUID-shaped ids counting up, and a clock that starts at
 * 2026-11-01 10:00 UTC and moves a second per reading (`skip` moves it further).
 */
export function testIdsAndClock() {
  let id = 0;
  let clock = Date.parse('2026-11-01T10:00:00Z');
  return {
    newId: () => `00000000-0000-4000-8000-${String(++id).padStart(12, '0')}`,
    now: () => new Date((clock += 1000)),
    skip: (ms: number) => (clock += ms),
  };
}
