import type { ListChange, QueuedChange } from './list-operations';

/** Where the queue lives between page loads (IndexedDB in the app, memory in tests). */
export interface OutboxStorage {
  load(): Promise<QueuedChange[]>;
  /** The stored queue if it was already read (the app's start read), so the outbox starts ready; load() otherwise. */
  loaded?(): QueuedChange[] | undefined;
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

/** What became of one change of a send: the server has it, or it failed (`isTransient` decides between retry and drop). */
export type SendOutcome = { ok: true } | { ok: false; error: unknown };

export interface OutboxOptions {
  storage: OutboxStorage;
  /**
   * Sends the changes at the head of the queue (as many as `batchSize` says) and answers an
   * outcome per change, in order; fewer outcomes than changes means the rest were not tried
   * (sent again later). A rejection is the outcome of every change sent.
   */
  send: (changes: QueuedChange[]) => Promise<SendOutcome[]>;
  /** How many changes at the head of the queue go in one send (default 1). */
  batchSize?: (queue: readonly QueuedChange[]) => number;
  /** Errors worth retrying (no network, server down, token being refreshed); the rest drop the change. */
  isTransient: (error: unknown) => boolean;
  /** The changes of one send the server has, in order. */
  onSent?: (changes: QueuedChange[]) => void;
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
 * storage until the server answered it, and is sent strictly in order, one send at a time
 * (a send may carry several changes, which the server applies in order), so the server sees
 * the user's changes in the order they were made. A passing failure (offline, 5xx) stops the
 * sending there and retries with exponential backoff and jitter; a refusal (4xx) drops that
 * change, reports it, and the next one goes on. Sending the same change again is safe: the
 * server remembers operation ids.
 */
export function createOutbox({
  storage,
  send,
  batchSize = (queue) => Math.min(queue.length, 1),
  isTransient,
  onSent,
  onRejected,
  isOnline = () => true,
  backoffMs = { first: 1_000, max: 30_000 },
  newId = () => crypto.randomUUID(),
  now = () => new Date(),
  random = Math.random,
}: OutboxOptions): Outbox {
  const loaded = storage.loaded?.();
  let state: OutboxSnapshot = { ready: loaded !== undefined, changes: loaded ?? [], syncing: false };
  const listeners = new Set<() => void>();
  let draining: Promise<void> | undefined;
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  function set(next: Partial<OutboxSnapshot>) {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  }

  const ready = loaded
    ? Promise.resolve()
    : storage.load().then(
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
    while (!stopped && state.changes.length > 0) {
      if (!state.syncing) set({ syncing: true });
      const batch = state.changes.slice(0, Math.max(1, batchSize(state.changes)));
      const outcomes = await send(batch).catch((error: unknown) =>
        batch.map((): SendOutcome => ({ ok: false, error })),
      );
      // Settled: the changes up to the first one to retry (a passing failure, or not tried).
      const firstToRetry = batch.findIndex((_, i) => {
        const outcome = outcomes[i];
        return !outcome || (!outcome.ok && isTransient(outcome.error));
      });
      const settled = firstToRetry === -1 ? batch : batch.slice(0, firstToRetry);
      await remove(settled, () => {
        const sent = settled.filter((_, i) => outcomes[i]!.ok);
        if (sent.length > 0) onSent?.(sent);
        settled.forEach((change, i) => {
          const outcome = outcomes[i]!;
          if (!outcome.ok) onRejected?.(change, outcome.error);
        });
      });
      if (firstToRetry !== -1) {
        failures += 1;
        scheduleRetry();
        return;
      }
      failures = 0;
    }
  }

  /**
   * Takes the changes out of the queue; `report` runs in the same tick as the screen update,
   * so nothing flickers. Once stopped (sign-out) storage is left alone, so a send that was
   * under way cannot write the signed-out user's queue back; a change sent but kept is
   * harmless, the server applies an operation id once.
   */
  async function remove(changes: readonly QueuedChange[], report: () => void) {
    if (stopped || changes.length === 0) return;
    const ids = new Set(changes.map((change) => change.id));
    const left = (queue: readonly QueuedChange[]) => queue.filter((queued) => !ids.has(queued.id));
    const remaining = await storage.update(left).catch(() => left(state.changes));
    report();
    set({ changes: remaining });
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
