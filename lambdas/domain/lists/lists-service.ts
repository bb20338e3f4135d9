import type { CreateListBody } from './list-schemas';
import type { ListItem, ListRecord, ListSummary, ListWithItems } from './list-types';

/** What the lists service needs from storage; the DynamoDB adapter implements it. */
export interface ListsRepository {
  /** Writes the list and all its items at once, or nothing. */
  createWithItems(list: ListRecord, items: ListItem[]): Promise<void>;
  /** The list and its items in one read, or undefined when there is no such list. */
  getWithItems(listId: string): Promise<{ list: ListRecord; items: ListItem[] } | undefined>;
  /** The owner's lists, newest first (soft-deleted ones included; the service filters). */
  listByOwner(ownerId: string): Promise<ListRecord[]>;
}

export const listNotFoundMessage = 'Lista não encontrada ou você não tem permissão para visualizá-la';

export interface ListsServiceDeps {
  repository: ListsRepository;
  newId?: () => string;
  now?: () => Date;
}

/** Lists as their owner sees them. Another user's list reads as missing (404), never as forbidden. */
export function listsService({ repository, newId = () => crypto.randomUUID(), now = () => new Date() }: ListsServiceDeps) {
  return {
    async create(ownerId: string, body: CreateListBody): Promise<ListWithItems> {
      const timestamp = now().toISOString();
      const list: ListRecord = {
        id: newId(),
        ownerId,
        name: body.name,
        status: 'active',
        createdAt: timestamp,
        updatedAt: timestamp,
        deletedAt: null,
        itemCount: body.items.length,
      };
      const items: ListItem[] = body.items.map((item, orderIndex) => ({
        id: newId(),
        listId: list.id,
        name: item.name,
        quantity: item.quantity,
        price: item.price,
        orderIndex,
        isPurchased: false,
        category: item.category ?? null,
        deletedAt: null,
      }));
      await repository.createWithItems(list, items);
      return { ...toSummary(list), items };
    },

    async get(ownerId: string, listId: string): Promise<ListWithItems | undefined> {
      const found = await repository.getWithItems(listId);
      if (!found || found.list.ownerId !== ownerId || found.list.deletedAt) return undefined;
      const items = found.items.filter((item) => !item.deletedAt).sort((a, b) => a.orderIndex - b.orderIndex);
      return { ...toSummary(found.list), items };
    },

    async listMine(ownerId: string): Promise<ListSummary[]> {
      const lists = await repository.listByOwner(ownerId);
      return lists.filter((list) => !list.deletedAt).map(toSummary);
    },
  };
}

function toSummary({ id, name, status, createdAt, updatedAt, itemCount }: ListRecord): ListSummary {
  return { id, name, status, createdAt, updatedAt, itemCount };
}
