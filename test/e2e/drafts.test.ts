import type { Page } from 'playwright-core';
import {
  api,
  deviceIdOf,
  eventually,
  expectGone,
  expectVisible,
  gotoHydrated,
  navLink,
  phonePagePerTest,
  signUpInBrowser,
  typeItems,
} from './e2e-helpers';

interface StoredDraft {
  id: string;
  name: string;
  items: { name: string; quantity: number }[];
  synced: boolean;
}

async function storedDrafts(page: Page): Promise<StoredDraft[]> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('groceryDrafts') ?? '[]'));
}

const exitPrompt = 'Você está saindo de uma lista que ainda não foi salva.';

describe('drafts of a guest: saved on the way out, listed, continued, deleted', () => {
  const phone = phonePagePerTest();
  let page: Page;

  beforeEach(() => {
    page = phone.page;
  });

  it('saves an unsaved list as "Rascunho 1", continues it from /drafts and deletes it after confirmation', async () => {
    await page.goto('/add-items');
    await typeItems(page, ['Arroz', 'Leite']);
    await navLink(page, 'Início').click();

    const prompt = page.getByRole('dialog', { name: exitPrompt });
    await expectVisible(prompt);
    await prompt.getByRole('button', { name: 'Salvar como rascunho' }).click();
    await page.waitForURL('**/home');

    // Home: the "Continuar" card of the latest draft and "Nova Lista".
    await expectVisible(page.getByText('Rascunho 1', { exact: true }));
    await expectVisible(page.getByRole('link', { name: 'Nova Lista' }));
    await expectVisible(page.getByRole('link', { name: 'Ver todos os rascunhos' }));

    // The guest's draft got its remote copy under the device.
    const deviceId = await deviceIdOf(page);
    const remote = await eventually(
      () => api({ deviceId })('GET', '/device/drafts'),
      (answer) => answer.body?.drafts?.length === 1,
    );
    expect(remote.body.drafts[0]).toMatchObject({ name: 'Rascunho 1', items: [{ name: 'Arroz' }, { name: 'Leite' }] });
    await eventually(
      () => storedDrafts(page),
      (drafts) => drafts[0]?.synced === true,
    );

    await page.getByRole('link', { name: 'Ver todos os rascunhos' }).click();
    await page.waitForURL('**/drafts');
    await expectVisible(page.getByText('1 rascunho(s) salvos'));
    await expectVisible(page.getByText('2 itens', { exact: false }));

    await page.getByRole('link', { name: 'Continuar Rascunho 1' }).click();
    await page.waitForURL((target) => target.pathname === '/add-items' && target.search === '');
    await expectVisible(page.getByRole('status').filter({ hasText: 'Rascunho carregado' }));
    await expectVisible(page.getByRole('main').getByText('Leite', { exact: true }));

    // Changes are saved back to the draft (1 s later); leaving needs no prompt.
    await typeItems(page, ['Pão']);
    await eventually(
      () => storedDrafts(page),
      (drafts) => drafts[0]?.items.length === 3,
    );
    await navLink(page, 'Listas Salvas').click();
    await page.waitForURL('**/saved-lists');
    expect(await page.getByRole('dialog').count()).toBe(0);

    await page.goto('/drafts');
    await expectVisible(page.getByText('3 itens', { exact: false }));
    await page.getByRole('button', { name: 'Deletar Rascunho 1' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Deletar Rascunho' });
    await expectVisible(
      confirm.getByText('Tem certeza que deseja deletar "Rascunho 1"? Esta ação não pode ser desfeita.'),
    );
    await confirm.getByRole('button', { name: 'Deletar', exact: true }).click();
    await expectVisible(page.getByText('Rascunho deletado'));
    await expectVisible(page.getByText('Você ainda não tem rascunhos salvos'));
    await expectVisible(page.getByRole('link', { name: 'Criar primeira lista' }));
    // The remote copy goes too.
    await eventually(
      () => api({ deviceId })('GET', '/device/drafts'),
      (answer) => answer.body?.drafts?.length === 0,
    );

    await page.goto('/home');
    await expectVisible(page.getByRole('link', { name: 'Iniciar Lista' }));
  });

  it('holds the way out of an unsaved list: close stays, browser back asks, "Descartar" leaves', async () => {
    await gotoHydrated(page, '/home');
    await page.getByRole('link', { name: 'Iniciar Lista' }).click();
    await page.waitForURL('**/add-items');
    await typeItems(page, ['Café']);

    await page.goBack();
    const prompt = page.getByRole('dialog', { name: exitPrompt });
    await expectVisible(prompt);
    await prompt.getByRole('button', { name: 'Fechar' }).click();
    await expectGone(prompt);
    expect(new URL(page.url()).pathname).toBe('/add-items');
    await expectVisible(page.getByRole('main').getByText('Café', { exact: true }));

    await page.getByRole('button', { name: 'Voltar' }).click();
    await expectVisible(prompt);
    await prompt.getByRole('button', { name: 'Fechar' }).click();
    await expectGone(prompt);

    await navLink(page, 'Perfil').click();
    await prompt.getByRole('button', { name: 'Descartar' }).click();
    await page.waitForURL('**/profile');
    expect(await storedDrafts(page)).toEqual([]);

    await page.goto('/add-items');
    await expectVisible(page.getByText('Nenhum item ainda'));
  });

  it('asks the browser before unloading a page with an unsaved list', async () => {
    await page.goto('/add-items');
    await typeItems(page, ['Ovos']);
    const dialogType = new Promise<string>((resolve) => {
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.accept();
      });
    });
    await page.goto('/home');
    expect(await dialogType).toBe('beforeunload');
  });

  it('shows the login prompt when a guest who already has a draft saves another one; signing up returns to the list', async () => {
    await page.goto('/add-items');
    await typeItems(page, ['Arroz']);
    await navLink(page, 'Início').click();
    await page.getByRole('button', { name: 'Salvar como rascunho' }).click();
    await page.waitForURL('**/home');

    await page.getByRole('link', { name: 'Nova Lista' }).click();
    await typeItems(page, ['Feijão']);
    await navLink(page, 'Início').click();
    await page.getByRole('button', { name: 'Salvar como rascunho' }).click();
    const login = page.getByRole('dialog', { name: 'Login Necessário' });
    await expectVisible(login.getByText(/rascunho/));
    expect((await storedDrafts(page)).map((draft) => draft.name)).toEqual(['Rascunho 1']);

    // "Cadastrar-se para continuar" opens the "Cadastrar" tab, and signing up comes back here with the list.
    await login.getByRole('button', { name: 'Cadastrar-se para continuar' }).click();
    await page.waitForURL('**/auth');
    expect(await page.getByRole('tab', { name: 'Cadastrar' }).getAttribute('aria-selected')).toBe('true');
    await page.getByLabel('Nome').fill('Gil Souza');
    await page.getByLabel('E-mail').fill(`e2e-${Date.now()}-${Math.random().toString(36).slice(2)}@exemplo.com.br`);
    await page.getByLabel('Senha').fill('segredo1');
    await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();
    await page.waitForURL('**/add-items');
    await expectVisible(page.getByRole('main').getByText('Feijão', { exact: true }));
    await navLink(page, 'Início').click();
    await page.getByRole('button', { name: 'Salvar como rascunho' }).click();
    await page.waitForURL('**/home');
    await eventually(
      async () => (await storedDrafts(page)).map((draft) => draft.name).sort(),
      (names) => names.length === 2,
    );

    // Signed in, /saved-lists shows the drafts in their own "Rascunhos" section, above the lists.
    await navLink(page, 'Listas Salvas').click();
    const section = page.getByRole('region', { name: 'Rascunhos' });
    await expectVisible(section.getByRole('link', { name: /Rascunho 1/ }));
    expect(await section.getByRole('link').count()).toBe(2);
    await section.getByRole('link', { name: /Rascunho 1/ }).click();
    await expectVisible(page.getByText('Rascunho carregado'));
    await expectVisible(page.getByRole('main').getByText('Arroz', { exact: true }));
  });

  it('migrates the legacy single draft when /drafts opens, and drops a corrupt one', async () => {
    await page.goto('/home');
    await page.evaluate(() => localStorage.setItem('draftGroceryItems', JSON.stringify(['Açúcar', 'Sal'])));
    await page.goto('/drafts');
    await expectVisible(page.getByText('Rascunho 1', { exact: true }));
    await expectVisible(page.getByText('2 itens', { exact: false }));
    expect(await page.evaluate(() => localStorage.getItem('draftGroceryItems'))).toBeNull();

    await page.evaluate(() => localStorage.setItem('draftGroceryItems', '{corrompido'));
    await page.reload();
    await expectVisible(page.getByText('1 rascunho(s) salvos'));
    expect(await page.evaluate(() => localStorage.getItem('draftGroceryItems'))).toBeNull();
  });
});

