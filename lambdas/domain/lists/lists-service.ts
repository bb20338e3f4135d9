import { ConflictError, LimitReachedError, NotFoundError } from '../errors';
import { isPremium, type SubscriptionsRepository } from '../subscriptions/subscription';
import { WriteConflict } from '../write-conflict';
import type { CreateListBody } from './list-schemas';
import { applyOnce, type OperationRecord, type OperationsRepository } from './operations';
import type { ListItem, ListMember, ListRecord, ListSummary, ListWithItems, TrashedList } from './list-types';

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

/**
 * A change to some of a list's items, conditioned per item (never on the list's revision, so
 * parallel changes by two phones do not collide): the list row only has to be the owner's
 * and active, and takes `itemCountDelta`, `updatedAt` and a revision bump.
 */
export interface ListItemsWrite {
  list: ListRecord;
  at: string;
  itemCountDelta: number;
  /** Client- or server-named new items; a put of an id already there is refused (`applied`). */
  newItems: ListItem[];
  /** Field changes, each conditioned on the item's state (`deleted` when it is not in it); `restore` also clears deletedAt. */
  itemUpdates: { id: string; set: Partial<Omit<ListItem, 'id' | 'listId'>>; expect: ItemState; restore?: boolean }[];
  /** Items removed for good, each conditioned on the state it was read in. */
  deletedItems: { id: string; expect: ItemState }[];
  /** The operations it applies, remembered with it (written in its last transaction); several for a batch's group. */
  operations?: OperationRecord[];
  /** A member's change: refused (`missing`) unless they are still a member when it commits. */
  memberId?: string;
}

/** What an item write expects of the stored item: active, in the trash, or merely present. */
export type ItemState = 'active' | 'trashed' | 'present';

/** A list as stored: its row, its items (trashed ones too) and its members. */
export interface StoredList {
  list: ListRecord;
  items: ListItem[];
  members: ListMember[];
}

/**
 * Whether the user may open the list and change its items: its owner, or one of its members,
 * while it is active. Everyone else (a stranger, a removed member, an invitation's holder
 * before accepting) is told the list does not exist.
 */
export function canUse(stored: StoredList | undefined, userId: string): boolean {
  return (
    stored !== undefined &&
    !stored.list.deletedAt &&
    (stored.list.ownerId === userId || stored.members.some((member) => member.id === userId))
  );
}

/**
 * What the lists and items services need from storage; the DynamoDB adapter implements it.
 * Writes that break a condition throw WriteConflict; multi-row writes are transactions.
 */
export interface ListsRepository extends OperationsRepository {
  /** Writes the list, all its items and the owner's counter (+1, within `limit`) at once, or nothing. */
  createWithItems(list: ListRecord, items: ListItem[], limit: ListLimit): Promise<void>;
  /** The list with its items and members in one read, or undefined when there is no such list. */
  getWithItems(listId: string): Promise<StoredList | undefined>;
  /** The list rows among these ids that exist (any owner, any state). */
  getLists(listIds: string[]): Promise<ListRecord[]>;
  /** The owner's active lists, newest first. */
  listActiveByOwner(ownerId: string): Promise<ListRecord[]>;
  /** The active lists this user joined as a member, newest joined first. */
  listSharedWith(userId: string): Promise<ListRecord[]>;
  /** The owner's trashed lists, newest deletion first. */
  listTrashedByOwner(ownerId: string): Promise<ListRecord[]>;
  /** Renames an active list of its owner. */
  rename(list: ListRecord, name: string, updatedAt: string, operation?: OperationRecord): Promise<void>;
  /** Moves active lists to the trash and lowers the owner's counter by as many. */
  trash(ownerId: string, lists: ListRecord[], deletedAt: string, operation?: OperationRecord): Promise<void>;
  /** Brings trashed lists back and raises the owner's counter, within `limit`. */
  restore(ownerId: string, lists: ListRecord[], updatedAt: string, limit: ListLimit): Promise<void>;
  /** Removes the list's items, then the list (and lowers the counter if it was active). */
  deletePermanently(list: ListRecord, items: ListItem[]): Promise<void>;
  /**
   * Takes `count` order indexes from the list's atomic counter (starting it at `initial` on
   * lists stored without one) and answers the first; refused (`missing`) unless the list is
   * the owner's and active.
   */
  reserveOrder(list: ListRecord, count: number, initial: number): Promise<number>;
  /** Applies item changes together with the list row (see ListItemsWrite). */
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

  /** The list as the user sees it: theirs, or one they joined; undefined for anyone else. */
  async function getVisible(userId: string, listId: string): Promise<ListWithItems | undefined> {
    const found = await repository.getWithItems(listId);
    if (!found || !canUse(found, userId)) return undefined;
    return { ...toSummary(found.list, userId), items: inOrder(found.items), members: found.members };
  }

  async function getOwn(ownerId: string, listId: string): Promise<ListWithItems | undefined> {
    const found = await getVisible(ownerId, listId);
    return found?.sharing?.role === 'member' ? undefined : found;
  }

