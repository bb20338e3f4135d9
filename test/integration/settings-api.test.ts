import { callApi, readWebConfig, signUpAndIn } from '../support/local-users';

const apiUrl = process.env.LOCAL_API_URL!;

describe('settings on the account through the local runtime', () => {
  const chosen = { showPriceFields: false, selectedCurrency: 'EUR', categorizeItems: true, theme: 'dark' };

  it('keeps a user’s settings for their next phone, apart from every other user', async () => {
    const config = await readWebConfig(process.env.LOCAL_URL!);
    const [ana, bruno] = await Promise.all([signUpAndIn(config), signUpAndIn(config)]);
    const as = (user: typeof ana) => (method: string, body?: unknown) =>
      callApi(apiUrl, method, '/settings', { token: user.accessToken, body });

    expect(await as(ana)('GET')).toMatchObject({ status: 200, body: { settings: null } });
    expect(await as(ana)('PUT', chosen)).toMatchObject({ status: 200, body: { settings: chosen } });
    expect(await as(ana)('GET')).toMatchObject({ status: 200, body: { settings: chosen } });
    expect(await as(bruno)('GET')).toMatchObject({ status: 200, body: { settings: null } });

    const followsSystem = { ...chosen, theme: null };
    expect(await as(ana)('PUT', followsSystem)).toMatchObject({ status: 200 });
    expect((await as(ana)('GET')).body.settings).toEqual(followsSystem);
  });

  it('refuses guests and malformed settings with a pt-BR message, changing nothing', async () => {
    const user = await signUpAndIn(await readWebConfig(process.env.LOCAL_URL!));
    expect((await callApi(apiUrl, 'GET', '/settings', {})).status).toBe(401);
    for (const body of [
      { ...chosen, selectedCurrency: 'USD' },
      { ...chosen, theme: 'blue' },
      { ...chosen, extra: true },
      { showPriceFields: true },
    ]) {
      const answer = await callApi(apiUrl, 'PUT', '/settings', { token: user.accessToken, body });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toEqual(expect.any(String));
    }
    expect((await callApi(apiUrl, 'GET', '/settings', { token: user.accessToken })).body.settings).toBeNull();
  });
});
