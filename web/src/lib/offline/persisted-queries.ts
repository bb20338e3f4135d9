import { defaultShouldDehydrateQuery, type QueryFunctionContext, type QueryKey } from '@tanstack/react-query';
import { persistQueryClient, type PersistQueryClientOptions } from '@tanstack/query-persist-client-core';
import { deviceQueryPersister, type DevicePersister } from './device-store';
import { isTransientFailure } from './send-change';
import { queryClient } from '@/lib/query-client';

/**
 * The saved lists on the device, with TanStack Query's persistence: the signed-in user's lists,
 * each list they opened and their trash (query keys `[kind, userId, ...]`, lib/query-keys.ts)
 * are saved in IndexedDB as they change and restored into the query cache at start, so a list
 * opens with no network and before the session is read. One user's copy is stored under their
 * id and never restored for another; sign-out removes it (device-store.ts forgetUsersExcept).
 */
const keptKinds = ['lists', 'trash'];
const isKept = (queryKey: QueryKey, userId: string) =>
  keptKinds.includes(String(queryKey[0])) && queryKey[1] === userId;
// Kept in memory as long as on the device: a query collected from memory would leave the device at the next save.
for (const kind of keptKinds) queryClient.setQueryDefaults([kind], { gcTime: Infinity });

let kept: { userId: string; persister: DevicePersister; stop: () => void; restored: Promise<void> } | undefined;
let restoring = false;
const restoringListeners = new Set<() => void>();

function setRestoring(value: boolean) {
  restoring = value;
  for (const listener of restoringListeners) listener();
}

/**
 * Keeps `userId`'s lists on the device: restores their stored copy, then saves every change.
 * Another user (or none) stops saving the previous one's; resolves once restored, or once the
 * last save of the previous user is written when `userId` is undefined.
 */
export function keepQueriesOnDevice(userId: string | undefined): Promise<void> {
  const previous = kept;
  if (previous && previous.userId === userId) return previous.restored;
  previous?.stop();
  kept = undefined;
  if (!userId) {
    setRestoring(false);
    return previous?.persister.settled() ?? Promise.resolve();
  }
  const persister = deviceQueryPersister(userId);
  const options: PersistQueryClientOptions = {
    queryClient,
    persister,
    maxAge: Infinity,
    dehydrateOptions: {
      shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) && isKept(query.queryKey, userId),
      shouldDehydrateMutation: () => false,
    },
  };
  setRestoring(true);
  const [stop, restoredFromDevice] = persistQueryClient(options);
  const restored = restoredFromDevice
    .catch(() => undefined)
    .then(() => {
      // A copy from an earlier visit is asked of the server again when a screen shows it.
      void queryClient.invalidateQueries({ predicate: (query) => isKept(query.queryKey, userId), refetchType: 'none' });
      if (kept?.persister === persister) setRestoring(false);
    });
  kept = { userId, persister, stop, restored };
  return restored;
}

/** Whether the stored copy is still being read into the query cache (queries wait for it: IsRestoringProvider). */
export const isRestoringQueries = () => restoring;

export function subscribeToRestoring(listener: () => void): () => void {
  restoringListeners.add(listener);
  return () => restoringListeners.delete(listener);
}

/**
 * A query function, network first: the server's answer, or when the server cannot be reached
 * (offline, server down, token not refreshable offline) the copy the cache holds, so saved
 * lists open in a shop with no signal. A 404 leaves the query in error, which is never saved,
 * so the device's copy goes at the next save.
 */
export async function orHeldCopy<T>(fetch: () => Promise<T>, { client, queryKey }: QueryFunctionContext): Promise<T> {
  const held = () => client.getQueryData<T>(queryKey);
  // The browser knows it is offline: no request to wait for (nor the session it would read).
  const offline = navigator.onLine ? undefined : held();
  if (offline !== undefined) return offline;
  try {
    return await fetch();
  } catch (error) {
    const copy = isTransientFailure(error) ? held() : undefined;
    if (copy !== undefined) return copy;
    throw error;
  }
}

/** When this visit to the app started: data older than that came from the device. */
const visitStart = performance.timeOrigin;

/**
 * Keeps a query's data as a copy from an earlier visit (a deleted list's): on the device and
 * shown offline (a list restored from the trash offline opens again), never before the server
 * answers online.
 */
export function keepAsDeviceCopy(queryKey: QueryKey): void {
  queryClient.setQueryData(queryKey, (data: unknown) => data, { updatedAt: 0 });
}

/**
 * The data a screen shows: a copy restored from the device at once while offline; online the
 * server answers first (as a fresh visit always asked it), and the copy shows only if it cannot
 * be reached (orHeldCopy).
 */
export function shownData<T>({ data, dataUpdatedAt }: { data: T | undefined; dataUpdatedAt: number }): T | undefined {
  return data !== undefined && dataUpdatedAt < visitStart && navigator.onLine ? undefined : data;
}
