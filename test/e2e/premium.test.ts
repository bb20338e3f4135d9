import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { createList, expectVisible, phonePagePerTest, signUpInBrowser, typeItems } from './e2e-helpers';

/** Set E2E_SCREENSHOT_DIR to look at the screens this journey passes through. */
async function snap(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

describe('Premium, as a new user tries it on npm start (the local Stripe sandbox)', () => {
  const phone = phonePagePerTest();

  it('a free user meets the limit, upgrades, pays, saves a second list, and cancels in the portal', async () => {
    const { page } = phone;
    const user = await signUpInBrowser(page, 'Paula Premium');
    await createList(user, 'Primeira', ['Arroz']);

    await page.goto('/add-items');
    await typeItems(page, ['Pão', 'Leite']);
    await page.getByRole('button', { name: 'Salvar Lista' }).click();
    const limit = page.getByRole('dialog', { name: 'Limite de listas atingido' });
    // The free plan's numbers, as the spec's dialog text names them (§9).
    await expectVisible(limit.getByText('Plano gratuito: 1 lista salva, 100 itens por voz e 100 itens digitados.'));
    await limit.getByRole('button', { name: 'Upgrade para Premium' }).click();
    // The list leaves as a draft without the unsaved-list prompt.
    await page.waitForURL('**/currency-selection');
    expect(await page.getByRole('button', { name: 'Descartar' }).count()).toBe(0);
    const drafts = await page.evaluate(() => JSON.parse(localStorage.getItem('groceryDrafts') ?? '[]'));
    expect(drafts.map((draft: { items: { name: string }[] }) => draft.items.map((item) => item.name))).toEqual([
      ['Pão', 'Leite'],
    ]);
    await snap(page, '1-currency-selection');

    await page.getByRole('link', { name: /Real Brasileiro/ }).click();
    await page.waitForURL('**/gerenciar-assinatura');
    await expectVisible(page.getByText('MAIS POPULAR'));
    await expectVisible(page.getByText('Economize 50%'));
    // §9: what twelve monthly payments cost, and what the yearly plan saves on them.
    await expectVisible(page.getByText('No plano mensal você paga R$ 59,88 por ano; no anual, economiza R$ 29,89.'));
    await snap(page, '2-plans-brl');
    await page.getByRole('button', { name: 'Assinar Mensal' }).click();

    // Stripe's checkout page (the sandbox's).
    await page.waitForURL(/\/checkout\/cs_test_/);
    await expectVisible(page.getByText('Premium Mensal'));
    await snap(page, '3-sandbox-checkout');
    await page.getByRole('button', { name: 'Confirmar pagamento' }).click();

    // Paid: back to the list that waited, whose save goes on (the naming dialog).
    await page.waitForURL('**/add-items', { timeout: 30_000 });
    const naming = page.getByRole('dialog', { name: 'Dê um nome à sua lista' });
    await expectVisible(naming);
    for (const item of ['Pão', 'Leite']) await expectVisible(page.getByRole('main').getByText(item, { exact: true }));
    await snap(page, '4-back-to-the-list');
    await naming.getByLabel('Nome da lista').fill('Segunda');
    await naming.getByRole('button', { name: 'Salvar Lista' }).click();
    await page.waitForURL(/\/saved-list\/[0-9a-f-]{36}$/);
    await expectVisible(page.getByRole('heading', { name: 'Segunda' }));
    // The draft became the list.
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('groceryDrafts') ?? '[]'))).toEqual([]);

    await page.goto('/gerenciar-assinatura');
    await expectVisible(page.getByRole('heading', { name: 'Você é Premium' }));
    await expectVisible(page.getByText('Premium Mensal'));

    await page.goto('/profile');
    const card = page.getByRole('region', { name: 'Premium' });
    await expectVisible(card.getByText('Premium Mensal'));
    await expectVisible(card.getByText(/^\d{2}\/\d{2}\/\d{4}$/));
    await snap(page, '5-profile-card');
    await card.getByRole('link', { name: 'Gerenciar Assinatura' }).click();
    await page.waitForURL('**/gerenciar-assinatura');
    await page.getByRole('button', { name: 'Gerenciar Assinatura' }).click();

    // Stripe's billing portal (the sandbox's).
    await page.waitForURL(/\/portal\/bps_/);
    await snap(page, '6-sandbox-portal');
    await page.getByRole('button', { name: 'Cancelar assinatura' }).click();
    await page.waitForURL('**/gerenciar-assinatura**');
    await expectVisible(page.getByText('Cancelamento agendado'));
    await expectVisible(page.getByRole('heading', { name: 'Você é Premium' }));
    await snap(page, '7-cancel-scheduled');
  });

  it('shows the EUR screen in European Portuguese with pt-PT prices; a monthly subscriber upgrades to annual in euros', async () => {
    const { page } = phone;
    await signUpInBrowser(page, 'Rui Costa');
    await page.goto('/currency-selection');
    await page.getByRole('link', { name: /Euro/ }).click();
    await page.waitForURL('**/gerenciar-subscricao-eur');
    await expectVisible(page.getByRole('heading', { name: 'Gerir Subscrição' }));
    for (const text of [
      '2,79 €',
      '16,99 €',
      'Economize 49%',
      'MAIS POPULAR',
      'No plano mensal paga 33,48 € por ano; no anual, poupa 16,49 €.',
    ])
      await expectVisible(page.getByText(text, { exact: false }));
    await expectVisible(page.getByRole('button', { name: 'Subscrever Anual' }));
    await snap(page, '8-plans-eur');

    await page.getByRole('button', { name: 'Subscrever Mensal' }).click();
    await page.waitForURL(/\/checkout\/cs_test_/);
    await expectVisible(page.getByText('2,79 €'));
    await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
    await page.waitForURL('**/gerenciar-subscricao-eur**');
    await expectVisible(page.getByRole('heading', { name: 'A sua Subscrição Premium está ativa' }), 30_000);

    // Upgrade to annual (spec §2): charged today in the currency the monthly plan is paid in.
    await page.getByRole('link', { name: 'Mudar para o plano anual' }).click();
    await page.waitForURL('**/upgrade-to-annual');
    await expectVisible(page.getByText('A cobrança de 16,99 € é feita hoje.'));
    await expectVisible(page.getByText('O plano mensal é cancelado automaticamente.'));
    await snap(page, '10-upgrade-eur');
    await page.getByRole('button', { name: 'Fazer upgrade para o Anual' }).click();
    await page.waitForURL(/\/checkout\/cs_test_/);
    await expectVisible(page.getByText('16,99 €'));
    await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
    await page.waitForURL('**/gerenciar-subscricao-eur**');
    await expectVisible(page.getByText('Premium Anual'), 30_000);
    await page.goto('/upgrade-to-annual');
    await expectVisible(page.getByText('Você já está no plano anual.'));
  });

  it('asks a guest to sign in; "Seja Premium" from the profile leads a guest through sign-up to the plans', async () => {
    const { page } = phone;
    await page.goto('/gerenciar-assinatura');
    await expectVisible(page.getByText('Entre na sua conta para assinar o Premium.'));
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Seja Premium' }).click();
    const modal = page.getByRole('dialog', { name: 'Seja Premium' });
    await modal.getByRole('button', { name: 'Continuar' }).click();
    const login = page.getByRole('dialog', { name: 'Login Necessário' });
    await expectVisible(login.getByText('Faça login ou cadastre-se para assinar o Premium.'));
    await snap(page, '9-login-needed');

    await login.getByRole('button', { name: 'Cadastrar-se para continuar' }).click();
    await expectVisible(page.getByText('Entre ou crie uma conta para continuar com o Premium.'));
    await page.getByLabel('Nome').fill('Lia Prado');
    await page.getByLabel('E-mail').fill(`e2e-${randomUUID()}@exemplo.com.br`);
    await page.getByLabel('Senha').fill('segredo1');
    await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();
    await page.waitForURL('**/currency-selection');

    // Signed in and free: "Continuar" opens the plans.
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Seja Premium' }).click();
    await page.getByRole('dialog', { name: 'Seja Premium' }).getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL('**/gerenciar-assinatura');
    await expectVisible(page.getByRole('button', { name: 'Assinar Mensal' }));
  });
});
