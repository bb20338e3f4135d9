import { localTable } from '../support/local-table';
import { callApi, readWebConfig, signUpAndIn } from '../support/local-users';

const apiUrl = process.env.LOCAL_API_URL!;

describe('check-subscription through the local runtime', () => {
  it('answers from the table: free, then Premium with tier and end, then free again once the period ended', async () => {
    const user = await signUpAndIn(await readWebConfig(process.env.LOCAL_URL!));
    const check = () => callApi(apiUrl, 'POST', '/functions/check-subscription', { token: user.accessToken });
    expect(await check()).toEqual({
      status: 200,
      body: {
        subscribed: false,
        subscription_tier: null,
        subscription_end: null,
        cancel_at_period_end: false,
        subscription_currency: null,
      },
    });
    const until = new Date(Date.now() + 30 * 86_400_000);
    await localTable().makePremium(user, until);
    expect(await check()).toEqual({
      status: 200,
      body: {
        subscribed: true,
        subscription_tier: 'Basic',
        subscription_end: until.toISOString(),
        cancel_at_period_end: false,
        subscription_currency: 'brl',
      },
    });
    await localTable().makePremium(user, new Date(Date.now() - 1000));
    expect((await check()).body.subscribed).toBe(false);
  });
});
