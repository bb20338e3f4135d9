import type { PreSignUpTriggerEvent } from 'aws-lambda';

/**
 * Cognito PreSignUp trigger: confirms the account and its e-mail at sign-up, so a new
 * user is signed in at once ("Conta criada com sucesso!") with no e-mail round trip.
 * Deployments that want e-mail verification leave this trigger out (see lib/auth).
 */
export async function handler(event: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> {
  event.response.autoConfirmUser = true;
  if (event.request.userAttributes.email) event.response.autoVerifyEmail = true;
  return event;
}
