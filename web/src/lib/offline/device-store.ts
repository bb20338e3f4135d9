import type { PersistedClient, Persister } from '@tanstack/query-persist-client-core';
import { createStore, get, getMany, set, update, del, delMany, keys, type UseStore } from 'idb-keyval';
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

const queriesKey = (userId: string) => ['queries', userId];
const outboxKey = (userId: string) => ['outbox', userId];

/**
 * A user's stored lists and outbox, read together in one transaction as the app starts
 * (main.tsx), while the screen's code still loads: a saved list then draws as soon as its
 * screen renders, its outbox ready from the start. Each copy is taken once, by the first
 * restore or outbox load; the outbox reads its storage again as it starts sending, so a copy
 * another tab made old in between is mended at once.
 */
interface StartRead {
  read: Promise<unknown>;
  /** The answer, once the read has answered. */
  answer?: { value: unknown };
}
const startReads = new Map<string, StartRead>();

export function readAtStart(userId: string | undefined): void {
  if (!userId) return;
  const keys = [queriesKey(userId), outboxKey(userId)];
  const read = getMany(keys, database()).catch((): unknown[] => []);
  keys.forEach((key, index) => {
    const entry: StartRead = { read: read.then((values) => values[index]) };
    void entry.read.then((value) => (entry.answer = { value }));
    startReads.set(JSON.stringify(key), entry);
  });
}

/** The start's read of `key`, taken (once) when `answered` is not asked or it has answered. */
function takeStartRead(key: IDBValidKey[], { answered = false } = {}): StartRead | undefined {
  const entry = startReads.get(JSON.stringify(key));
  if (!entry || (answered && !entry.answer)) return undefined;
  startReads.delete(JSON.stringify(key));
  return entry;
}

/** The value under `key`: the start's read if not taken yet, otherwise read now. */
function readOnce<T>(key: IDBValidKey[]): Promise<T | undefined> {
  return (takeStartRead(key)?.read as Promise<T | undefined> | undefined) ?? get<T>(key, database());
}

/** The user's outbox in IndexedDB; each update is one read-write transaction, so tabs do not lose each other's changes. */
export function deviceOutboxStorage(userId: string): OutboxStorage {
  const key = outboxKey(userId);
  return {
    load: async () => (await readOnce<QueuedChange[]>(key)) ?? [],
    loaded() {
      const answer = takeStartRead(key, { answered: true })?.answer;
      return answer && ((answer.value as QueuedChange[] | undefined) ?? []);
    },
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
  const key = queriesKey(userId);
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
    restoreClient: () => readOnce<PersistedClient>(key).catch(() => undefined),
    removeClient: () => del(key, database()).catch(() => undefined),
    settled: () => writing ?? Promise.resolve(),
  };
}

/**
 * Removes every user's persisted lists and outbox from the device except those of `keep` (all of
 * them when undefined): at sign-out, and when another user signs in on this device.
 */
export async function forgetUsersExcept(keep?: string): Promise<void> {
  startReads.clear();
  try {
    const stored = await keys<IDBValidKey>(database());
    const others = stored.filter((key) => !(Array.isArray(key) && keep !== undefined && key[1] === keep));
    if (others.length > 0) await delMany(others, database());
  } catch {
    // IndexedDB unavailable (private mode): nothing was kept.
  }
}
