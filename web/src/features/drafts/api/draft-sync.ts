import { toast } from '@/lib/toast';
import { deleteRemoteDraft, linkDevice, putRemoteDraft, type DraftOwnerKind } from './drafts-api';
import { draftsTexts } from '../drafts-texts';
import { ApiError } from '@/lib/api-client';
import { markDraftSynced, readDrafts, subscribeToDrafts } from '@/lib/drafts/draft-store';
import { queryClient } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import { getSessionState, subscribeToSession } from '@/lib/session';

/** Spec §9: the delay after sign-in before linking the device and syncing. */
export const signInSyncDelayMs = 100;
/** Changes close together (auto-save every second while typing) go out as one sync. */
const changeSyncDelayMs = 300;

let started = false;
let queue: Promise<unknown> = Promise.resolve();
let changeTimer: ReturnType<typeof setTimeout> | undefined;
let knownIds = new Set<string>();
/**
 * Guest drafts the server refused with 403 LIMIT_REACHED (the device's one free draft is
 * another one, spec §6): they stay local and are not sent again as a guest; after sign-in
 * they go to the user's routes, which have no such limit.
 */
const refusedGuestDraftIds = new Set<string>();

function currentOwner(): DraftOwnerKind | undefined {
  const state = getSessionState();
  if (state.status === 'loading') return undefined;
  return state.status === 'signedIn' ? 'user' : 'device';
}

/** Runs `task` after the tasks queued before it, so two syncs never send the same draft at once. */
function enqueue<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

/**
 * PUTs every unsynced draft to the owner's routes and marks it synced (spec §4). Failures
 * are only logged and the draft is skipped (spec §8). Answers how many were synced.
 */
async function syncUnsyncedDrafts(owner: DraftOwnerKind): Promise<number> {
  let synced = 0;
  const pending = readDrafts().filter(
    (entry) => !entry.synced && !(owner === 'device' && refusedGuestDraftIds.has(entry.id)),
  );
  for (const draft of pending) {
    try {
      await putRemoteDraft(owner, draft);
      markDraftSynced(draft.id, draft.updatedAt);
      synced += 1;
    } catch (error) {
      if (owner === 'device' && error instanceof ApiError && error.code === 'LIMIT_REACHED')
        refusedGuestDraftIds.add(draft.id);
      console.warn(`Falha ao sincronizar o rascunho ${draft.id}`, error);
    }
  }
  if (owner === 'device' && synced > 0) void queryClient.invalidateQueries({ queryKey: queryKeys.deviceUsage });
  return synced;
}

/** Remote copies of drafts deleted here are deleted too (a guest device may keep only 1). */
async function deleteRemovedDrafts(owner: DraftOwnerKind, ids: string[]): Promise<void> {
  for (const id of ids) {
    try {
      await deleteRemoteDraft(owner, id);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404))
        console.warn(`Falha ao excluir a cópia remota do rascunho ${id}`, error);
    }
  }
}

function onDraftsChanged(): void {
  const ids = new Set(readDrafts().map((draft) => draft.id));
  const removed = [...knownIds].filter((id) => !ids.has(id));
  knownIds = ids;
  const owner = currentOwner();
  if (owner && removed.length > 0) void enqueue(() => deleteRemovedDrafts(owner, removed));
  scheduleSync();
}

function scheduleSync(): void {
  clearTimeout(changeTimer);
  changeTimer = setTimeout(() => {
    const owner = currentOwner();
    if (owner) void enqueue(() => syncUnsyncedDrafts(owner));
  }, changeSyncDelayMs);
}

/**
 * Spec §4 Auth: on sign-in with no prior user, after 100 ms, link the device to the user
 * (POST /devices/link; a failure is logged and the sync still runs), then sync the
 * unsynced drafts and say how many went up.
 */
async function afterSignIn(): Promise<void> {
  try {
    await linkDevice();
  } catch (error) {
    console.warn('Falha ao vincular o dispositivo à conta', error);
  }
  const synced = await enqueue(() => syncUnsyncedDrafts('user'));
  if (synced > 0) toast.success(draftsTexts.syncedTitle, { description: draftsTexts.syncedMessage(synced) });
}

/**
 * Starts keeping the remote copies of the local drafts current: after every draft change,
 * once the session is known, and on sign-in (with device linking). Idempotent.
 */
export function startDraftSync(): void {
  if (started) return;
  started = true;
  knownIds = new Set(readDrafts().map((draft) => draft.id));
  let previous = getSessionState().status;
  subscribeToSession(() => {
    const status = getSessionState().status;
    if (status === previous) return;
    if (previous === 'signedOut' && status === 'signedIn') {
      // The sign-in sync sends the guest's drafts and says how many: a change sync still
      // pending must not send them first (as the user, without the message).
      clearTimeout(changeTimer);
      setTimeout(() => void afterSignIn(), signInSyncDelayMs);
    } else if (previous === 'loading') scheduleSync();
    previous = status;
  });
  subscribeToDrafts(onDraftsChanged);
  scheduleSync();
}
