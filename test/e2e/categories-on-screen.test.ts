import type { Page } from 'playwright-core';
import { localTable } from '../support/local-table';
import {
  api,
  createList,
  eventually,
  expectGone,
  expectVisible,
  gotoHydrated,
  installOfflineShell,
  phonePagePerTest,
  signUpInBrowser,
  typeItems,
} from './e2e-helpers';

/** A premium user turns "Organizar por categoria" on (off until chosen) and waits until the account has it. */
async function chooseGrouping(page: Page): Promise<void> {
  await gotoHydrated(page, '/configuracoes');
  const toggle = page.getByRole('switch', { name: 'Organizar por categoria' });
  await expectVisible(page.getByText('Agrupa os itens em categorias como Hortifruti e Bebidas'));
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/settings') && response.request().method() === 'PUT',
  );
  await toggle.click();
  await saved;
  expect(await toggle.getAttribute('aria-checked')).toBe('true');
}

describe('categories on screen', () => {
  const phone = phonePagePerTest();

  it("groups a premium user's saved list by category, stores each category on its item, and follows the switch", async () => {
    const { page } = phone;
    const user = await signUpInBrowser(page);
    const listId = await createList(user, 'Feira', ['banana', 'sabão em pó', 'leite', 'vela de aniversário']);

    // A free user sees the list flat.
    await page.goto(`/saved-list/${listId}`);
    await expectVisible(page.getByText('banana', { exact: true }));
    expect(await page.getByRole('button', { name: /Hortifruti/ }).count()).toBe(0);

    await localTable().makePremium(user);
    await chooseGrouping(page);
    await page.goto(`/saved-list/${listId}`);
    for (const group of ['Hortifruti', 'Laticínios e Ovos', 'Limpeza e Lavanderia', 'Diversos e Sazonal'])
      await expectVisible(page.getByRole('button', { name: new RegExp(group) }));
    // Groups follow the spec's order, the default last.
    const groups = await page.getByRole('main').locator('h3').allTextContents();
    expect(groups[0]).toMatch(/Hortifruti/);
    expect(groups.at(-1)).toMatch(/Diversos e Sazonal/);

    // Collapsible: closing a group hides its items.
    await page.getByRole('button', { name: /^Hortifruti/ }).click();
    await expectGone(page.getByText('banana', { exact: true }));

    const stored = await eventually(
      async () =>
        (await api({ user })('GET', `/lists/${listId}`)).body.list.items as { name: string; category: string | null }[],
      (items) => items.every((item) => item.category !== null),
    );
    expect(Object.fromEntries(stored.map((item) => [item.name, item.category]))).toMatchObject({
      banana: 'Hortifruti',
      leite: 'Laticínios e Ovos',
      'sabão em pó': 'Limpeza e Lavanderia',
    });

    await gotoHydrated(page, '/configuracoes');
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/settings') && response.request().method() === 'PUT',
    );
    await page.getByRole('switch', { name: 'Organizar por categoria' }).click();
    await saved;
    await page.goto(`/saved-list/${listId}`);
    await expectVisible(page.getByText('banana', { exact: true }));
    expect(await page.getByRole('button', { name: /Hortifruti/ }).count()).toBe(0);
  });

  it("groups a premium user's items on /add-items as they are typed", async () => {
    const { page } = phone;
    const user = await signUpInBrowser(page);
    await localTable().makePremium(user);
    await chooseGrouping(page);
    await page.goto('/add-items');
    await typeItems(page, ['maçã', 'detergente']);
    await expectVisible(page.getByRole('button', { name: /Hortifruti/ }));
    await expectVisible(page.getByRole('button', { name: /Limpeza e Lavanderia/ }));
  });

  it("groups a premium user's items with no network: the categoriser on the phone, its chunk from the service worker", async () => {
    const { page, context } = phone;
    const user = await signUpInBrowser(page);
    await localTable().makePremium(user);
    await chooseGrouping(page);
    await page.goto('/add-items');
    await installOfflineShell(page);
    // Online, the server answers (and the app knows the user is Premium).
    await typeItems(page, ['banana']);
    await expectVisible(page.getByRole('button', { name: /Hortifruti/ }));
    const chunks = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => path.includes('offline-categoriser')),
      );
    expect(await chunks()).toEqual([]);

    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('categorize-grocery-items')) asked.push(request.url());
    });
    await context.setOffline(true);
    await typeItems(page, ['detergente', 'cerveja']);
    await expectVisible(page.getByRole('button', { name: /Limpeza e Lavanderia/ }));
    await expectVisible(page.getByRole('button', { name: /Bebidas Alcoólicas/ }));
    expect(await chunks()).toHaveLength(1);
    expect(asked).toEqual([]);
  });
});
