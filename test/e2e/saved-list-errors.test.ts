import { randomUUID } from 'node:crypto';
import { createList, expectVisible, phonePagePerTest, signUpInBrowser } from './e2e-helpers';

describe("a saved list's error view (spec §2 Saved list)", () => {
  const phone = phonePagePerTest();

  it('signed out: "Fazer Login" signs in and comes back to the list; "Voltar às Listas" is there', async () => {
    const { page } = phone;
    const user = await signUpInBrowser(page);
    const listId = await createList(user, 'Da semana', ['Arroz']);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Sair da Conta' }).click();
    await page.waitForURL('**/home');

    await page.goto(`/saved-list/${listId}`);
    await expectVisible(page.getByText('Você precisa estar logado para visualizar esta lista'));
    await expectVisible(page.getByRole('link', { name: 'Voltar às Listas' }));
    expect(await page.getByRole('button', { name: 'Tentar Novamente' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Fazer Login' }).click();
    await page.waitForURL('**/auth');
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByLabel('Senha').fill(user.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.waitForURL(`**/saved-list/${listId}`);
    await expectVisible(page.getByRole('heading', { name: 'Da semana' }));
  });

  it('a failed load offers "Tentar Novamente", which loads the list; "Voltar às Listas" goes to /saved-lists', async () => {
    const { page } = phone;
    const user = await signUpInBrowser(page);
    const listId = await createList(user, 'Mercado', ['Leite']);
    let failing = true;
    await page.route(`**/api/lists/${listId}`, (route) =>
      failing
        ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"code":"X","message":"x"}' })
        : route.fallback(),
    );
    await page.goto(`/saved-list/${listId}`);
    await expectVisible(page.getByText('Erro ao carregar a lista'), 30_000);
    expect(await page.getByRole('link', { name: 'Fazer Login' }).count()).toBe(0);
    failing = false;
    await page.getByRole('button', { name: 'Tentar Novamente' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Mercado' }));

    await page.goto(`/saved-list/${randomUUID()}`);
    await expectVisible(page.getByText('Lista não encontrada ou você não tem permissão para visualizá-la'));
    await page.getByRole('link', { name: 'Voltar às Listas' }).click();
    await page.waitForURL('**/saved-lists');
  });
});
