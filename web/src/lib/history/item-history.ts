import { byFrequency, historyKeyOf, maxHistoryNamesPerRequest, type HistoryEntry } from '@domain/habits/history-entry';
import { apiFetch } from '@/lib/api-client';

/**
 * The items a person has added before (issue 29), for suggestions. A signed-in user's
 * history is the account's (GET /history), copied on the device so it works offline, with
 * the additions not yet sent kept in `pending` and sent when the network allows (POST
 * /history). A guest's lives only in this browser: nothing of it is ever sent.
 */
export type HistoryOwner = { kind: 'user'; userId: string } | { kind: 'device' };

interface StoredHistory {
  entries: HistoryEntry[];
  /** A signed-in user's additions the server has not counted yet, in order. */
  pending: string[];
}

const storagePrefix = 'itemHistory:';
const userPrefix = `${storagePrefix}user:`;
const keyOf = (owner: HistoryOwner) =>
  owner.kind === 'user' ? `${userPrefix}${owner.userId}` : `${storagePrefix}device`;

const empty: StoredHistory = { entries: [], pending: [] };
const cache = new Map<string, StoredHistory>();
const listeners = new Set<() => void>();

function read(key: string): StoredHistory {
  const cached = cache.get(key);
  if (cached) return cached;
  let stored = empty;
  try {
    const parsed = JSON.parse(localStorage.getItem(key) ?? 'null') as StoredHistory | null;
    if (parsed && Array.isArray(parsed.entries) && Array.isArray(parsed.pending)) stored = parsed;
  } catch {
    // Unreadable or unavailable storage: start empty.
  }
  cache.set(key, stored);
  return stored;
}

function write(key: string, next: StoredHistory): void {
  cache.set(key, next);
  try {
    localStorage.setItem(key, JSON.stringify(next));
  } catch {
    // Storage full or unavailable: the history stays in memory for this visit.
  }
  for (const listener of listeners) listener();
}

/** The owner's entries, most frequent then most recent first (a stable array between changes). */
export function historyEntries(owner: HistoryOwner): HistoryEntry[] {
  return read(keyOf(owner)).entries;
}

export function subscribeToHistory(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Counts `names` once each in `entries` (a name folded alike is one product; the latest spelling wins). */
function counted(entries: readonly HistoryEntry[], names: readonly string[], at: string): HistoryEntry[] {
  const byKey = new Map(entries.map((entry) => [historyKeyOf(entry.name), entry]));
  for (const name of new Set(names.map((n) => n.trim()).filter(Boolean))) {
    const key = historyKeyOf(name);
    const before = byKey.get(key);
    byKey.set(key, { name, timesAdded: (before?.timesAdded ?? 0) + 1, lastAddedAt: at });
  }
  return [...byKey.values()].sort(byFrequency);
}

/** The user added these items (typed, spoken or tapped): counted here at once, and on the account when signed in. */
export function recordAdded(owner: HistoryOwner, names: readonly string[]): void {
  const trimmed = names.map((name) => name.trim()).filter(Boolean);
  if (trimmed.length === 0) return;
  const key = keyOf(owner);
  const stored = read(key);
  write(key, {
    entries: counted(stored.entries, trimmed, new Date().toISOString()),
    pending: owner.kind === 'user' ? [...stored.pending, ...trimmed] : [],
  });
  if (owner.kind === 'user') void syncHistory(owner.userId, { refresh: false });
}

const syncing = new Map<string, Promise<void>>();

/**
 * Sends the user's pending additions (in requests of at most 100) and then, with `refresh`
 * (app start, back online), takes the account's history, so another phone's additions show
 * here; additions made meanwhile are counted on top. Offline or on failure it waits for the
 * next call.
 */
export function syncHistory(userId: string, { refresh = true } = {}): Promise<void> {
  const running = syncing.get(userId);
  if (running) return running.then(() => syncHistory(userId, { refresh }));
  const key = `${userPrefix}${userId}`;
  const run = (async () => {
    if (!navigator.onLine) return;
    try {
      for (let sending = read(key).pending; sending.length > 0; sending = read(key).pending) {
        const batch = sending.slice(0, maxHistoryNamesPerRequest);
        await apiFetch('/history', { method: 'POST', body: { names: batch } });
        const now = read(key);
        write(key, { ...now, pending: now.pending.slice(batch.length) });
      }
      if (!refresh) return;
      const { entries } = await apiFetch<{ entries: HistoryEntry[] }>('/history');
      const now = read(key);
      write(key, { entries: counted(entries, now.pending, new Date().toISOString()), pending: now.pending });
    } catch (error) {
      console.warn('Falha ao sincronizar o histórico de itens', error);
    }
  })().finally(() => syncing.delete(userId));
  syncing.set(userId, run);
  return run;
}

const following = new Set<string>();

/** Syncs a signed-in user's history once per page load and again whenever the browser comes back online. */
export function followAccountHistory(userId: string): void {
  if (following.has(userId)) return;
  following.add(userId);
  window.addEventListener('online', () => {
    if (following.has(userId)) void syncHistory(userId);
  });
  void syncHistory(userId);
}

/** Sign-out: the accounts' histories leave the device (the guest's stays: it is the device's). */
export function forgetAccountHistories(): void {
  cache.clear();
  following.clear();
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(userPrefix)) localStorage.removeItem(key);
  } catch {
    // Storage unavailable: nothing stored to forget.
  }
  for (const listener of listeners) listener();
}
