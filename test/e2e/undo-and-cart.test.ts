import type { Page } from 'playwright-core';
import type { TestUser } from '../support/local-users';
import {
  api,
  createList,
  eventually,
  expectGone,
  expectVisible,
  goOffline,
  goOnline,
  installFakeRecogniser,
  installOfflineShell,
  phonePagePerTest,
  say,
  signUpInBrowser,
  typeItems,
} from './e2e-helpers';

interface StoredItem {
  name: string;
  quantity: number;
  price: number | null;
  isPurchased: boolean;
  category: string | null;
}

const main = (page: Page) => page.getByRole('main');
const cart = (page: Page) => page.getByRole('region', { name: /No carrinho/ });
/** "Desfazer" in the toast that says `message` (several toasts may be stacked). */
async function undo(page: Page, message: string): Promise<void> {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: message });
  await toast.hover();
  await toast.getByRole('button', { name: 'Desfazer' }).click();
}

async function storedItems(user: TestUser, listId: string): Promise<StoredItem[]> {
  const answer = await api({ user })('GET', `/lists/${listId}`);
  return (answer.body.list.items as StoredItem[]).map(({ name, quantity, price, isPurchased, category }) => ({
    name,
    quantity,
    price,
    isPurchased,
    category,
  }));
}

/** The item names in the order the screen shows them. */
async function shownNames(page: Page): Promise<string[]> {
  return main(page)
    .getByRole('checkbox')
    .evaluateAll((boxes) => boxes.map((box) => (box.getAttribute('aria-label') ?? '').replace(/ comprado$/, '')));
}

/** A list whose second item has a quantity, a price and a category, so undo has something to lose. */
async function listWithDetails(user: TestUser): Promise<string> {
  const listId = await createList(user, 'Mercado', ['Arroz', 'Feijão', 'Leite', 'Café']);
  const { body } = await api({ user })('GET', `/lists/${listId}`);
  const feijao = (body.list.items as Array<{ id: string; name: string }>).find((item) => item.name === 'Feijão')!;
  const patched = await api({ user })('PATCH', `/lists/${listId}/items/${feijao.id}`, {
    quantity: 3,
    price: 8.5,
    category: 'Mercearia',
  });
  expect(patched.status).toBe(200);
  return listId;
}

const original: StoredItem[] = [
  { name: 'Arroz', quantity: 1, price: null, isPurchased: false, category: null },
  { name: 'Feijão', quantity: 3, price: 8.5, isPurchased: false, category: 'Mercearia' },
  { name: 'Leite', quantity: 1, price: null, isPurchased: false, category: null },
  { name: 'Café', quantity: 1, price: null, isPurchased: false, category: null },
];

