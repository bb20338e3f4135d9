import type { Page, Request } from 'playwright-core';
import { phoneContext } from '../support/browser';
import {
  api,
  createList,
  eventually,
  expectGone,
  expectVisible,
  goOffline,
  goOnline,
  installOfflineShell,
  phonePagePerTest,
  signInInBrowser,
  signUpInBrowser,
  typeItems,
  url,
} from './e2e-helpers';

const main = (page: Page) => page.getByRole('main');
const suggestions = (page: Page) => page.getByRole('list', { name: 'Sugestões' });
const frequent = (page: Page) => page.getByRole('region', { name: 'Comprados com frequência' });

/** The names the chips of a list of suggestions offer, in order. */
async function offered(page: Page): Promise<string[]> {
  return suggestions(page)
    .getByRole('button')
    .evaluateAll((buttons) =>
      buttons.map((button) => (button.getAttribute('aria-label') ?? '').replace(/^Adicionar /, '')),
    );
}

async function typeText(page: Page, text: string): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Digitar itens' });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await page.getByLabel('Item', { exact: true }).fill(text);
}

describe('suggestions from the items you always buy', () => {
  const phone = phonePagePerTest();

  it('suggests a guest’s own items first, then known products, offline too, and sends nothing of it', async () => {
    const page = phone.page;
    const historyCalls: string[] = [];
    page.on('request', (request: Request) => {
      if (new URL(request.url()).pathname.includes('/history')) historyCalls.push(request.url());
    });
    await page.goto('/add-items');
    await installOfflineShell(page);
    await typeItems(page, ['Feijão preto', 'Arroz', 'Leite']);
    for (const name of ['Feijão preto', 'Arroz', 'Leite'])
      await page.getByRole('button', { name: `Excluir ${name}` }).click();
    await typeItems(page, ['Arroz']);
    await page.getByRole('button', { name: 'Excluir Arroz' }).click();

    // On the empty list: the most frequent first (Arroz twice).
    await expectVisible(frequent(page));
    const chips = await frequent(page)
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((button) => button.textContent));
    expect(chips).toEqual(['Arroz', 'Leite', 'Feijão preto']);

    await goOffline(phone.context);
    await page.reload();
    await expectVisible(page.getByRole('heading', { name: 'Adicionar Itens' }));
    await typeText(page, 'fe');
    await expectVisible(suggestions(page));
    const names = await offered(page);
    expect(names[0]).toBe('Feijão preto');
    expect(names).toContain('Feijão');
    await suggestions(page).getByRole('button', { name: 'Adicionar Feijão preto' }).click();
    await expectVisible(main(page).getByText('Feijão preto', { exact: true }));
    expect(await page.getByLabel('Item', { exact: true }).inputValue()).toBe('');
    // Something on the list is not offered again.
    await typeText(page, 'feij');
    await expectVisible(suggestions(page));
    expect(await offered(page)).not.toContain('Feijão preto');
    await goOnline(phone.context);
    expect(historyCalls).toEqual([]);
  });

  it('keeps a signed-in user’s history on the account: added offline, sent later, suggested on another phone', async () => {
    const page = phone.page;
    const user = await signUpInBrowser(page);
    const listId = await createList(user, 'Mercado', ['Pão']);
    await page.goto(`/saved-list/${listId}`);
    await expectVisible(main(page).getByText('Pão', { exact: true }));
    await installOfflineShell(page);
    await expectVisible(main(page).getByText('Pão', { exact: true }));

    await goOffline(phone.context);
    await typeText(page, 'Queijo minas');
    await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
    await expectVisible(main(page).getByText('Queijo minas', { exact: true }));
    expect((await api({ user })('GET', '/history')).body.entries).toEqual([]);
    await goOnline(phone.context);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    const entries = await eventually(
      async () => (await api({ user })('GET', '/history')).body.entries as Array<{ name: string }>,
      (list) => list.length > 0,
    );
    expect(entries.map((entry) => entry.name)).toEqual(['Queijo minas']);

    const secondPhone = await phoneContext(phone.context.browser()!, url);
    try {
      const other = await secondPhone.newPage();
      await signInInBrowser(other, user);
      await other.goto('/add-items');
      await expectVisible(frequent(other).getByRole('button', { name: 'Adicionar Queijo minas' }));
      await typeText(other, 'qu');
      await expectVisible(suggestions(other));
      expect((await offered(other))[0]).toBe('Queijo minas');
      await suggestions(other).getByRole('button', { name: 'Adicionar Queijo minas' }).click();
      await expectVisible(main(other).getByText('Queijo minas', { exact: true }));
      await expectGone(frequent(other));
    } finally {
      await secondPhone.close();
    }
  });
});
