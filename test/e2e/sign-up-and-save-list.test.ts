import type { Browser, Page } from 'playwright-core';
import { launchBrowser, phoneContext } from '../support/browser';
import { expectVisible, url } from './e2e-helpers';

describe('a new user signs up, saves a typed list and finds it again', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await phoneContext(browser, url)).newPage();
  });
  afterAll(async () => browser?.close());

  it('opens the home screen from the root', async () => {
    await page.goto('/');
    await page.waitForURL('**/home');
    await expectVisible(
      page.getByRole('link', { name: 'Iniciar Lista' }).or(page.getByRole('button', { name: 'Iniciar Lista' })),
    );
  });

  it('creates an account and is signed in at once', async () => {
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Cadastrar' }).click();
    await page.getByLabel('Nome').fill('Ana Souza');
    await page.getByLabel('E-mail').fill(`ana-${Date.now()}@exemplo.com.br`);
    await page.getByLabel('Senha').fill('segredo1');
    await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();
    await expectVisible(page.getByText('Conta criada com sucesso!'));
  });

  it('types items, saves the list under a name and lands on it', async () => {
    await page.goto('/add-items');
    await page.getByRole('button', { name: 'Digitar itens' }).click();
    for (const item of ['Arroz', 'Feijão preto', 'Leite']) {
      await page.getByLabel('Item').fill(item);
      await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
    }
    await page.getByRole('button', { name: 'Salvar Lista' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nome da lista').fill('Compras da semana');
    await dialog.getByRole('button', { name: 'Salvar Lista' }).click();

    await page.waitForURL(/\/saved-list\/[0-9a-f-]{36}$/);
    await expectVisible(page.getByRole('heading', { name: 'Compras da semana' }));
    await expectVisible(page.getByText('Lista Salva'));
    for (const item of ['Arroz', 'Feijão preto', 'Leite']) await expectVisible(page.getByText(item, { exact: true }));
  });

  it('still shows the list after a reload, read back from the server', async () => {
    await page.reload();
    await expectVisible(page.getByRole('heading', { name: 'Compras da semana' }));
    await expectVisible(page.getByText('Feijão preto', { exact: true }));
  });

  it('lists it among the saved lists, also on a deep link', async () => {
    await page.goto('/saved-lists');
    await expectVisible(page.getByText('Compras da semana'));
  });

  it('signs out from the profile', async () => {
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Sair da Conta' }).click();
    await page.goto('/profile');
    await expectVisible(
      page
        .getByRole('button', { name: 'Entrar / Cadastrar' })
        .or(page.getByRole('link', { name: 'Entrar / Cadastrar' })),
    );
    await page.goto('/saved-lists');
    await expectVisible(page.getByText('Faça login para ver suas listas salvas'));
  });

  it('shows the 404 page for an unknown path', async () => {
    await page.goto('/nao-existe');
    await expectVisible(page.getByText('Ops! Página não encontrada'));
  });
});
