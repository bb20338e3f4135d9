import { ConflictError, LimitReachedError, NotFoundError } from '../errors';
import { isPremium, type SubscriptionsRepository } from '../subscriptions/subscription';
import { WriteConflict } from '../write-conflict';
import type { CreateListBody } from './list-schemas';
import type { ListItem, ListRecord, ListSummary, ListWithItems, TrashedList } from './list-types';

/** Free accounts keep this many active (not trashed) lists (spec §6, §9: "1 saved list"). */
export const freeActiveListLimit = 1;

export const listNotFoundMessage = 'Lista não encontrada ou você não tem permissão para visualizá-la';
export const listLimitMessage =
  'Você atingiu o limite de 1 lista salva do plano gratuito. Seja Premium para salvar listas ilimitadas.';
export const listChangedMessage = 'A lista foi alterada ao mesmo tempo em outro lugar. Tente novamente.';

/** How many active lists the owner may end up with: a number, or null for Premium (no limit). */
export interface ListLimit {
  maxActiveLists: number | null;
}

/** A change to some of a list's items, applied with the list row's revision as the condition. */
export interface ListItemsWrite {
  /** The list as read; the write is refused (`stale`) if its revision changed since. */
  list: ListRecord;
  listSet: Partial<Pick<ListRecord, 'itemCount' | 'updatedAt'>>;
  newItems: ListItem[];
  /** Field changes per item; `restore` also clears deletedAt. */
  itemUpdates: { id: string; set: Partial<Omit<ListItem, 'id' | 'listId'>>; restore?: boolean }[];
  deletedItemIds: string[];
}

/**
 * What the lists and items services need from storage; the DynamoDB adapter implements it.
 * Writes that break a condition throw WriteConflict; multi-row writes are transactions.
 */
export interface ListsRepository {
  /** Writes the list, all its items and the owner's counter (+1, within `limit`) at once, or nothing. */
  createWithItems(list: ListRecord, items: ListItem[], limit: ListLimit): Promise<void>;
  /** The list and its items in one read, or undefined when there is no such list. */
  getWithItems(listId: string): Promise<{ list: ListRecord; items: ListItem[] } | undefined>;
  /** The list rows among these ids that exist (any owner, any state). */
  getLists(listIds: string[]): Promise<ListRecord[]>;
  /** The owner's active lists, newest first. */
  listActiveByOwner(ownerId: string): Promise<ListRecord[]>;
  /** The owner's trashed lists, newest deletion first. */
  listTrashedByOwner(ownerId: string): Promise<ListRecord[]>;
  /** Renames an active list of its owner. */
  rename(list: ListRecord, name: string, updatedAt: string): Promise<void>;
  /** Moves active lists to the trash and lowers the owner's counter by as many. */
  trash(ownerId: string, lists: ListRecord[], deletedAt: string): Promise<void>;
  /** Brings trashed lists back and raises the owner's counter, within `limit`. */
  restore(ownerId: string, lists: ListRecord[], updatedAt: string, limit: ListLimit): Promise<void>;
  /** Removes the list's items, then the list (and lowers the counter if it was active). */
  deletePermanently(list: ListRecord, items: ListItem[]): Promise<void>;
  /** Applies item changes together with the list row (revision + 1). */
  writeItems(write: ListItemsWrite): Promise<void>;
}

export interface ListsServiceDeps {
  repository: ListsRepository;
  subscriptions: SubscriptionsRepository;
  newId?: () => string;
  now?: () => Date;
}

