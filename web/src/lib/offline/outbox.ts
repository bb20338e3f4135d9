import type { ListChange, QueuedChange } from './list-operations';

/** Where the queue lives between page loads (IndexedDB in the app, memory in tests). */
export interface OutboxStorage {
  load(): Promise<QueuedChange[]>;
  /** Read-modify-write in one step; answers the stored queue. */
  update(change: (queue: QueuedChange[]) => QueuedChange[]): Promise<QueuedChange[]>;
}

export interface OutboxSnapshot {
  /** False until the stored queue has been read. */
  ready: boolean;
  changes: readonly QueuedChange[];
  /** A send is under way. */
  syncing: boolean;
}

export interface OutboxOptions {
  storage: OutboxStorage;
  /** Sends one change; a rejection is handed to `isTransient` to decide between retry and drop. */
  send: (change: QueuedChange) => Promise<void>;
  /** Errors worth retrying (no network, server down, token being refreshed); the rest drop the change. */
  isTransient: (error: unknown) => boolean;
  onSent?: (change: QueuedChange) => void;
  onRejected?: (change: QueuedChange, error: unknown) => void;
  isOnline?: () => boolean;
  /** First retry delay and ceiling of the exponential backoff (defaults 1 s, 30 s). */
  backoffMs?: { first: number; max: number };
  newId?: () => string;
  now?: () => Date;
  random?: () => number;
}

export interface Outbox {
  /** Resolves once the stored queue has been read. */
  ready: Promise<void>;
  snapshot(): OutboxSnapshot;
  subscribe(listener: () => void): () => void;
  /** Stores the change (durably, before resolving) and starts sending. */
  enqueue(change: ListChange): Promise<QueuedChange>;
  /** Sends the queue in order until it is empty or a send fails for a passing reason. */
  flush(): Promise<void>;
  /** Stops sending and the retry timer, and leaves storage alone from then on (sign-out, tests). */
  stop(): void;
}

/**
 * A durable outbox of list changes: each one gets an operation id when queued, is kept in
 * storage until the server answered it, and is sent strictly in order, one at a time, so the
 * server sees the user's changes in the order they were made. A passing failure (offline,
 * 5xx) stops the sending and retries with exponential backoff and jitter; a refusal (4xx)
 * drops that change and reports it. Sending the same change again is safe: the server
 * remembers operation ids.
 */
export function createOutbox({
  storage,
  send,
  isTransient,
  onSent,
  onRejected,
  isOnline = () => true,
  backoffMs = { first: 1_000, max: 30_000 },
  newId = () => crypto.randomUUID(),
  now = () => new Date(),
  random = Math.random,
}: OutboxOptions): Outbox {
  let state: OutboxSnapshot = { ready: false, changes: [], syncing: false };
  const listeners = new Set<() => void>();
  let draining: Promise<void> | undefined;
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  function set(next: Partial<OutboxSnapshot>) {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  }

  const ready = storage.load().then(
    (changes) => set({ ready: true, changes }),
    () => set({ ready: true }),
  );

  function scheduleRetry() {
    if (stopped || retryTimer || !isOnline()) return;
    const ceiling = Math.min(backoffMs.max, backoffMs.first * 2 ** Math.min(failures - 1, 16));
    retryTimer = setTimeout(
      () => {
        retryTimer = undefined;
        void flush();
      },
      ceiling / 2 + (random() * ceiling) / 2,
    );
  }

  async function drain() {
    await ready;
    set({ changes: await storage.load().catch(() => state.changes) });
    for (let next = state.changes[0]; next && !stopped; next = state.changes[0]) {
      if (!state.syncing) set({ syncing: true });
      try {
        await send(next);
      } catch (error) {
        if (isTransient(error)) {
          failures += 1;
          scheduleRetry();
          return;
        }
        await remove(next, () => onRejected?.(next, error));
        continue;
      }
      failures = 0;
      await remove(next, () => onSent?.(next));
    }
  }

  /**
   * Takes the change out of the queue; `report` runs in the same tick as the screen update, so
   * nothing flickers. Once stopped (sign-out) storage is left alone, so a send that was under
   * way cannot write the signed-out user's queue back; a change sent but kept is harmless, the
   * server applies an operation id once.
   */
  async function remove(change: QueuedChange, report: () => void) {
    const left = (queue: readonly QueuedChange[]) => queue.filter((queued) => queued.id !== change.id);
    if (stopped) return;
    const changes = await storage.update(left).catch(() => left(state.changes));
    report();
    set({ changes });
  }

  function flush(): Promise<void> {
    if (retryTimer) {
      clearTimeout(retryTimer);
      retryTimer = undefined;
    }
    draining ??= drain().finally(() => {
      draining = undefined;
      set({ syncing: false });
      // A change queued while the last send was finishing.
      if (failures === 0 && !stopped && state.changes.length > 0) void flush();
    });
    return draining;
  }

  return {
    ready,
    snapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async enqueue(change) {
      await ready;
      const queued: QueuedChange = { ...change, id: newId(), createdAt: now().toISOString() };
      const append = (queue: readonly QueuedChange[]) => [...queue, queued];
      // Storage refused (private mode, quota): the change is still sent, just not kept over a reload.
      set({ changes: await storage.update(append).catch(() => append(state.changes)) });
      void flush();
      return queued;
    },
    flush,
    stop() {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = undefined;
    },
  };
}
