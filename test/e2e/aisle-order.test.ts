import type { Page } from 'playwright-core';
import { CATEGORY_NAMES } from '../../lambdas/domain/categories/categories';
import { localTable } from '../support/local-table';
import type { TestUser } from '../support/local-users';
import {
  api,
  createList,
  eventually,
  expectVisible,
  gotoHydrated,
  phonePagePerTest,
  signUpInBrowser,
} from './e2e-helpers';

const aisles = (page: Page) => page.getByRole('list', { name: 'Ordem dos corredores' });

/** The aisle rows' category names, in order. */
async function aisleNames(page: Page): Promise<string[]> {
  return aisles(page)
    .locator('li')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-aisle') ?? ''));
}

async function savedOrder(user: TestUser): Promise<string[] | null> {
  return (await api({ user })('GET', '/category-order')).body.categories;
}

/** The group headings of a saved list, in order. */
async function groupNames(page: Page): Promise<string[]> {
  return page
    .getByRole('main')
    .locator('[data-group]')
    .evaluateAll((groups) => groups.map((group) => group.getAttribute('data-group') ?? ''));
}

describe("the shop's aisle order of the categories", () => {
  const phone = phonePagePerTest();

  it('is for Premium: a free user sees no aisle order in /configuracoes', async () => {
    const { page } = phone;
    await signUpInBrowser(page);
    await gotoHydrated(page, '/configuracoes');
    await expectVisible(page.getByRole('switch', { name: 'Organizar por categoria' }));
    expect(await page.getByText('Ordem dos corredores').count()).toBe(0);
  });

  it('reorders with the keyboard and by dragging in /configuracoes, and saved lists follow it, also moved on the list', async () => {
    const { page } = phone;
    const user = await signUpInBrowser(page);
    await localTable().makePremium(user);
    const listId = await createList(user, 'Feira', ['banana', 'sabão em pó', 'leite']);

    await gotoHydrated(page, '/configuracoes');
    // Grouping by category is off until chosen; the aisle order comes with it.
    const grouping = page.getByRole('switch', { name: 'Organizar por categoria' });
    await expectVisible(page.getByRole('switch', { name: 'Organizar por categoria', checked: false }));
    expect(await page.getByText('Ordem dos corredores').count()).toBe(0);
    await grouping.click();
    await expectVisible(aisles(page));
    expect(await aisleNames(page)).toEqual([...CATEGORY_NAMES]);

    // Keyboard: the focus stays on the moved row's button, and its place is announced.
    await page.getByRole('button', { name: 'Mover Limpeza e Lavanderia para cima' }).focus();
    for (let position = 13; position >= 1; position--) {
      await page.keyboard.press('Enter');
      await eventually(
        () => aisleNames(page),
        (names) => names.indexOf('Limpeza e Lavanderia') === position - 1,
      );
    }
    expect(await page.locator('p[aria-live]').allTextContents()).toContain(
      'Limpeza e Lavanderia movido para a posição 1',
    );
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Mover Limpeza e Lavanderia para baixo',
    );
    expect((await aisleNames(page)).slice(0, 2)).toEqual(['Limpeza e Lavanderia', 'Hortifruti']);

    // Drag: Laticínios e Ovos by its handle onto the first row.
    const handle = aisles(page).locator('[data-aisle="Laticínios e Ovos"] [title="Arrastar"]');
    const first = aisles(page).locator('li').first();
    const from = (await handle.boundingBox())!;
    const to = (await first.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, to.y + to.height / 2, { steps: 8 });
    await page.mouse.up();
    const expected = ['Laticínios e Ovos', 'Limpeza e Lavanderia', 'Hortifruti'];
    await eventually(
      () => aisleNames(page),
      (names) => JSON.stringify(names.slice(0, 3)) === JSON.stringify(expected),
    );
    await eventually(
      () => savedOrder(user),
      (order) => JSON.stringify(order?.slice(0, 3)) === JSON.stringify(expected),
    );

    await page.goto(`/saved-list/${listId}`);
    await eventually(
      () => groupNames(page),
      (names) => names.length === 3,
    );
    expect(await groupNames(page)).toEqual(expected);

    // On the list: Hortifruti up past Limpeza e Lavanderia.
    await page.getByRole('button', { name: 'Mover Hortifruti para cima' }).click();
    await eventually(
      () => groupNames(page),
      (names) => names[1] === 'Hortifruti',
    );
    expect(await groupNames(page)).toEqual(['Laticínios e Ovos', 'Hortifruti', 'Limpeza e Lavanderia']);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Mover Hortifruti para cima',
    );
    await eventually(
      () => savedOrder(user),
      (order) =>
        JSON.stringify(order?.slice(0, 3)) ===
        JSON.stringify(['Laticínios e Ovos', 'Hortifruti', 'Limpeza e Lavanderia']),
    );
  });
});
