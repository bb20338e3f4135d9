import type { PersistedClient, Persister } from '@tanstack/query-persist-client-core';
import { createStore, get, set, update, del, delMany, keys, type UseStore } from 'idb-keyval';
import type { QueuedChange } from './list-operations';
import type { OutboxStorage } from './outbox';

/**
 * The device's IndexedDB database of saved lists: the outbox and the user's persisted queries
 * (the last copy of their lists and trash, see persisted-queries.ts). Keys are `[kind, userId,
 * ...]`, so one user's data never shows to another, and a user's data is removed from the
 * device at sign-out (see forgetUsersExcept).
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

/** A Persister (TanStack Query) over a stored query cache, and the promise of its writes being done. */
export type DevicePersister = Persister & { settled: () => Promise<void> };

/**
 * The user's persisted queries in IndexedDB. The cache is saved on every change; writes never
 * overlap, and one waiting is replaced by the newest, so a burst of changes costs two writes.
 */
export function deviceQueryPersister(userId: string): DevicePersister {
  const key = ['queries', userId];
  let next: PersistedClient | undefined;
  let writing: Promise<void> | undefined;
  async function writeAll() {
    for (let client = next; client; client = next) {
      next = undefined;
      await set(key, client, database()).catch(() => undefined);
    }
    writing = undefined;
  }
  return {
    persistClient(client) {
      next = client;
      writing ??= writeAll();
      return writing;
    },
    restoreClient: () => get<PersistedClient>(key, database()).catch(() => undefined),
    removeClient: () => del(key, database()).catch(() => undefined),
    settled: () => writing ?? Promise.resolve(),
  };
}

/**
 * Removes every user's persisted lists and outbox from the device except those of `keep` (all of
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
