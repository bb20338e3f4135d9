import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { handler } from '../../../lambdas/functions/pre-sign-up';

describe('the PreSignUp trigger', () => {
  it('confirms the account and the e-mail so the new user signs in at once', async () => {
    const event = {
      triggerSource: 'PreSignUp_SignUp',
      request: { userAttributes: { email: 'ana@exemplo.com.br', name: 'Ana' } },
      response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
    } as unknown as PreSignUpTriggerEvent;
    const result = await handler(event);
    expect(result.response).toMatchObject({ autoConfirmUser: true, autoVerifyEmail: true });
  });
});