  async function restoreLists(ownerId: string, lists: ListRecord[]): Promise<void> {
    if (lists.length === 0) return;
    const limit = await limitFor(ownerId);
    if (limit.maxActiveLists !== null && lists.length > limit.maxActiveLists)
      throw new LimitReachedError(listLimitMessage);
    await repository.restore(ownerId, lists, now().toISOString(), limit).catch(translate);
  }

  return {
    /**
     * Saves a new list. A client-named list (saved offline, sent again after a lost answer)
     * that already exists as the caller's is answered as it is, without counting again.
     */
    async create(ownerId: string, body: CreateListBody): Promise<ListWithItems> {
      const existing = body.id ? await getOwn(ownerId, body.id) : undefined;
      if (existing) return existing;
      const timestamp = now().toISOString();
      const list: ListRecord = {
        id: body.id ?? newId(),
        ownerId,
        name: body.name,
        status: 'active',
        createdAt: timestamp,
        updatedAt: timestamp,
        deletedAt: null,
        itemCount: body.items.length,
        revision: 0,
        nextOrderIndex: body.items.length,
        memberCount: 0,
      };
      const items: ListItem[] = body.items.map((item, orderIndex) => ({
        id: item.id ?? newId(),
        listId: list.id,
        name: item.name,
        quantity: item.quantity,
        price: item.price,
        orderIndex,
        isPurchased: false,
        category: item.category ?? null,
        deletedAt: null,
      }));
      try {
        await repository.createWithItems(list, items, await limitFor(ownerId));
      } catch (error) {
        // A duplicate send that lost the race to the same client-named list.
        const winner = body.id && error instanceof WriteConflict ? await getOwn(ownerId, body.id) : undefined;
        if (winner) return winner;
        translate(error);
      }
      return { ...toSummary(list), items, members: [] };
    },

    get: getVisible,

    /** The user's own active lists, newest first, then the lists shared with them, newest joined first. */
    async listMine(userId: string): Promise<ListSummary[]> {
      const [own, shared] = await Promise.all([
        repository.listActiveByOwner(userId),
        repository.listSharedWith(userId),
      ]);
      return [...own, ...shared].map((list) => toSummary(list, userId));
    },

    async rename(ownerId: string, listId: string, name: string, operationId?: string): Promise<ListSummary> {
      return applyOnce(repository, ownerId, operationId, now, async (recordOf) => {
        const list = await ownList(ownerId, listId);
        if (list.deletedAt) throw new NotFoundError(listNotFoundMessage);
        const updatedAt = now().toISOString();
        const renamed = toSummary({ ...list, name, updatedAt });
        await repository.rename(list, name, updatedAt, recordOf(renamed)).catch(translate);
        return renamed;
      });
    },

    /** Soft delete (spec §4): the list moves to the trash. */
    async remove(ownerId: string, listId: string, operationId?: string): Promise<void> {
      await applyOnce(repository, ownerId, operationId, now, async (recordOf) => {
        const list = await ownList(ownerId, listId);
        if (list.deletedAt) throw new NotFoundError(listNotFoundMessage);
        await repository.trash(ownerId, [list], now().toISOString(), recordOf(null)).catch(translate);
        return null;
      });
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

    async bulkRemove(ownerId: string, listIds: string[], operationId?: string): Promise<string[]> {
      return applyOnce(repository, ownerId, operationId, now, async (recordOf) => {
        const active = (await ownLists(ownerId, listIds)).filter((list) => !list.deletedAt);
        const ids = active.map((list) => list.id);
        if (active.length > 0)
          await repository.trash(ownerId, active, now().toISOString(), recordOf(ids)).catch(translate);
        return ids;
      });
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

/** Turns a refused conditional write into what the user sees; `applied` is left to applyOnce. */
export function translate(error: unknown): never {
  if (error instanceof WriteConflict && error.reason !== 'applied') {
    if (error.reason === 'limit') throw new LimitReachedError(listLimitMessage);
    if (error.reason === 'stale') throw new ConflictError(listChangedMessage);
    throw new NotFoundError(listNotFoundMessage);
  }
  throw error;
}

/** The list row as the API answers it; `viewerId` (default: the owner) decides the sharing role. */
export function toSummary(list: ListRecord, viewerId = list.ownerId): ListSummary {
  const { id, name, status, createdAt, updatedAt, itemCount, revision, ownerName, memberCount = 0 } = list;
  const role = viewerId === list.ownerId ? 'owner' : 'member';
  const shared = role === 'member' || memberCount > 0;
  return {
    id,
    name,
    status,
    createdAt,
    updatedAt,
    itemCount,
    version: revision,
    ...(shared ? { sharing: { role, ownerName: ownerName ?? null, memberCount } } : {}),
  };
}

/** The active items in their order, with order indexes answered as positions 0..n-1 (spec §4). */
export function inOrder(items: ListItem[]): ListItem[] {
  return items
    .filter((item) => !item.deletedAt)
    .sort((a, b) => a.orderIndex - b.orderIndex || a.id.localeCompare(b.id))
    .map((item, orderIndex) => (item.orderIndex === orderIndex ? item : { ...item, orderIndex }));
}
