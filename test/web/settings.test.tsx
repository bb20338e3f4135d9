import { storeSession } from './support/fake-amplify';
import { fakeApi, goOffline, goOnline, type ApiAnswer, type ApiCall } from './support/fake-api';
import { pageLoad, type Page } from './support/page-load';

const ana = { sub: 'user-ana', email: 'ana@example.com', name: 'Ana' };
const brl = { showPriceFields: true, selectedCurrency: 'BRL', categorizeItems: false, theme: null };

/** The account's side of /settings: it keeps the newer change (by its time) and answers what it keeps. */
function accountServer(initial: { settings: typeof brl | null; changedAt: string | null }) {
  const account = { ...initial };
  const handler = (call: ApiCall): ApiAnswer => {
    if (call.path === '/settings' && call.method === 'GET') return { body: account };
    if (call.path === '/settings' && call.method === 'PUT') {
      const { changedAt = new Date().toISOString(), ...settings } = call.body as typeof brl & { changedAt?: string };
      if (!account.changedAt || changedAt > account.changedAt) Object.assign(account, { settings, changedAt });
      return { body: account };
    }
    if (call.path === '/functions/check-subscription') return { body: { subscribed: false } };
    return { status: 404, body: { code: 'NOT_FOUND', message: 'Não encontrado' } };
  };
  return { account, handler };
}

/** What the app logs when a change could not reach the account (it keeps it to send later). */
const savingFailed = 'Falha ao guardar as configurações na conta';
const euro = (page: Page) => page.screen.findByRole('radio', { name: 'Euro (€)' });
const real = (page: Page) => page.screen.findByRole('radio', { name: 'Real Brasileiro (R$)' });
const checked = (element: HTMLElement) => (element as HTMLInputElement).checked;

afterEach(() => {
  goOnline();
  localStorage.clear();
});

test('a setting chosen on /configuracoes is kept with its change time and is still chosen after a reload', async () => {
  fakeApi();
  const before = new Date().toISOString();
  await pageLoad(async (page) => {
    page.open('/configuracoes');
    expect(checked(await real(page))).toBe(true);
    page.fireEvent.click(await euro(page));
    expect(checked(await euro(page))).toBe(true);
  });
  expect(localStorage.getItem('settingsChangedAt')! >= before).toBe(true);

  await pageLoad(async (page) => {
    page.open('/configuracoes');
    expect(checked(await euro(page))).toBe(true);
    expect(checked(await real(page))).toBe(false);
  });
});

test('a change made offline is not reverted by the older copy on the account: back online the account takes it', async () => {
  const { account, handler } = accountServer({ settings: brl, changedAt: '2026-01-01T00:00:00.000Z' });
  const calls = fakeApi(handler);
  storeSession(ana);
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  await pageLoad(async (page) => {
    page.open('/configuracoes');
    await page.waitFor(() => expect(calls.some((call) => call.path === '/settings')).toBe(true));
    page.act(() => goOffline());
    page.fireEvent.click(await euro(page));
    await page.waitFor(() => expect(warn).toHaveBeenCalledWith(savingFailed, expect.anything()));

    page.act(() => goOnline());
    await page.waitFor(() => expect(account.settings?.selectedCurrency).toBe('EUR'));
    expect(checked(await euro(page))).toBe(true);
  });
  warn.mockRestore();

  // The next start reads the account again: the change stays.
  await pageLoad(async (page) => {
    page.open('/configuracoes');
    await page.waitFor(() => expect(calls.filter((call) => call.method === 'GET').length).toBeGreaterThan(1));
    expect(checked(await euro(page))).toBe(true);
  });
});

test('a change whose sending did not finish before a reload still wins at the next start', async () => {
  const server = accountServer({ settings: brl, changedAt: '2026-01-01T00:00:00.000Z' });
  let failPuts = true;
  const calls = fakeApi((call) =>
    failPuts && call.method === 'PUT'
      ? { status: 503, body: { code: 'UNAVAILABLE', message: 'Fora do ar' } }
      : server.handler(call),
  );
  storeSession(ana);
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  await pageLoad(async (page) => {
    page.open('/configuracoes');
    await page.waitFor(() => expect(calls.some((call) => call.path === '/settings')).toBe(true));
    page.fireEvent.click(await euro(page));
    await page.waitFor(() => expect(warn).toHaveBeenCalledWith(savingFailed, expect.anything()));
  });
  warn.mockRestore();
  expect(server.account.settings?.selectedCurrency).toBe('BRL');

  failPuts = false;
  await pageLoad(async (page) => {
    page.open('/configuracoes');
    await page.waitFor(() => expect(server.account.settings?.selectedCurrency).toBe('EUR'));
    expect(checked(await euro(page))).toBe(true);
  });
});

test('a newer change made on another phone replaces the older one on this device', async () => {
  localStorage.setItem('selectedCurrency', 'BRL');
  localStorage.setItem('settingsChangedAt', '2026-01-01T00:00:00.000Z');
  const { handler } = accountServer({
    settings: { ...brl, selectedCurrency: 'EUR' },
    changedAt: '2026-02-01T00:00:00.000Z',
  });
  fakeApi(handler);
  storeSession(ana);
  await pageLoad(async (page) => {
    page.open('/configuracoes');
    await page.waitFor(async () => expect(checked(await euro(page))).toBe(true));
  });
});