describe('drafts follow the guest into the account on sign-in', () => {
  const phone = phonePagePerTest();
  let page: Page;

  beforeEach(() => {
    page = phone.page;
  });

  async function saveDraftAsGuest(items: string[]): Promise<void> {
    await page.goto('/add-items');
    await typeItems(page, items);
    await navLink(page, 'Início').click();
    await page.getByRole('button', { name: 'Salvar como rascunho' }).click();
    await page.waitForURL('**/home');
  }

  it("links the device on sign-up: the guest draft becomes the user's on the server", async () => {
    await saveDraftAsGuest(['Arroz', 'Feijão']);
    const deviceId = await deviceIdOf(page);
    await eventually(
      () => api({ deviceId })('GET', '/device/drafts'),
      (answer) => answer.body?.drafts?.length === 1,
    );

    const linked = page.waitForResponse(
      (response) => response.url().endsWith('/devices/link') && response.request().method() === 'POST',
    );
    const user = await signUpInBrowser(page);
    expect((await linked).status()).toBe(200);

    const mine = await eventually(
      () => api({ user })('GET', '/drafts'),
      (answer) => answer.body?.drafts?.length === 1,
    );
    expect(mine.body.drafts[0]).toMatchObject({ name: 'Rascunho 1', items: [{ name: 'Arroz' }, { name: 'Feijão' }] });
    expect((await api({ deviceId })('GET', '/device/drafts')).body.drafts).toEqual([]);
  });

  it('syncs drafts the guest could not send, and says so', async () => {
    // The guest's copies never reach the server (offline, say); the user's routes work.
    await page.route('**/device/drafts/**', (route) => route.abort());
    const refused = page.waitForEvent('requestfailed', (request) => request.url().includes('/device/drafts/'));
    await saveDraftAsGuest(['Leite']);
    await refused;
    expect((await storedDrafts(page))[0]?.synced).toBe(false);

    // The toast may come and go while the sign-up journey is still finishing: watch for it from the start.
    const toast = Promise.all([
      expectVisible(page.getByText('Rascunhos sincronizados'), 60_000),
      expectVisible(page.getByText('1 rascunho foi sincronizado'), 60_000),
    ]);
    const user = await signUpInBrowser(page);
    await toast;
    const mine = await eventually(
      () => api({ user })('GET', '/drafts'),
      (answer) => answer.body?.drafts?.length === 1,
    );
    expect(mine.body.drafts[0]).toMatchObject({ name: 'Rascunho 1', items: [{ name: 'Leite' }] });
    await eventually(
      () => storedDrafts(page),
      (drafts) => drafts[0]?.synced === true,
    );
  });
});
