import { useSyncExternalStore } from 'react';
import { outboxFor } from './offline-sync';
import type { OutboxSnapshot } from './outbox';

const signedOut: OutboxSnapshot = { ready: true, changes: [], syncing: false };
const noSubscription = () => () => undefined;

/** The signed-in user's outbox as it changes: whether it was read, the changes waiting, whether one is being sent. */
export function useOutbox(userId: string | undefined): OutboxSnapshot {
  const outbox = userId ? outboxFor(userId) : undefined;
  return useSyncExternalStore(outbox ? outbox.subscribe : noSubscription, outbox ? outbox.snapshot : () => signedOut);
}

function subscribeToConnection(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** The browser's idea of being online (navigator.onLine), kept current. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeToConnection, () => navigator.onLine);
}
