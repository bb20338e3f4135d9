import { phoneContext } from '../support/browser';
import { localTable } from '../support/local-table';
import {
  api,
  createList,
  eventually,
  expectGone,
  expectVisible,
  goOffline,
  goOnline,
  gotoHydrated,
  phonePagePerTest,
  signInInBrowser,
  signUpInBrowser,
  typeItems,
  url,
} from './e2e-helpers';

describe('settings', () => {
  const phone = phonePagePerTest();

  it('the dark theme is applied before the first paint and survives a reload', async () => {
    const { page } = phone;
    await gotoHydrated(page, '/configuracoes');
    const themeSwitch = page.getByRole('switch', { name: 'Tema escuro' });
    await expectVisible(themeSwitch);
    expect(await themeSwitch.getAttribute('aria-checked')).toBe('false');
    await themeSwitch.click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);

    // The class is on the root before any module runs: read it as the document parses.
    await phone.context.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive')
          (window as unknown as { darkAtParse: boolean }).darkAtParse =
            document.documentElement.classList.contains('dark');
      });
    });
    await page.reload();
    await expectVisible(page.getByRole('switch', { name: 'Tema escuro' }));
    expect(await page.evaluate(() => (window as unknown as { darkAtParse: boolean }).darkAtParse)).toBe(true);
    expect(await page.getByRole('switch', { name: 'Tema escuro' }).getAttribute('aria-checked')).toBe('true');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(11, 18, 16)');
  });

  it('prices on and off, and the currency formats every price on /add-items', async () => {
    const { page } = phone;
    await page.goto('/add-items');
    await typeItems(page, ['arroz', 'feijão']);
    const ricePrice = page.getByLabel('Preço de arroz');
    expect(await ricePrice.getAttribute('placeholder')).toBe('R$ 0,00');
    await ricePrice.fill('3,5');
    await ricePrice.press('Enter');
    await page.getByRole('button', { name: /Qtd 1, editar quantidade de feijão/ }).click();
    await page.getByLabel('Quantidade de feijão').fill('2');
    await page.getByLabel('Quantidade de feijão').press('Enter');
    await page.getByLabel('Preço de feijão').fill('7,25');
    await page.getByLabel('Preço de feijão').press('Enter');
    await expectVisible(page.getByText('R$ 18,00'));
    // A filled price names its currency as the empty one's placeholder does; editing shows the number.
    expect(await ricePrice.inputValue()).toBe('R$ 3,50');
    await ricePrice.focus();
    expect(await ricePrice.inputValue()).toBe('3,50');
    await ricePrice.blur();

    // The settings change every screen at once: here through a second tab of the same phone.
    const settings = await phone.context.newPage();
    await gotoHydrated(settings, '/configuracoes');
    await settings.getByText('Euro (€)').click();
    expect(await settings.getByRole('radio', { name: 'Euro (€)' }).isChecked()).toBe(true);
    await expectVisible(page.getByText('18,00 €'));
    expect(await ricePrice.getAttribute('placeholder')).toBe('0,00 €');
    expect(await ricePrice.inputValue()).toBe('3,50 €');

    await settings.getByRole('switch', { name: 'Mostrar preços' }).click();
    await expectGone(page.getByLabel('Preço de arroz'));
    await expectGone(page.getByText('18,00 €'));
  });

  it('the category switch is disabled, tagged PREMIUM, for a free user and works for a premium one', async () => {
    const { page } = phone;
    const user = await signUpInBrowser(page);
    await gotoHydrated(page, '/configuracoes');
    const categorySwitch = page.getByRole('switch', { name: 'Organizar por categoria' });
    await expectVisible(categorySwitch);
    expect(await categorySwitch.isDisabled()).toBe(true);
    await expectVisible(page.getByText('PREMIUM', { exact: true }));

    await localTable().makePremium(user);
    await page.reload();
    await expectVisible(page.getByText('Agrupa os itens em categorias como Hortifruti e Bebidas'));
    expect(await page.getByText('PREMIUM', { exact: true }).count()).toBe(0);
    expect(await page.getByRole('switch', { name: 'Organizar por categoria' }).isEnabled()).toBe(true);
  });

  it('"Organizar por categoria" is off until chosen, on /configuracoes and on the lists alike', async () => {
    const { page } = phone;
    const user = await signUpInBrowser(page);
    await localTable().makePremium(user);
    const listId = await createList(user, 'Feira', ['banana', 'detergente']);
    await gotoHydrated(page, '/configuracoes');
    const categorySwitch = page.getByRole('switch', { name: 'Organizar por categoria' });
    await expectVisible(page.getByText('Agrupa os itens em categorias como Hortifruti e Bebidas'));
    expect(await categorySwitch.getAttribute('aria-checked')).toBe('false');

    // The list shows what the switch says: flat.
    await page.goto(`/saved-list/${listId}`);
    await expectVisible(page.getByText('banana', { exact: true }));
    expect(await page.getByRole('button', { name: /Hortifruti/ }).count()).toBe(0);

    await gotoHydrated(page, '/configuracoes');
    await page.getByRole('switch', { name: 'Organizar por categoria' }).click();
    await page.goto(`/saved-list/${listId}`);
    await expectVisible(page.getByRole('button', { name: /Hortifruti/ }));
  });

  it("a signed-in user's settings follow them to a second phone", async () => {
    const { page, context } = phone;
    const user = await signUpInBrowser(page);
    await gotoHydrated(page, '/configuracoes');
    await page.getByText('Euro (€)').click();
    await page.getByRole('switch', { name: 'Tema escuro' }).click();
    await page.getByRole('switch', { name: 'Mostrar preços' }).click();
    await eventually(
      async () => (await api({ user })('GET', '/settings')).body.settings,
      (settings) =>
        settings?.selectedCurrency === 'EUR' && settings.theme === 'dark' && settings.showPriceFields === false,
    );

    const secondPhone = await phoneContext(context.browser()!, url);
    try {
      const other = await secondPhone.newPage();
      await signInInBrowser(other, user);
      await gotoHydrated(other, '/configuracoes');
      await expectVisible(other.getByRole('switch', { name: 'Tema escuro', checked: true }));
      expect(await other.getByRole('radio', { name: 'Euro (€)' }).isChecked()).toBe(true);
      expect(await other.getByRole('switch', { name: 'Mostrar preços' }).getAttribute('aria-checked')).toBe('false');
    } finally {
      await secondPhone.close();
    }
  });

  it('a change made offline, or just before a reload, is never reverted by the account', async () => {
    const { page, context } = phone;
    const user = await signUpInBrowser(page);
    const accountSettings = async () => (await api({ user })('GET', '/settings')).body.settings;
    await gotoHydrated(page, '/configuracoes');
    // The screen's code is loaded (and the account synced) before the network goes away.
    await expectVisible(page.getByRole('radio', { name: 'Euro (€)' }));
    await eventually(accountSettings, (settings) => settings?.selectedCurrency === 'BRL');
    await page.waitForLoadState('networkidle');

    // Offline: the euro is chosen, and nothing can reach the account.
    await goOffline(context);
    await page.getByText('Euro (€)').click();
    expect(await page.getByRole('radio', { name: 'Euro (€)' }).isChecked()).toBe(true);
    await goOnline(context);
    await eventually(accountSettings, (settings) => settings?.selectedCurrency === 'EUR');
    await page.reload();
    await expectVisible(page.getByRole('radio', { name: 'Euro (€)', checked: true }));

    // The request of a change never leaves (the page reloads at once): the next start sends it.
    const holdSettings = (route: import('playwright-core').Route) =>
      route.request().method() === 'PUT' ? route.abort('aborted') : route.fallback();
    await context.route('**/api/settings', holdSettings);
    await page.getByText('Real Brasileiro (R$)').click();
    await context.unroute('**/api/settings', holdSettings);
    await page.reload();
    await expectVisible(page.getByRole('radio', { name: 'Real Brasileiro (R$)', checked: true }));
    await eventually(accountSettings, (settings) => settings?.selectedCurrency === 'BRL');
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('radio', { name: 'Real Brasileiro (R$)' }).isChecked()).toBe(true);
  });
});
