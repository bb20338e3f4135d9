import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { HistoryEntry } from '@domain/habits/history-entry';
import { useSession } from './use-session';
import {
  followAccountHistory,
  historyEntries,
  recordAdded,
  subscribeToHistory,
  type HistoryOwner,
} from '@/lib/history/item-history';

const none: HistoryEntry[] = [];

/**
 * The items this person has added before (issue 29): the account's history when signed in
 * (kept on the server, copied here), the device's for a guest. `record` counts additions.
 */
export function useItemHistory() {
  const session = useSession();
  const userId = session.status === 'signedIn' ? session.user.id : undefined;
  const ownerKey = session.status === 'loading' ? undefined : (userId ?? '');
  const ownerOf = useCallback(
    (): HistoryOwner | undefined =>
      ownerKey === undefined ? undefined : ownerKey ? { kind: 'user', userId: ownerKey } : { kind: 'device' },
    [ownerKey],
  );
  const entries = useSyncExternalStore(
    subscribeToHistory,
    () => {
      const owner = ownerOf();
      return owner ? historyEntries(owner) : none;
    },
    // Pre-rendering: no history (it is the device's or the account's).
    () => none,
  );
  useEffect(() => {
    if (userId) followAccountHistory(userId);
  }, [userId]);
  const record = useCallback(
    (names: readonly string[]) => {
      const owner = ownerOf();
      if (owner) recordAdded(owner, names);
    },
    [ownerOf],
  );
  return { entries, record };
}
