import type { ListsRepository } from '../../../lambdas/domain/lists/lists-service';
import type { ListItem, ListRecord } from '../../../lambdas/domain/lists/list-types';

/** A ListsRepository in memory, for service tests. */
export function inMemoryListsRepository() {
  const lists = new Map<string, ListRecord>();
  const items = new Map<string, ListItem[]>();
  const repository: ListsRepository = {
    async createWithItems(list, listItems) {
      lists.set(list.id, structuredClone(list));
      items.set(list.id, structuredClone(listItems));
    },
    async getWithItems(listId) {
      const list = lists.get(listId);
      return list && { list: structuredClone(list), items: structuredClone(items.get(listId) ?? []) };
    },
    async listByOwner(ownerId) {
      return [...lists.values()].filter((list) => list.ownerId === ownerId).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },
  };
  return { repository, lists, items };
}
