import type { Page } from 'playwright-core';
import type { TestUser } from '../support/local-users';
import {
  api,
  createList,
  deviceIdOf,
  eventually,
  expectGone,
  expectVisible,
  navLink,
  phonePagePerTest,
  signUpInBrowser,
  typeItems,
} from './e2e-helpers';

async function itemNamesInOrder(page: Page): Promise<string[]> {
  // The items' ordered list (the list's people are in a list of their own).
  const rows = page.locator('main ol > li');
  return (await rows.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
}

describe('reordering the items of a saved list', () => {
  const phone = phonePagePerTest();
  let page: Page;
  let user: TestUser;

  beforeEach(async () => {
    page = phone.page;
    user = await signUpInBrowser(page);
  });

  it('moves the last item to the top with "Reordenar", keeps focus on it, and the order survives a reload', async () => {
    const listId = await createList(user, 'Feira', ['Arroz', 'Feijão', 'Leite']);
    await page.goto(`/saved-list/${listId}`);
    await expectVisible(page.getByRole('heading', { name: 'Feira' }));

    await page.getByRole('button', { name: 'Reordenar' }).click();
    await expectVisible(page.getByRole('button', { name: 'Concluir' }));
    expect(await page.getByRole('button', { name: 'Mover Arroz para cima' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Mover Leite para baixo' }).count()).toBe(0);

    // The outbox sends the reorder in a batch of the list's changes.
    const saved = (expected: number) =>
      page.waitForResponse(
        (response) =>
          response.url().endsWith(`/lists/${listId}/changes`) &&
          response.request().method() === 'POST' &&
          response.status() === expected,
      );
    let put = saved(200);
    await page.getByRole('button', { name: 'Mover Leite para cima' }).click();
    await put;
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Mover Leite para cima');

    put = saved(200);
    await page.getByRole('button', { name: 'Mover Leite para cima' }).click();
    await put;
    await eventually(
      () => itemNamesInOrder(page),
      (names) => names.join('|') === '1. Leite|2. Arroz|3. Feijão',
    );
    // Leite is first now: no "up" any more, focus moves to its "down".
    await expectGone(page.getByRole('button', { name: 'Mover Leite para cima' }));
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Mover Leite para baixo',
    );

    await page.getByRole('button', { name: 'Concluir' }).click();
    await expectVisible(page.getByRole('button', { name: 'Reordenar' }));
    await expectVisible(page.getByRole('button', { name: 'Editar Leite' }));

    await page.reload();
    await expectVisible(page.getByRole('heading', { name: 'Feira' }));
    await expectVisible(page.getByRole('button', { name: 'Editar Leite' }));
    const names = await page
      .getByRole('main')
      .getByRole('checkbox')
      .evaluateAll((boxes) => boxes.map((box) => box.getAttribute('aria-label')));
    expect(names).toEqual(['Leite comprado', 'Arroz comprado', 'Feijão comprado']);
    const remote = await api({ user })('GET', `/lists/${listId}`);
    expect(
      remote.body.list.items
        .sort((a: { orderIndex: number }, b: { orderIndex: number }) => a.orderIndex - b.orderIndex)
        .map((item: { name: string }) => item.name),
    ).toEqual(['Leite', 'Arroz', 'Feijão']);
  });
});

describe("a guest's one free draft, as the server counts it", () => {
  const phone = phonePagePerTest();
  let page: Page;

  beforeEach(() => {
    page = phone.page;
  });

  it('asks to sign in for a new draft after the synced free draft was deleted', async () => {
    await page.goto('/add-items');
    await typeItems(page, ['Arroz']);
    await navLink(page, 'Início').click();
    await page.getByRole('button', { name: 'Salvar como rascunho' }).click();
    await page.waitForURL('**/home');

    const deviceId = await deviceIdOf(page);
    await eventually(
      () => api({ deviceId })('GET', '/device/usage'),
      (answer) => answer.status === 200 && typeof answer.body?.freeDraftLocalId === 'string',
    );

    await page.goto('/drafts');
    await page.getByRole('button', { name: 'Deletar Rascunho 1' }).click();
    await page
      .getByRole('alertdialog', { name: 'Deletar Rascunho' })
      .getByRole('button', { name: 'Deletar', exact: true })
      .click();
    await expectVisible(page.getByText('Você ainda não tem rascunhos salvos'));

    await page.goto('/add-items');
    await typeItems(page, ['Feijão']);
    await navLink(page, 'Início').click();
    await page.getByRole('button', { name: 'Salvar como rascunho' }).click();
    await expectVisible(page.getByRole('dialog', { name: 'Login Necessário' }));
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('groceryDrafts') ?? '[]'))).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/add-items');
  });
});
