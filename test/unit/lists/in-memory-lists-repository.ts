import type { ListLimit, ListsRepository } from '../../../lambdas/domain/lists/lists-service';
import type { ListItem, ListRecord } from '../../../lambdas/domain/lists/list-types';
import { WriteConflict } from '../../../lambdas/domain/write-conflict';

/**
 * A ListsRepository in memory, for service tests, with the conditions of the DynamoDB
 * adapter: the active-list counter within the limit, the list's revision, its owner and state.
 */
export function inMemoryListsRepository() {
  const lists = new Map<string, ListRecord>();
  const items = new Map<string, ListItem[]>();
  const activeLists = new Map<string, number>();

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
      return list && { list: structuredClone(list), items: structuredClone(items.get(listId) ?? []) };
    },
    async getLists(listIds) {
      return listIds.flatMap((id) => (lists.has(id) ? [structuredClone(lists.get(id)!)] : []));
    },
    async listActiveByOwner(ownerId) {
      return [...lists.values()]
        .filter((list) => list.ownerId === ownerId && !list.deletedAt)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },
    async listTrashedByOwner(ownerId) {
      return [...lists.values()]
        .filter((list) => list.ownerId === ownerId && list.deletedAt)
        .sort((a, b) => b.deletedAt!.localeCompare(a.deletedAt!));
    },
    async rename(list, name, updatedAt) {
      Object.assign(own(list.ownerId, list, false), { name, updatedAt });
    },
    async trash(ownerId, trashed, deletedAt) {
      trashed.forEach((list) => own(ownerId, list, false));
      for (const list of trashed) Object.assign(lists.get(list.id)!, { deletedAt, updatedAt: deletedAt });
      count(ownerId, -trashed.length);
    },
    async restore(ownerId, restored, updatedAt, limit) {
      restored.forEach((list) => own(ownerId, list, true));
      count(ownerId, restored.length, limit);
      for (const list of restored) Object.assign(lists.get(list.id)!, { deletedAt: null, updatedAt });
    },
    async deletePermanently(list) {
      const stored = lists.get(list.id);
      if (!stored || stored.revision !== list.revision) throw new WriteConflict('stale');
      if (!stored.deletedAt) count(list.ownerId, -1);
      lists.delete(list.id);
      items.delete(list.id);
    },
    async writeItems(write) {
      const stored = lists.get(write.list.id);
      if (!stored || stored.revision !== write.list.revision || stored.deletedAt) throw new WriteConflict('stale');
      const rows = items.get(write.list.id) ?? [];
      for (const update of write.itemUpdates) {
        const row = rows.find((item) => item.id === update.id)!;
        Object.assign(row, update.set, update.restore ? { deletedAt: null } : {});
      }
      rows.push(...structuredClone(write.newItems));
      items.set(
        write.list.id,
        rows.filter((item) => !write.deletedItemIds.includes(item.id)),
      );
      Object.assign(stored, write.listSet, { revision: stored.revision + 1 });
    },
  };
  return { repository, lists, items, activeLists };
}

/** A subscriptions repository in memory: `premium` holds the Premium user ids. */
export function inMemorySubscriptions(premium = new Set<string>()) {
  return {
    premium,
    repository: {
      async getSubscription(userId: string) {
        return premium.has(userId)
          ? { userId, subscribed: true, subscriptionEnd: '2999-01-01T00:00:00.000Z' }
          : undefined;
      },
    },
  };
}
