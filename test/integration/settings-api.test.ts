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

  it('keeps the newer change: an older one from a phone that was offline changes nothing', async () => {
    const user = await signUpAndIn(await readWebConfig(process.env.LOCAL_URL!));
    const put = (body: unknown) => callApi(apiUrl, 'PUT', '/settings', { token: user.accessToken, body });
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

    const newer = { ...chosen, changedAt: minutesAgo(1) };
    expect(await put(newer)).toMatchObject({ status: 200, body: { settings: chosen, changedAt: newer.changedAt } });

    // The phone that changed the currency offline ten minutes ago comes back: the newer change stays.
    const older = { ...chosen, selectedCurrency: 'BRL', changedAt: minutesAgo(10) };
    expect(await put(older)).toMatchObject({ status: 200, body: { settings: chosen, changedAt: newer.changedAt } });
    expect((await callApi(apiUrl, 'GET', '/settings', { token: user.accessToken })).body).toEqual({
      settings: chosen,
      changedAt: newer.changedAt,
    });

    // A clock ahead of the server's counts as now, so it cannot lock later changes out.
    const ahead = { ...chosen, theme: 'light', changedAt: new Date(Date.now() + 86_400_000).toISOString() };
    const kept = await put(ahead);
    expect(kept.body.settings.theme).toBe('light');
    expect(Date.parse(kept.body.changedAt)).toBeLessThanOrEqual(Date.now());
    expect((await put({ ...chosen, theme: null })).body.settings.theme).toBeNull();
  });

  it('refuses guests and malformed settings with a pt-BR message, changing nothing', async () => {
    const user = await signUpAndIn(await readWebConfig(process.env.LOCAL_URL!));
    expect((await callApi(apiUrl, 'GET', '/settings', {})).status).toBe(401);
    for (const body of [
      { ...chosen, selectedCurrency: 'USD' },
      { ...chosen, theme: 'blue' },
      { ...chosen, extra: true },
      { showPriceFields: true },
      { ...chosen, changedAt: 'ontem' },
    ]) {
      const answer = await callApi(apiUrl, 'PUT', '/settings', { token: user.accessToken, body });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toEqual(expect.any(String));
    }
    expect((await callApi(apiUrl, 'GET', '/settings', { token: user.accessToken })).body.settings).toBeNull();
  });
});
