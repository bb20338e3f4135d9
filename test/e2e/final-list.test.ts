import { randomUUID } from 'node:crypto';
import { expectVisible, installFakeRecogniser, phonePagePerTest, signUpInBrowser, typeItems } from './e2e-helpers';

describe('final list', () => {
  const phone = phonePagePerTest(installFakeRecogniser);

  it('takes the list shopping: check off, edit, delete, voice add, kept on the device; a guest must sign in to save', async () => {
    const { page } = phone;
    await page.goto('/add-items');
    await typeItems(page, ['arroz', 'leite']);
    await page.getByRole('button', { name: 'Ir às compras (Lista Final)' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Lista Final', level: 1 }));
    await expectVisible(page.getByText('2 itens · 0 marcados'));

    await page.getByRole('checkbox', { name: 'arroz já está no carrinho' }).click();
    await expectVisible(page.getByText('2 itens · 1 marcado'));
    await page.getByRole('button', { name: 'Excluir leite' }).click();
    await page.evaluate(() => {
      (window as unknown as { __nextTranscript: string }).__nextTranscript = 'pão';
    });
    await page.getByRole('button', { name: 'Gravar itens por voz' }).click();
    await expectVisible(page.getByRole('main').getByText(/^pão$/i));

    await page.reload();
    await expectVisible(page.getByText('2 itens · 1 marcado'));
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('groceryItems') ?? '[]') as { name: string; checked: boolean }[],
    );
    expect(stored.map((item) => [item.name.toLowerCase(), item.checked])).toEqual([
      ['arroz', true],
      ['pão', false],
    ]);

    await page.getByRole('button', { name: 'Salvar Lista' }).click();
    await expectVisible(page.getByRole('dialog', { name: 'Login Necessário' }));
    await page.getByRole('button', { name: 'Cadastrar-se para continuar' }).click();
    await expectVisible(page.getByRole('tab', { name: 'Cadastrar', selected: true }));

    // Signed up, the save goes on by itself: the naming dialog, then the saved list.
    await page.getByLabel('Nome').fill('Caio Reis');
    await page.getByLabel('E-mail').fill(`e2e-${randomUUID()}@exemplo.com.br`);
    await page.getByLabel('Senha').fill('segredo1');
    await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();
    const naming = page.getByRole('dialog', { name: 'Dê um nome à sua lista' });
    await naming.getByLabel('Nome da lista').fill('Da feira');
    await naming.getByRole('button', { name: 'Salvar Lista' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Da feira', level: 1 }));
    await expectVisible(page.getByText('pão', { exact: false }));
  });

  it('"Salvar Lista" of a signed-in user names and saves the list; "Início" goes home', async () => {
    const { page } = phone;
    await signUpInBrowser(page);
    await page.evaluate(() => localStorage.setItem('groceryItems', JSON.stringify(['café', 'açúcar'])));
    await page.goto('/final-list');
    await expectVisible(page.getByText('2 itens · 0 marcados'));
    await page.getByRole('button', { name: 'Salvar Lista' }).click();
    const dialog = page.getByRole('dialog');
    await expectVisible(dialog);
    await dialog.getByRole('textbox').fill('Mercado');
    await dialog.getByRole('button', { name: 'Salvar Lista' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Mercado', level: 1 }));
    await expectVisible(page.getByText('café', { exact: true }));

    await page.goto('/final-list');
    await page.getByRole('link', { name: 'Início' }).first().click();
    await page.waitForURL(/\/home$/);
  });
});
