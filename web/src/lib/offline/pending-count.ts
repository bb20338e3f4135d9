import { storageKeys } from '@/lib/storage-keys';

/**
 * Per user, how many saved-list changes wait in the outbox, kept in localStorage so app start
 * and sign-out know without loading the outbox (its own chunk, with IndexedDB).
 */
const keyOf = (userId: string) => `${storageKeys.pendingListChanges}:${userId}`;

export function hasPendingListChanges(userId: string): boolean {
  try {
    return Boolean(localStorage.getItem(keyOf(userId)));
  } catch {
    return false;
  }
}

export function rememberPending(userId: string, count: number): void {
  try {
    if (count > 0) localStorage.setItem(keyOf(userId), String(count));
    else localStorage.removeItem(keyOf(userId));
  } catch {
    // Storage unavailable: the saved-list screens still start the outbox.
  }
}

/** Sign-out: no count of any user is left on the device. */
export function forgetPendingCounts(): void {
  try {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith(`${storageKeys.pendingListChanges}:`)) localStorage.removeItem(key);
    }
  } catch {
    // Storage unavailable: no counts were kept.
  }
}