/** Lists as their owner sees them. Another user's list reads as missing (404), never as forbidden. */
export function listsService({
  repository,
  subscriptions,
  newId = () => crypto.randomUUID(),
  now = () => new Date(),
}: ListsServiceDeps) {
  async function limitFor(ownerId: string): Promise<ListLimit> {
    const premium = isPremium(await subscriptions.getSubscription(ownerId), now());
    return { maxActiveLists: premium ? null : freeActiveListLimit };
  }

  async function ownList(ownerId: string, listId: string): Promise<ListRecord> {
    const [list] = await repository.getLists([listId]);
    if (!list || list.ownerId !== ownerId) throw new NotFoundError(listNotFoundMessage);
    return list;
  }

  /** The caller's lists among the ids; none of them the caller's → 404 (foreign ids are never reported). */
  async function ownLists(ownerId: string, listIds: string[]): Promise<ListRecord[]> {
    const lists = (await repository.getLists([...new Set(listIds)])).filter((list) => list.ownerId === ownerId);
    if (lists.length === 0) throw new NotFoundError(listNotFoundMessage);
    return lists;
  }

  async function restoreLists(ownerId: string, lists: ListRecord[]): Promise<void> {
    if (lists.length === 0) return;
    const limit = await limitFor(ownerId);
    if (limit.maxActiveLists !== null && lists.length > limit.maxActiveLists)
      throw new LimitReachedError(listLimitMessage);
    await repository.restore(ownerId, lists, now().toISOString(), limit).catch(translate);
  }

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
        revision: 0,
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
      await repository.createWithItems(list, items, await limitFor(ownerId)).catch(translate);
      return { ...toSummary(list), items };
    },

    async get(ownerId: string, listId: string): Promise<ListWithItems | undefined> {
      const found = await repository.getWithItems(listId);
      if (!found || found.list.ownerId !== ownerId || found.list.deletedAt) return undefined;
      const items = found.items.filter((item) => !item.deletedAt).sort((a, b) => a.orderIndex - b.orderIndex);
      return { ...toSummary(found.list), items };
    },

    async listMine(ownerId: string): Promise<ListSummary[]> {
      return (await repository.listActiveByOwner(ownerId)).map(toSummary);
    },

    async rename(ownerId: string, listId: string, name: string): Promise<ListSummary> {
      const list = await ownList(ownerId, listId);
      if (list.deletedAt) throw new NotFoundError(listNotFoundMessage);
      const updatedAt = now().toISOString();
      await repository.rename(list, name, updatedAt).catch(translate);
      return toSummary({ ...list, name, updatedAt });
    },

    /** Soft delete (spec §4): the list moves to the trash. */
    async remove(ownerId: string, listId: string): Promise<void> {
      const list = await ownList(ownerId, listId);
      if (list.deletedAt) throw new NotFoundError(listNotFoundMessage);
      await repository.trash(ownerId, [list], now().toISOString()).catch(translate);
    },

    async restore(ownerId: string, listId: string): Promise<ListSummary> {
      const list = await ownList(ownerId, listId);
      if (!list.deletedAt) throw new NotFoundError(listNotFoundMessage);
      await restoreLists(ownerId, [list]);
      return toSummary({ ...list, deletedAt: null, updatedAt: now().toISOString() });
    },

    /** Removes the list and its items for good, from the trash or from the active lists. */
    async deletePermanently(ownerId: string, listId: string): Promise<void> {
      const found = await repository.getWithItems(listId);
      if (!found || found.list.ownerId !== ownerId) throw new NotFoundError(listNotFoundMessage);
      await repository.deletePermanently(found.list, found.items).catch(translate);
    },

    async bulkRemove(ownerId: string, listIds: string[]): Promise<string[]> {
      const active = (await ownLists(ownerId, listIds)).filter((list) => !list.deletedAt);
      if (active.length > 0) await repository.trash(ownerId, active, now().toISOString()).catch(translate);
      return active.map((list) => list.id);
    },

    async bulkRestore(ownerId: string, listIds: string[]): Promise<string[]> {
      const trashed = (await ownLists(ownerId, listIds)).filter((list) => list.deletedAt);
      await restoreLists(ownerId, trashed);
      return trashed.map((list) => list.id);
    },

    async bulkDeletePermanently(ownerId: string, listIds: string[]): Promise<string[]> {
      const lists = await ownLists(ownerId, listIds);
      const done: string[] = [];
      for (const list of lists) {
        const found = await repository.getWithItems(list.id);
        if (!found || found.list.ownerId !== ownerId) continue;
        await repository.deletePermanently(found.list, found.items).catch(translate);
        done.push(list.id);
      }
      return done;
    },

    /** The owner's trashed lists, newest deletion first (spec §2 Trash). */
    async trash(ownerId: string): Promise<TrashedList[]> {
      const lists = await repository.listTrashedByOwner(ownerId);
      return lists.map((list) => ({
        id: list.id,
        name: list.name,
        itemCount: list.itemCount,
        deletedAt: list.deletedAt!,
      }));
    },
  };
}

/** Turns a refused conditional write into what the user sees. */
export function translate(error: unknown): never {
  if (error instanceof WriteConflict) {
    if (error.reason === 'limit') throw new LimitReachedError(listLimitMessage);
    if (error.reason === 'stale') throw new ConflictError(listChangedMessage);
    throw new NotFoundError(listNotFoundMessage);
  }
  throw error;
}

export function toSummary({ id, name, status, createdAt, updatedAt, itemCount }: ListRecord): ListSummary {
  return { id, name, status, createdAt, updatedAt, itemCount };
}
