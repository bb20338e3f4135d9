import { toast } from '@/lib/toast';
import type { ListSummary, ListWithItems } from '@domain/lists/list-types';
import { listNotFoundMessage } from '@domain/lists/lists-service';
import { deviceOutboxStorage, forgetUsersExcept } from './device-store';
import { definitionOf, type NewListItem } from './change-kinds';
import { applyToList, applyToSummaries, listIdsOf, type ListChange, type QueuedChange } from './list-operations';
import { offlineTexts } from './offline-texts';
import { createOutbox, type Outbox } from './outbox';
import { keepAsDeviceCopy } from './persisted-queries';
import { forgetPendingCounts, rememberPending } from './pending-count';
import { batchSize, isTransientFailure, sendChange, sendChanges } from './send-change';
import { apiFetch, ApiError } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';

const outboxes = new Map<string, { outbox: Outbox; detach: () => void }>();

/**
 * The signed-in user's outbox, created once per page load: it reads the stored queue and
 * sends it at once, again when the browser goes online or the app comes back to the
 * foreground, and on its own backoff timer in between.
 */
export function outboxFor(userId: string): Outbox {
  const existing = outboxes.get(userId);
  if (existing) return existing.outbox;
  const outbox = createOutbox({
    storage: deviceOutboxStorage(userId),
    send: (changes) => sendChanges(changes, (path, options) => apiFetch(path, options)),
    batchSize,
    isTransient: isTransientFailure,
    isOnline: () => navigator.onLine,
    onSent: (changes) => afterSent(userId, changes, outbox),
    onRejected: (change, error) => afterRejected(userId, change, error),
  });
  const unsubscribe = outbox.subscribe(() => rememberPending(userId, outbox.snapshot().changes.length));
  const resume = () => void outbox.flush();
  const resumeInForeground = () => {
    if (document.visibilityState === 'visible') resume();
  };
  window.addEventListener('online', resume);
  document.addEventListener('visibilitychange', resumeInForeground);
  const detach = () => {
    unsubscribe();
    window.removeEventListener('online', resume);
    document.removeEventListener('visibilitychange', resumeInForeground);
  };
  outboxes.set(userId, { outbox, detach });
  void outbox.ready.then(resume);
  return outbox;
}

/**
 * A change the user expects an answer to where they made it (a restore from the trash): sent
 * at once when nothing waits before it, so a refusal (the list limit) shows on that screen;
 * queued when changes already wait (the order is kept) or the server cannot be reached, and
 * then sent with the rest. Answers whether it was sent or queued.
 */
export async function sendNowOrQueue(userId: string, change: ListChange): Promise<'sent' | 'queued'> {
  const outbox = outboxFor(userId);
  await outbox.ready;
  if (navigator.onLine && outbox.snapshot().changes.length === 0) {
    const now = { ...change, id: crypto.randomUUID(), createdAt: new Date().toISOString() };
    try {
      await sendChange(now, (path, options) => apiFetch(path, options));
      return 'sent';
    } catch (error) {
      if (!isTransientFailure(error)) throw error;
    }
  }
  await outbox.enqueue(change);
  return 'queued';
}

/** How long "Sair da Conta" waits for the outbox to send what it holds before asking. */
const sendBeforeSignOutMs = 5_000;

/**
 * Before sign-out: sends what the user's outbox holds (when online, for a few seconds at
 * most) and answers how many changes still wait, which signing out would lose.
 */
export async function sendBeforeSignOut(userId: string): Promise<number> {
  const outbox = outboxFor(userId);
  await outbox.ready;
  if (navigator.onLine && outbox.snapshot().changes.length > 0) {
    await Promise.race([outbox.flush(), new Promise((resolve) => setTimeout(resolve, sendBeforeSignOutMs))]);
  }
  return outbox.snapshot().changes.length;
}

/**
 * Sign-out (after the persisted queries stopped saving): the outboxes stop, and every user's
 * saved lists leave the device (persisted queries, outbox, the in-memory query cache and the pending-count keys), so the next person
 * using the phone cannot read them, online or offline.
 */
export async function forgetListsOnDevice(signedOutUserId?: string): Promise<void> {
  const users = new Set([...outboxes.keys(), ...(signedOutUserId ? [signedOutUserId] : [])]);
  for (const { outbox, detach } of outboxes.values()) {
    outbox.stop();
    detach();
  }
  outboxes.clear();
  queryClient.removeQueries({ predicate: (query) => users.has(String(query.queryKey[1])) });
  forgetPendingCounts();
  await forgetUsersExcept();
}

