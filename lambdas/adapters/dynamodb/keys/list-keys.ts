/**
 * Keys of lists and their items.
 *
 * Access patterns:
 * - a list with all its items: Query pk = LIST#<listId> (the list row sorts first: sk LIST < ITEM#…);
 * - an owner's lists, newest first: Query gsi1, gsi1pk = OWNER#<ownerId>, ScanIndexForward false.
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
  ownerListsPrefix: 'LIST#',
} as const;
