/**
 * Query keys shared by features: a save on /add-items invalidates what /saved-lists and
 * /saved-list/{id} show. Keys include the user id so one user's cache never shows to another.
 */
export const queryKeys = {
  lists: (userId: string) => ['lists', userId] as const,
  list: (userId: string, listId: string) => ['lists', userId, listId] as const,
  subscription: (userId: string) => ['subscription', userId] as const,
  trashLists: (userId: string) => ['trash', userId, 'lists'] as const,
  trashItems: (userId: string, listId: string) => ['trash', userId, 'items', listId] as const,
  /** The device's usage record (one per device, whoever is signed in). */
  deviceUsage: ['device-usage'] as const,
};
