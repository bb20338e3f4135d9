/**
 * The Cognito edge of the web tests: Amplify's three entry points the app loads
 * (aws-amplify, aws-amplify/auth, aws-amplify/utils) answer for a signed-in user kept here.
 * Tokens are stored under Amplify's own key names, so the app finds a stored session.
 */
export interface FakeUser {
  sub: string;
  email: string;
  name: string;
}

const clientKey = 'CognitoIdentityServiceProvider.test-client';
let current: FakeUser | null = null;

jest.doMock('aws-amplify', () => ({ Amplify: { configure: () => undefined } }));
jest.doMock('aws-amplify/utils', () => ({ Hub: { listen: () => () => undefined } }));
jest.doMock('aws-amplify/auth', () => ({
  fetchAuthSession: async () => ({
    tokens: current
      ? {
          idToken: { payload: { sub: current.sub, email: current.email, name: current.name } },
          accessToken: { toString: () => `token-${current?.sub}` },
        }
      : undefined,
  }),
  fetchUserAttributes: async () => ({ name: current?.name }),
  // Amplify forgets the tokens; its keys are left for the app to clear, so the test sees that it does.
  signOut: async () => {
    current = null;
  },
}));

/** A session stored on the device, as after signing in on an earlier visit. */
export function storeSession(user: FakeUser): void {
  current = user;
  localStorage.setItem(`${clientKey}.LastAuthUser`, user.sub);
  localStorage.setItem(`${clientKey}.${user.sub}.idToken`, `id-${user.sub}`);
}

/** Amplify's keys still on the device. */
export function amplifyKeys(): string[] {
  return Object.keys(localStorage).filter((key) => key.startsWith('CognitoIdentityServiceProvider.'));
}
