import { amplifyKeys, storeSession } from './support/fake-amplify';
import { fakeApi, goOffline, goOnline } from './support/fake-api';
import { indexedDbText } from './support/device-data';
import { pageLoad, type Page } from './support/page-load';

const ana = { sub: 'user-ana', email: 'ana@example.com', name: 'Ana' };
const listId = '00000000-0000-4000-8000-0000000000aa';

beforeEach(() => {
  fakeApi((call) =>
    call.path === '/functions/check-subscription' ? { body: { subscribed: false } } : { status: 200, body: {} },
  );
  localStorage.setItem('device_id', 'device_1_abc');
  localStorage.setItem('groceryDrafts', JSON.stringify([{ id: 'draft_1', name: 'Rascunho 1', items: [] }]));
  storeSession(ana);
});

afterEach(() => {
  goOnline();
  localStorage.clear();
  jest.restoreAllMocks();
});

/** A change to one of Ana's lists made offline: it waits in the outbox (IndexedDB). */
async function queueOfflineChange() {
  const { sendNowOrQueue } = await import('@/lib/offline/offline-sync');
  await sendNowOrQueue(ana.sub, {
    kind: 'addItems',
    listId,
    items: [{ id: '00000000-0000-4000-8000-0000000000b1', name: 'Chocolate secreto', quantity: 1, price: null }],
  });
}

async function expectSignedOutAndForgotten(page: Page) {
  expect(await page.screen.findByText('Você saiu da sua conta.')).toBeTruthy();
  // The device keeps its id and its drafts (spec §4); the account's session and lists are gone.
  expect(amplifyKeys()).toEqual([]);
  expect(localStorage.getItem('current_user_id')).toBeNull();
  expect(localStorage.getItem('device_id')).toBe('device_1_abc');
  expect(localStorage.getItem('groceryDrafts')).toContain('Rascunho 1');
  expect(Object.keys(localStorage).filter((key) => key.includes(ana.sub))).toEqual([]);
  expect(await indexedDbText()).not.toContain('Chocolate secreto');
  expect(await indexedDbText()).not.toContain(ana.sub);
}

test('a stored session opens signed in, and "Sair da Conta" signs out and clears the account from the device', async () => {
  await pageLoad(async (page) => {
    page.open('/profile');
    expect(await page.screen.findByText('Olá, Ana!')).toBeTruthy();
    expect(page.screen.getByText('ana@example.com')).toBeTruthy();
    expect(localStorage.getItem('current_user_id')).toBe(ana.sub);

    page.fireEvent.click(page.screen.getByRole('button', { name: 'Sair da Conta' }));
    await expectSignedOutAndForgotten(page);
  });

  // The next visit is a guest's.
  await pageLoad(async (page) => {
    page.open('/profile');
    expect(await page.screen.findByText('Olá, visitante!')).toBeTruthy();
  });
});

test('with a change still unsent, "Sair da Conta" asks first; "Sair mesmo assim" drops it with the rest', async () => {
  goOffline();
  // Offline, reading the account's settings at sign-in fails and is logged.
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  await pageLoad(async (page) => {
    page.open('/profile');
    expect(await page.screen.findByText('Olá, Ana!')).toBeTruthy();
    await queueOfflineChange();
    expect(await indexedDbText()).toContain('Chocolate secreto');

    page.fireEvent.click(page.screen.getByRole('button', { name: 'Sair da Conta' }));
    expect(await page.screen.findByText('Alterações não sincronizadas')).toBeTruthy();
    expect(page.screen.getByText(/^1 alteração das suas listas ainda não foi enviada/)).toBeTruthy();
    // Still signed in while the question is open.
    expect(page.screen.getByText('Olá, Ana!')).toBeTruthy();

    page.fireEvent.click(page.screen.getByRole('button', { name: 'Sair mesmo assim' }));
    await expectSignedOutAndForgotten(page);
  });
});
