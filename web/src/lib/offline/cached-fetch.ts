import { deviceCache } from './device-store';
import { isTransientFailure } from './send-change';
import { ApiError } from '@/lib/api-client';

/** The device-cache key of a user's list, or of their lists (`listId` undefined). */
export const cacheKey = (userId: string, listId?: string) => (listId ? ['list', userId, listId] : ['lists', userId]);

/** The device-cache key of the user's trashed lists, or of one list's trashed items. */
export const trashCacheKey = (userId: string, listId?: string) =>
  listId ? ['trash-items', userId, listId] : ['trash-lists', userId];

/**
 * Network first, the device's last copy when the server cannot be reached (offline, server
 * down, token not refreshable offline), so saved lists open in a shop with no signal.
 * A fresh answer replaces the copy; a 404 removes it.
 */
export async function networkFirst<T>(key: IDBValidKey[], fetcher: () => Promise<T>): Promise<T> {
  try {
    const fresh = await fetcher();
    void deviceCache.write(key, fresh);
    return fresh;
  } catch (error) {
    if (isTransientFailure(error)) {
      const cached = await deviceCache.read<T>(key);
      if (cached !== undefined) return cached;
    } else if (error instanceof ApiError && error.code === 'NOT_FOUND') {
      void deviceCache.remove(key);
    }
    throw error;
  }
}

/** While a list is open: refetch on focus and every 10 s when online, so another phone's changes show. */
export const livePollMs = 10_000;
