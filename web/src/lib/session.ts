import { loadAppConfig } from './app-config';
import { clearUserScopedKeys, storageKeys } from './storage-keys';

/** The signed-in user as the app shows it. */
export interface SessionUser {
  /** Cognito `sub`. */
  id: string;
  email: string;
  name: string | null;
}

export type SessionState = { status: 'loading' } | { status: 'signedOut' } | { status: 'signedIn'; user: SessionUser };

let state: SessionState = { status: 'loading' };
const listeners = new Set<() => void>();
let started = false;
/** What signing out removes from the device besides the keys (set by the app at start). */
let forgetUserData: (userId: string | undefined) => Promise<void> = async () => {};
let authModule: Promise<typeof import('aws-amplify/auth')> | undefined;
/** Names read from the user's attributes, per user id (cognito-local's ID token has no name). */
const attributeNames = new Map<string, string | null>();

function setState(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

/**
 * Remembers the user id; a different user than the stored one clears the previous user's keys
 * (spec §4), and any other user's saved lists still on the device (a session that expired
 * instead of signing out) are removed.
 */
function rememberUser(userId: string): void {
  try {
    const previous = localStorage.getItem(storageKeys.currentUserId);
    if (previous && previous !== userId) clearUserScopedKeys();
    if (previous !== userId)
      void import('./offline/device-store').then(({ forgetUsersExcept }) => forgetUsersExcept(userId));
    localStorage.setItem(storageKeys.currentUserId, userId);
  } catch {
    // Storage unavailable: nothing to remember.
  }
}

/**
 * Amplify keeps `CognitoIdentityServiceProvider.<client id>.LastAuthUser` while a session is
 * stored: without it there is no session to restore, and a guest never downloads Amplify.
 */
function hasStoredSession(): boolean {
  try {
    return Object.keys(localStorage).some(
      (key) => key.startsWith('CognitoIdentityServiceProvider.') && key.endsWith('.LastAuthUser'),
    );
  } catch {
    return false;
  }
}

/**
 * The user last signed in on this device while their session is stored: their saved lists
 * draw from the device before Amplify has read the session (which then confirms or ends it).
 */
export function storedUserId(): string | undefined {
  if (!hasStoredSession()) return undefined;
  try {
    return localStorage.getItem(storageKeys.currentUserId) ?? undefined;
  } catch {
    return undefined;
  }
}

async function configureAuth(): Promise<typeof import('aws-amplify/auth')> {
  const [config, { Amplify }] = await Promise.all([loadAppConfig(), import('aws-amplify')]);
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
        loginWith: { email: true },
      },
    },
  });
  const auth = await import('aws-amplify/auth');
  void listenToAuthEvents();
  return auth;
}

/**
 * Amplify Auth, configured from /config.json and followed by the session state. Loaded on
 * demand (a stored session, the sign-in screen, a sign-in), once; a failed load is retried.
 */
export function loadAuth(): Promise<typeof import('aws-amplify/auth')> {
  authModule ??= configureAuth().catch((error: unknown) => {
    authModule = undefined;
    throw error;
  });
  return authModule;
}

/** The Cognito access token when signed in (Amplify refreshes it when needed), else undefined. */
export async function currentAccessToken(): Promise<string | undefined> {
  if (!authModule && !hasStoredSession()) return undefined;
  try {
    const { fetchAuthSession } = await loadAuth();
    const session = await fetchAuthSession();
    return session.tokens?.accessToken?.toString();
  } catch {
    return undefined;
  }
}

async function nameFromAttributes(userId: string): Promise<string | null> {
  if (attributeNames.has(userId)) return attributeNames.get(userId) ?? null;
  try {
    const { fetchUserAttributes } = await loadAuth();
    const attributes = await fetchUserAttributes();
    const name = attributes.name?.trim() || null;
    attributeNames.set(userId, name);
    return name;
  } catch {
    return null;
  }
}

/** Reads the current session from Amplify (tokens in storage, refreshed when expired). */
async function refreshSession(): Promise<void> {
  try {
    const { fetchAuthSession } = await loadAuth();
    const session = await fetchAuthSession();
    const claims = session.tokens?.idToken?.payload;
    const id = typeof claims?.sub === 'string' ? claims.sub : undefined;
    if (!id) {
      setState({ status: 'signedOut' });
      return;
    }
    rememberUser(id);
    const email = typeof claims?.email === 'string' ? claims.email : '';
    const claimedName = typeof claims?.name === 'string' && claims.name.trim() ? claims.name.trim() : null;
    // Offline, asking Cognito would only delay the saved lists the device can show (Amplify retries).
    const name = claimedName ?? (navigator.onLine ? await nameFromAttributes(id) : null);
    setState({ status: 'signedIn', user: { id, email, name } });
  } catch {
    setState({ status: 'signedOut' });
  }
}

function handleSignedOut(): void {
  clearUserScopedKeys({ includeAuthLibrary: true });
  attributeNames.clear();
  setState({ status: 'signedOut' });
}

/**
 * Starts following the auth state: with a stored session (or on /auth/callback) loads
 * Amplify, reads the session once, then listens to its Hub 'auth' channel (signedIn,
 * signedOut, tokenRefresh, tokenRefresh_failure). A guest is signed out at once and never
 * downloads Amplify until they sign in. `onSignOut` removes the user's data from the device
 * when they sign out (the app passes it, so this module needs none of that code). Idempotent.
 */
export function startSession({ onSignOut }: { onSignOut?: (userId: string | undefined) => Promise<void> } = {}): void {
  if (started) return;
  started = true;
  if (onSignOut) forgetUserData = onSignOut;
  // A guest on /auth gets Amplify once they start on the form (AuthPage), not before its first paint.
  if (hasStoredSession() || window.location.pathname.startsWith('/auth/callback')) void refreshSession();
  else setState({ status: 'signedOut' });
}

/** The build's pre-render (src/prerender.tsx): the screens as a guest sees them, who is signed out at once. */
export function startAsGuest(): void {
  started = true;
  setState({ status: 'signedOut' });
}

async function listenToAuthEvents(): Promise<void> {
  const { Hub } = await import('aws-amplify/utils');
  Hub.listen('auth', ({ payload }) => {
    switch (payload.event) {
      case 'signedIn':
      case 'tokenRefresh':
      case 'tokenRefresh_failure':
        void refreshSession();
        break;
      case 'signedOut':
        handleSignedOut();
        break;
      default:
        break;
    }
  });
}

export function getSessionState(): SessionState {
  return state;
}

export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Re-reads the session now (after a sign-in, without waiting for the Hub event). */
export function reloadSession(): Promise<void> {
  return refreshSession();
}

/**
 * Signs out: Amplify drops its tokens; the app clears the user's local keys and removes their
 * saved lists and outbox from the device, but keeps the device id (spec §4). Errors are only
 * logged (spec §8) and the local state still clears.
 */
export async function signOutUser(): Promise<void> {
  const userId = state.status === 'signedIn' ? state.user.id : undefined;
  try {
    const { signOut } = await loadAuth();
    await signOut();
  } catch (error) {
    console.warn('Falha ao sair da conta', error);
  }
  try {
    await forgetUserData(userId);
  } catch (error) {
    console.warn('Falha ao apagar as listas do aparelho', error);
  }
  handleSignedOut();
}
