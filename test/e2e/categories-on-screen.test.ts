import { localTable } from '../support/local-table';
import {
  api,
  createList,
  eventually,
  expectGone,
  expectVisible,
  phonePagePerTest,
  signUpInBrowser,
  typeItems,
} from './e2e-helpers';

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
    await page.reload();
    for (const group of ['Hortifruti', 'Laticínios e Ovos', 'Limpeza e Lavanderia', 'Diversos e Sazonal'])
      await expectVisible(page.getByRole('button', { name: new RegExp(group) }));
    // Groups follow the spec's order, the default last.
    const groups = await page.getByRole('main').locator('h3').allTextContents();
    expect(groups[0]).toMatch(/Hortifruti/);
    expect(groups.at(-1)).toMatch(/Diversos e Sazonal/);

    // Collapsible: closing a group hides its items.
    await page.getByRole('button', { name: /Hortifruti/ }).click();
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

    await page.goto('/configuracoes');
    await page.getByRole('switch', { name: 'Organizar por categoria' }).click();
    await page.goto(`/saved-list/${listId}`);
    await expectVisible(page.getByText('banana', { exact: true }));
    expect(await page.getByRole('button', { name: /Hortifruti/ }).count()).toBe(0);
  });

  it("groups a premium user's items on /add-items as they are typed", async () => {
    const { page } = phone;
    const user = await signUpInBrowser(page);
    await localTable().makePremium(user);
    await page.goto('/add-items');
    await typeItems(page, ['maçã', 'detergente']);
    await expectVisible(page.getByRole('button', { name: /Hortifruti/ }));
    await expectVisible(page.getByRole('button', { name: /Limpeza e Lavanderia/ }));
  });
});