/**
 * The server has the changes (one send's, in order): fold them into the cached copies (so
 * nothing flickers; the device's copy follows, persisted-queries.ts) and refetch each list once
 * its queue is empty. A deleted list keeps its device copy, so restoring it from the trash
 * offline opens it again; deleting it for good removes the copy.
 */
function afterSent(userId: string, changes: QueuedChange[], outbox: Outbox) {
  const touched = new Set(changes.flatMap(listIdsOf));
  for (const listId of touched) {
    const listKey = queryKeys.list(userId, listId);
    const mine = changes.filter((change) => listIdsOf(change).includes(listId));
    if (mine.some((change) => definitionOf(change).onList === 'hide')) keepAsDeviceCopy(listKey);
    else queryClient.setQueryData<ListWithItems>(listKey, (current) => applyToList(current, mine, listId));
  }
  queryClient.setQueryData<ListSummary[]>(
    queryKeys.lists(userId),
    (current) => current && applyToSummaries(current, changes),
  );
  for (const change of changes) refreshTrash(userId, change);
  const sent = new Set(changes.map((change) => change.id));
  const waiting = outbox.snapshot().changes.filter((queued) => !sent.has(queued.id));
  const idle = [...touched].filter((listId) => !waiting.some((queued) => listIdsOf(queued).includes(listId)));
  if (idle.length === 0) return;
  for (const listId of idle)
    void queryClient.invalidateQueries({ queryKey: queryKeys.list(userId, listId), exact: true });
  void queryClient.invalidateQueries({ queryKey: queryKeys.lists(userId), exact: true });
}

/** The trash a sent or refused change alters: lists deleted or restored, items deleted or restored. */
function refreshTrash(userId: string, change: QueuedChange) {
  const { trash } = definitionOf(change);
  if (trash === 'lists') void queryClient.invalidateQueries({ queryKey: queryKeys.trashLists(userId) });
  if (trash === 'items') void queryClient.invalidateQueries({ queryKey: queryKeys.trashItems(userId, change.listId) });
}

/** The server refused the change: say so (never silently), keep an offline-made list as a draft, show the server's copy. */
function afterRejected(userId: string, change: QueuedChange, error: unknown) {
  const refusal = error instanceof ApiError ? definitionOf(change).refusal?.(change, error) : undefined;
  if (error instanceof ApiError && error.code === 'NOT_FOUND' && error.message === listNotFoundMessage) {
    // The list is gone for this user (deleted, or they were removed from a shared list): one
    // notice per list, however many of its changes were waiting; each is dropped, never retried.
    toast.warning(offlineTexts.listGone, {
      id: `list-gone-${change.listId}`,
      description: offlineTexts.listGoneChanges,
    });
  } else if (refusal?.notice === 'warning') {
    toast.warning(refusal.title, { description: (error as ApiError).message });
  } else if (refusal?.notice === 'limit') {
    if (refusal.draft) {
      void keepAsDraft(refusal.draft);
      queryClient.removeQueries({ queryKey: queryKeys.list(userId, change.listId), exact: true });
    }
    showLimitNotice((error as ApiError).message);
  } else {
    toast.error(offlineTexts.changeRefused, { description: error instanceof ApiError ? error.message : undefined });
  }
  refreshTrash(userId, change);
  for (const listId of listIdsOf(change))
    void queryClient.invalidateQueries({ queryKey: queryKeys.list(userId, listId), exact: true });
  void queryClient.invalidateQueries({ queryKey: queryKeys.lists(userId), exact: true });
}

/** A list saved offline past the free limit: nothing is lost, its items become a local draft (store loaded only then). */
async function keepAsDraft(change: { name: string; items: NewListItem[] }) {
  try {
    const { createDraft } = await import('@/lib/drafts/draft-store');
    createDraft({
      name: change.name,
      items: change.items.map((item, index) => ({
        id: Date.now() + index,
        name: item.name,
        quantity: item.quantity,
        price: item.price,
        selected: false,
      })),
    });
    toast.info(offlineTexts.keptAsDraft(change.name));
  } catch {
    toast.error(offlineTexts.changeRefused);
  }
}

let limitNotice: string | undefined;
const limitListeners = new Set<(message: string | undefined) => void>();

function showLimitNotice(message: string | undefined) {
  limitNotice = message;
  for (const listener of limitListeners) listener(message);
}

/**
 * The list-limit dialog's cue for a list saved offline that the server refused. It stays until
 * dismissed, so a screen opened later (the refused list's page is gone) still shows it.
 */
export function subscribeToLimitNotices(listener: (message: string | undefined) => void): () => void {
  limitListeners.add(listener);
  listener(limitNotice);
  return () => limitListeners.delete(listener);
}

export function dismissLimitNotice(): void {
  showLimitNotice(undefined);
}
