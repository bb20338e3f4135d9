/**
 * Keys of lists and their items.
 *
 * Access patterns:
 * - a list with all its items (open a list, its trashed items, re-index, permanent delete):
 *   Query pk = LIST#<listId> (the list row sorts first: sk LIST < ITEM#…);
 * - one list row (rename, delete, restore): GetItem pk = LIST#<listId>, sk = LIST;
 * - the list rows of a bulk request: BatchGetItem on those keys;
 * - an owner's active lists, newest first: Query gsi1, gsi1pk = OWNER#<ownerId>,
 *   begins_with(gsi1sk, "LIST#"), ScanIndexForward false;
 * - an owner's trashed lists, newest deletion first: Query gsi1, gsi1pk = OWNER#<ownerId>,
 *   begins_with(gsi1sk, "TRASH#"), ScanIndexForward false. Soft delete moves gsi1sk from
 *   LIST#<createdAt>#<id> to TRASH#<deletedAt>#<id>, restore moves it back.
 */
export const listKeys = {
  partition: (listId: string) => `LIST#${listId}`,
  list: (listId: string) => ({ pk: `LIST#${listId}`, sk: 'LIST' }),
  item: (listId: string, itemId: string) => ({ pk: `LIST#${listId}`, sk: `ITEM#${itemId}` }),
  ownerPartition: (ownerId: string) => `OWNER#${ownerId}`,
  ownerIndex: (ownerId: string, createdAt: string, listId: string) => ({
    gsi1pk: `OWNER#${ownerId}`,
    gsi1sk: `LIST#${createdAt}#${listId}`,
  }),
  activeSortKey: (createdAt: string, listId: string) => `LIST#${createdAt}#${listId}`,
  trashSortKey: (deletedAt: string, listId: string) => `TRASH#${deletedAt}#${listId}`,
  ownerListsPrefix: 'LIST#',
  ownerTrashPrefix: 'TRASH#',
} as const;
