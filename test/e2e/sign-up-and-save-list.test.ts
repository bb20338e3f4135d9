import { randomUUID } from 'node:crypto';
import { expectVisible, phonePagePerTest, signUpInBrowser, typeItems } from './e2e-helpers';

// Each test opens its own phone-sized context, so any one of them can run alone (`-t`).
describe('a new user signs up, saves a typed list and finds it again', () => {
  const phone = phonePagePerTest();

  it('opens the home screen from the root', async () => {
    const { page } = phone;
    await page.goto('/');
    await page.waitForURL('**/home');
    await expectVisible(
      page.getByRole('link', { name: 'Iniciar Lista' }).or(page.getByRole('button', { name: 'Iniciar Lista' })),
    );
  });

  it('creates an account, types and saves a list, finds it after a reload and among the saved lists, signs out', async () => {
    const { page } = phone;
    await signUpInBrowser(page, 'Ana Souza');

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

    // Read back from the server.
    await page.reload();
    await expectVisible(page.getByRole('heading', { name: 'Compras da semana' }));
    await expectVisible(page.getByText('Feijão preto', { exact: true }));

    // A deep link to the saved lists.
    await page.goto('/saved-lists');
    await expectVisible(page.getByText('Compras da semana'));

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

  it('a guest saving a list signs up from the login dialog and comes back to the naming dialog, the list intact', async () => {
    const { page } = phone;
    await page.goto('/add-items');
    await typeItems(page, ['Arroz', 'Café']);
    await page.getByRole('button', { name: 'Salvar Lista' }).click();
    const login = page.getByRole('dialog', { name: 'Login Necessário' });
    await login.getByRole('button', { name: 'Cadastrar-se para continuar' }).click();
    await page.waitForURL('**/auth');
    await page.getByLabel('Nome').fill('Rita Melo');
    await page.getByLabel('E-mail').fill(`e2e-${randomUUID()}@exemplo.com.br`);
    await page.getByLabel('Senha').fill('segredo1');
    await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();

    // Back on the list, the save goes on by itself.
    await page.waitForURL('**/add-items');
    const naming = page.getByRole('dialog', { name: 'Dê um nome à sua lista' });
    await naming.getByLabel('Nome da lista').fill('Depois do cadastro');
    await naming.getByRole('button', { name: 'Salvar Lista' }).click();
    await page.waitForURL(/\/saved-list\/[0-9a-f-]{36}$/);
    await expectVisible(page.getByRole('heading', { name: 'Depois do cadastro' }));
    for (const item of ['Arroz', 'Café']) await expectVisible(page.getByText(item, { exact: true }));

    // Once: back on /add-items and after a reload, no dialog opens by itself.
    await page.goto('/add-items');
    await page.reload();
    await expectVisible(page.getByRole('button', { name: 'Digitar itens' }));
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('shows the 404 page for an unknown path', async () => {
    const { page } = phone;
    await page.goto('/nao-existe');
    await expectVisible(page.getByText('Ops! Página não encontrada'));
  });
});
