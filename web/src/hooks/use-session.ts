import { useSyncExternalStore } from 'react';
import { getSessionState, storedUserId, subscribeToSession, type SessionState } from '@/lib/session';

/** The current auth state, kept current with Amplify's Hub 'auth' events. */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribeToSession, getSessionState, getSessionState);
}

/**
 * Whose saved lists a screen shows: the signed-in user, or while the session is still being
 * read, the one whose session is stored on the device (so the lists draw at once, offline too).
 */
export function useListsUserId(): string | undefined {
  const session = useSession();
  if (session.status === 'signedIn') return session.user.id;
  return session.status === 'loading' ? storedUserId() : undefined;
}