describe('checked items in "No carrinho", and undo', () => {
  const phone = phonePagePerTest(installFakeRecogniser);
  let page: Page;
  let user: TestUser;

  beforeEach(async () => {
    page = phone.page;
    user = await signUpInBrowser(page);
  });

  it('moves a checked item to "No carrinho", and "Desfazer" puts it back', async () => {
    const listId = await listWithDetails(user);
    await page.goto(`/saved-list/${listId}`);
    await expectVisible(main(page).getByText('Café', { exact: true }));
    expect(await cart(page).count()).toBe(0);

    await page.getByRole('checkbox', { name: 'Arroz comprado' }).click();
    await expectVisible(cart(page).getByText('Arroz', { exact: true }));
    expect(await shownNames(page)).toEqual(['Feijão', 'Leite', 'Café', 'Arroz']);
    await expectVisible(page.getByText('Arroz no carrinho'));
    await undo(page, 'Arroz no carrinho');
    await expectGone(cart(page));
    expect(await shownNames(page)).toEqual(['Arroz', 'Feijão', 'Leite', 'Café']);
    await eventually(
      () => storedItems(user, listId),
      (items) => JSON.stringify(items) === JSON.stringify(original),
    );
  });

  it('"Limpar marcados" sends the checked items to the trash, and "Desfazer" brings them back in place', async () => {
    const listId = await listWithDetails(user);
    await page.goto(`/saved-list/${listId}`);
    await page.getByRole('checkbox', { name: 'Feijão comprado' }).click();
    await page.getByRole('checkbox', { name: 'Leite comprado' }).click();
    await expectVisible(cart(page).getByText('Leite', { exact: true }));
    await cart(page).getByRole('button', { name: 'Limpar marcados' }).click();
    await expectVisible(page.getByText('2 itens foram para a lixeira'));
    await expectGone(cart(page));
    expect(await shownNames(page)).toEqual(['Arroz', 'Café']);
    await eventually(
      () => storedItems(user, listId),
      (items) => items.length === 2,
    );

    await undo(page, '2 itens foram para a lixeira');
    await expectVisible(cart(page).getByText('Feijão', { exact: true }));
    expect(await shownNames(page)).toEqual(['Arroz', 'Café', 'Feijão', 'Leite']);
    const checked = original.map((item) =>
      item.name === 'Feijão' || item.name === 'Leite' ? { ...item, isPurchased: true } : item,
    );
    await eventually(
      () => storedItems(user, listId),
      (items) => JSON.stringify(items) === JSON.stringify(checked),
    );
  });

  it('undoes a deletion made offline: the item comes back with its fields and place, and the server agrees', async () => {
    const listId = await listWithDetails(user);
    await page.goto(`/saved-list/${listId}`);
    await expectVisible(main(page).getByText('Café', { exact: true }));
    await installOfflineShell(page);
    await expectVisible(main(page).getByText('Café', { exact: true }));

    await goOffline(phone.context);
    await page.getByRole('button', { name: 'Excluir Feijão' }).click();
    await expectGone(main(page).getByText('Feijão', { exact: true }));
    await undo(page, 'Feijão foi para a lixeira');
    await expectVisible(page.getByRole('button', { name: 'Qtd 3, editar quantidade de Feijão' }));
    expect(await shownNames(page)).toEqual(['Arroz', 'Feijão', 'Leite', 'Café']);

    await page.reload();
    await expectVisible(page.getByRole('heading', { name: 'Mercado' }));
    expect(await shownNames(page)).toEqual(['Arroz', 'Feijão', 'Leite', 'Café']);

    await goOnline(phone.context);
    await expectVisible(page.getByText('Todas as alterações foram sincronizadas'));
    await eventually(
      () => storedItems(user, listId),
      (items) => JSON.stringify(items) === JSON.stringify(original),
    );
  });

  it('undoes what a voice command removed', async () => {
    const listId = await listWithDetails(user);
    await page.goto(`/saved-list/${listId}`);
    await expectVisible(main(page).getByText('Café', { exact: true }));
    await say(page, 'tira o feijão');
    await expectVisible(page.getByText('Feijão foi para a lixeira'));
    await expectGone(main(page).getByText('Feijão', { exact: true }));
    await undo(page, 'Feijão foi para a lixeira');
    await expectVisible(main(page).getByText('Feijão', { exact: true }));
    expect(await shownNames(page)).toEqual(['Arroz', 'Feijão', 'Leite', 'Café']);
    await eventually(
      () => storedItems(user, listId),
      (items) => JSON.stringify(items) === JSON.stringify(original),
    );
  });

  it('undoes deleting a list on /saved-lists', async () => {
    await createList(user, 'Feira', ['Banana']);
    await page.goto('/saved-lists');
    await expectVisible(page.getByText('Feira', { exact: true }));
    await page.getByRole('button', { name: 'Deletar Feira' }).click();
    await expectGone(main(page).getByText('Feira', { exact: true }));
    const names = async (): Promise<string[]> =>
      (await api({ user })('GET', '/lists')).body.lists.map((list: { name: string }) => list.name);
    await eventually(names, (lists) => lists.length === 0);
    await undo(page, 'Lista movida para a lixeira');
    await expectVisible(main(page).getByText('Feira', { exact: true }));
    await eventually(names, (lists) => JSON.stringify(lists) === JSON.stringify(['Feira']));
    expect((await api({ user })('GET', '/trash/lists')).body.lists).toEqual([]);
  });
});

describe('undo on /add-items', () => {
  const phone = phonePagePerTest(installFakeRecogniser);

  it('puts a deleted item, and what a voice command removed, back where they were', async () => {
    const page = phone.page;
    await page.goto('/add-items');
    await typeItems(page, ['Arroz', 'Feijão', 'Leite']);
    await page.getByRole('button', { name: 'Excluir Feijão' }).click();
    await expectGone(main(page).getByText('Feijão', { exact: true }));
    await undo(page, 'Feijão removido da lista');
    await expectVisible(main(page).getByText('Feijão', { exact: true }));
    const names = () =>
      main(page)
        .locator('li')
        .evaluateAll((rows) =>
          rows.map((row) => row.querySelector('[data-item-name]')?.textContent ?? row.textContent),
        );
    expect((await names()).map((text) => text?.match(/Arroz|Feijão|Leite/)?.[0])).toEqual(['Arroz', 'Feijão', 'Leite']);

    await say(page, 'tira o arroz');
    await expectGone(main(page).getByText('Arroz', { exact: true }));
    await undo(page, 'Arroz removido da lista');
    await expectVisible(main(page).getByText('Arroz', { exact: true }));
    expect((await names()).map((text) => text?.match(/Arroz|Feijão|Leite/)?.[0])).toEqual(['Arroz', 'Feijão', 'Leite']);
  });
});
