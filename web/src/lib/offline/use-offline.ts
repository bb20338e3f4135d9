import { useSyncExternalStore } from 'react';
import { outboxFor } from './offline-sync';
import type { OutboxSnapshot } from './outbox';

const signedOut: OutboxSnapshot = { ready: true, changes: [], syncing: false };
const noSubscription = () => () => undefined;
const signedOutSnapshot = () => signedOut;

/**
 * The signed-in user's outbox as it changes: whether it was read, the changes waiting, whether
 * one is being sent. A guest's is empty, in the build's pre-render too (src/prerender.tsx).
 */
export function useOutbox(userId: string | undefined): OutboxSnapshot {
  const outbox = userId ? outboxFor(userId) : undefined;
  const snapshot = outbox ? outbox.snapshot : signedOutSnapshot;
  return useSyncExternalStore(outbox ? outbox.subscribe : noSubscription, snapshot, snapshot);
}

function subscribeToConnection(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** The browser's idea of being online (navigator.onLine), kept current; online in the build's pre-render. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeToConnection,
    () => navigator.onLine,
    () => true,
  );
}
