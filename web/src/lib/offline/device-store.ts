import { createStore, get, set, update, del, delMany, keys, type UseStore } from 'idb-keyval';
import type { QueuedChange } from './list-operations';
import type { OutboxStorage } from './outbox';

/**
 * The device's IndexedDB database of saved lists: the outbox and the last copy of each list
 * the user opened. Keys are `[kind, userId, ...]`, so one user's data never shows to another,
 * and a user's data is removed from the device at sign-out (see forgetUsersExcept).
 */
let store: UseStore | undefined;
const database = () => (store ??= createStore('lista-de-compras-offline', 'keyval'));

/** The user's outbox in IndexedDB; each update is one read-write transaction, so tabs do not lose each other's changes. */
export function deviceOutboxStorage(userId: string): OutboxStorage {
  const key = ['outbox', userId];
  return {
    load: async () => (await get<QueuedChange[]>(key, database())) ?? [],
    async update(change) {
      let stored: QueuedChange[] = [];
      await update<QueuedChange[]>(
        key,
        (queue) => {
          stored = change(queue ?? []);
          return stored;
        },
        database(),
      );
      return stored;
    },
  };
}

/** The last copy of a server answer kept on the device (a list, or the user's lists). */
export const deviceCache = {
  read: <T>(key: IDBValidKey[]) => get<T>(key, database()).catch(() => undefined),
  write: (key: IDBValidKey[], value: unknown) => set(key, value, database()).catch(() => undefined),
  remove: (key: IDBValidKey[]) => del(key, database()).catch(() => undefined),
};

/**
 * Removes every user's cached lists and outbox from the device except those of `keep` (all of
 * them when undefined): at sign-out, and when another user signs in on this device.
 */
export async function forgetUsersExcept(keep?: string): Promise<void> {
  try {
    const stored = await keys<IDBValidKey>(database());
    const others = stored.filter((key) => !(Array.isArray(key) && keep !== undefined && key[1] === keep));
    if (others.length > 0) await delMany(others, database());
  } catch {
    // IndexedDB unavailable (private mode): nothing was kept.
  }
}
