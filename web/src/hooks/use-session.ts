import { useSyncExternalStore } from 'react';
import { getSessionState, subscribeToSession, type SessionState } from '@/lib/session';

/** The current auth state, kept current with Amplify's Hub 'auth' events. */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribeToSession, getSessionState, getSessionState);
}
