import { loadAuth, reloadSession } from '@/lib/session';

/** Why a sign-in or sign-up failed, in the terms of spec §8. */
export type AuthFailure = 'invalidCredentials' | 'emailTaken' | 'other';

export class AuthFlowError extends Error {
  constructor(readonly failure: AuthFailure) {
    super(failure);
    this.name = 'AuthFlowError';
  }
}

function errorName(error: unknown): string {
  return error instanceof Error ? error.name : '';
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Wrong password or unknown user: Cognito answers NotAuthorizedException (or
 * UserNotFoundException); cognito-local answers InvalidPasswordException for a wrong password.
 */
function isInvalidCredentials(error: unknown): boolean {
  return (
    ['NotAuthorizedException', 'UserNotFoundException', 'InvalidPasswordException'].includes(errorName(error)) ||
    /invalid login credentials|incorrect username or password/i.test(errorMessage(error))
  );
}

function isEmailTaken(error: unknown): boolean {
  return errorName(error) === 'UsernameExistsException' || /already (registered|exists)/i.test(errorMessage(error));
}

/** USER_PASSWORD_AUTH: cognito-local has no SRP, and the cloud app client allows this flow too. */
async function passwordSignIn(email: string, password: string): Promise<void> {
  const { signIn, signOut } = await loadAuth();
  const attempt = () => signIn({ username: email, password, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
  let result;
  try {
    result = await attempt();
  } catch (error) {
    if (errorName(error) !== 'UserAlreadyAuthenticatedException') throw error;
    await signOut();
    result = await attempt();
  }
  if (!result.isSignedIn) throw new AuthFlowError('other');
  await reloadSession();
}

/** Signs in with e-mail and password; rejects with an AuthFlowError. */
export async function signInWithEmail(email: string, password: string): Promise<void> {
  try {
    await passwordSignIn(email, password);
  } catch (error) {
    if (error instanceof AuthFlowError) throw error;
    console.warn('Falha no login', error);
    throw new AuthFlowError(isInvalidCredentials(error) ? 'invalidCredentials' : 'other');
  }
}

/**
 * Creates the account and signs in at once: the user pool's PreSignUp trigger confirms
 * it, so there is no e-mail round trip. Rejects with an AuthFlowError.
 */
export async function signUpWithEmail(name: string, email: string, password: string): Promise<void> {
  try {
    const { signUp } = await loadAuth();
    const result = await signUp({ username: email, password, options: { userAttributes: { email, name } } });
    if (!result.isSignUpComplete && result.nextStep.signUpStep !== 'DONE') throw new AuthFlowError('other');
    await passwordSignIn(email, password);
  } catch (error) {
    if (error instanceof AuthFlowError) throw error;
    console.warn('Falha no cadastro', error);
    throw new AuthFlowError(isEmailTaken(error) ? 'emailTaken' : 'other');
  }
}
