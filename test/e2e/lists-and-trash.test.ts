import type { Page } from 'playwright-core';
import { localTable } from '../support/local-table';
import type { TestUser } from '../support/local-users';
import {
  api,
  createList,
  eventually,
  expectGone,
  expectVisible,
  installFakeRecogniser,
  phonePagePerTest,
  say,
  signUpInBrowser,
  typeItems,
} from './e2e-helpers';

describe('saved lists, their items and the trash, for a signed-in user', () => {
  const phone = phonePagePerTest(installFakeRecogniser);
  let page: Page;
  let user: TestUser;

  beforeEach(async () => {
    page = phone.page;
    user = await signUpInBrowser(page);
  });

  it('renames and deletes a list, restores it from the trash, then deletes it for good', async () => {
    await createList(user, 'Compras do mês', ['Arroz', 'Feijão']);
    await page.goto('/saved-lists');
    await page.getByRole('button', { name: 'Renomear Compras do mês' }).click();
    await page.getByLabel('Novo nome para Compras do mês').fill('  Feira de sábado  ');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expectVisible(page.getByText('Feira de sábado', { exact: true }));
    await page.reload();
    await expectVisible(page.getByText('Feira de sábado', { exact: true }));

    await page.getByRole('button', { name: 'Deletar Feira de sábado' }).click();
    await expectVisible(page.getByText('Lista movida para a lixeira'));
    await expectVisible(page.getByText('Você ainda não tem listas salvas.'));

    await page.getByRole('link', { name: 'Lixeira' }).click();
    await page.waitForURL('**/trash?type=lists');
    await expectVisible(page.getByText('Feira de sábado', { exact: true }));
    await expectVisible(page.getByText('2 itens'));
    await page.getByRole('button', { name: 'Restaurar Feira de sábado' }).click();
    await expectVisible(page.getByText('Lista restaurada'));
    await expectVisible(page.getByText('Nenhuma lista excluída encontrada.'));

    await page.goto('/saved-lists');
    await page.getByRole('button', { name: 'Deletar Feira de sábado' }).click();
    await expectVisible(page.getByText('Você ainda não tem listas salvas.'));
    await page.goto('/trash?type=lists');
    await page.getByRole('button', { name: 'Excluir Permanentemente Feira de sábado' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirmar Exclusão Permanente' });
    await expectVisible(confirm.getByText('Esta ação não pode ser desfeita.', { exact: false }));
    await confirm.getByRole('button', { name: 'Excluir Permanentemente' }).click();
    await expectVisible(page.getByText('Lista excluída permanentemente'));
    await expectVisible(page.getByText('Nenhuma lista excluída encontrada.'));
    expect((await api({ user })('GET', '/trash/lists')).body.lists).toEqual([]);
  });

  it('checks, renames, re-counts and deletes items at once; a deleted item comes back from the trash', async () => {
    const listId = await createList(user, 'Mercado', ['Arroz', 'Feijão', 'Leite']);
    await page.goto(`/saved-list/${listId}`);
    await expectVisible(page.getByRole('heading', { name: 'Mercado' }));

    await page.getByRole('checkbox', { name: 'Arroz comprado' }).click();
    await page.getByRole('button', { name: 'Editar Feijão' }).click();
    await page.getByLabel('Novo nome para Feijão').fill('Feijão preto');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Qtd 1, editar quantidade de Leite' }).click();
    await page.getByLabel('Quantidade de Leite').fill('3');
    await page.keyboard.press('Enter');
    await page.getByLabel('Preço de Leite').fill('4,50');
    await page.keyboard.press('Enter');
    await expectVisible(page.getByText(/R\$\s13,50/));

    // Every change was saved: a reload reads them back from the server.
    await page.waitForLoadState('networkidle');
    await page.reload();
    await expectVisible(page.getByText('Feijão preto', { exact: true }));
    expect(await page.getByRole('checkbox', { name: 'Arroz comprado' }).isChecked()).toBe(true);
    await expectVisible(page.getByRole('button', { name: 'Qtd 3, editar quantidade de Leite' }));
    // The price names its currency (spec §9), as the empty field's placeholder does.
    expect(await page.getByLabel('Preço de Leite').inputValue()).toBe('R$ 4,50');
    expect(await page.getByLabel('Preço de Arroz').inputValue()).toBe('');
    expect(await page.getByLabel('Preço de Arroz').getAttribute('placeholder')).toBe('R$ 0,00');

    // An invalid quantity falls back to 1.
    await page.getByRole('button', { name: 'Qtd 3, editar quantidade de Leite' }).click();
    await page.getByLabel('Quantidade de Leite').fill('abc');
    await page.keyboard.press('Enter');
    await expectVisible(page.getByRole('button', { name: 'Qtd 1, editar quantidade de Leite' }));

    await page.getByRole('button', { name: 'Excluir Arroz' }).click();
    await expectGone(page.getByRole('main').getByText('Arroz', { exact: true }));
    await expectVisible(page.getByText('2 itens'));

    await page.getByRole('link', { name: 'Lixeira' }).click();
    await page.waitForURL(`**/trash?type=items&listId=${listId}`);
    await expectVisible(page.getByText('Arroz', { exact: true }));
    await expectVisible(page.getByText('Lista: Mercado'));
    await page.getByRole('button', { name: 'Restaurar Arroz' }).click();
    await expectVisible(page.getByText('Item restaurado'));
    await expectVisible(page.getByText('Nenhum item excluído encontrado.'));

    await page.getByRole('link', { name: 'Voltar à Lista' }).click();
    await expectVisible(page.getByRole('main').getByText('Arroz', { exact: true }));
    await expectVisible(page.getByText('3 itens'));

    await page.getByRole('button', { name: 'Digitar itens' }).click();
    await page.getByLabel('Item', { exact: true }).fill('Café');
    await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
    await expectVisible(page.getByRole('main').getByText('Café', { exact: true }));
    // Shown at once, saved by the outbox right after.
    const saved = await eventually(
      () => api({ user })('GET', `/lists/${listId}`),
      (answer) => answer.body.list.items.length === 4,
    );
    expect(saved.body.list.items.map((item: { name: string }) => item.name).sort()).toEqual([
      'Arroz',
      'Café',
      'Feijão preto',
      'Leite',
    ]);
  });

  it('adds and removes items by voice on a saved list, saved at once', async () => {
    const listId = await createList(user, 'Voz', ['Leite']);
    await page.goto(`/saved-list/${listId}`);
    await expectVisible(page.getByRole('main').getByText('Leite', { exact: true }));
    await say(page, '2 kg de arroz feijão e tira o leite');
    await expectVisible(page.getByRole('button', { name: 'Qtd 2, editar quantidade de Arroz (kg)' }));
    await expectVisible(page.getByRole('main').getByText('Feijão', { exact: true }));
    await expectGone(page.getByRole('main').getByText('Leite', { exact: true }));
    const saved = await eventually(
      () => api({ user })('GET', `/lists/${listId}`),
      (answer) => answer.body.list.items.filter((item: { deletedAt: string | null }) => !item.deletedAt).length === 2,
    );
    expect(saved.body.list.items.map((item: { name: string; quantity: number }) => [item.name, item.quantity])).toEqual(
      [
        ['Arroz (kg)', 2],
        ['Feijão', 1],
      ],
    );
  });

  it('deletes the selected lists in one request, and restores and deletes them in bulk from the trash', async () => {
    await localTable().makePremium(user);
    for (const name of ['Lista A', 'Lista B', 'Lista C']) await createList(user, name, ['Pão']);
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/lists') && request.method() !== 'GET')
        requests.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });

    await page.goto('/saved-lists');
    await expectVisible(page.getByText('Lista C', { exact: true }));
    await page.getByRole('button', { name: 'Selecionar', exact: true }).click();
    await page.getByRole('button', { name: 'Selecionar Todos' }).click();
    await expectVisible(page.getByText('3 selecionadas'));
    await page.getByRole('button', { name: 'Limpar' }).click();
    await expectVisible(page.getByText('0 selecionadas'));
    await page.getByRole('button', { name: 'Selecionar Todos' }).click();
    await page.getByRole('button', { name: 'Deletar', exact: true }).click();
    await expectVisible(page.getByText('3 listas movidas para a lixeira'));
    await expectVisible(page.getByText('Você ainda não tem listas salvas.'));
    expect(requests).toEqual(['POST /api/lists/bulk/delete']);

    await page.getByRole('link', { name: 'Lixeira' }).click();
    await expectVisible(page.getByText('Lista C', { exact: true }));
    await page.getByRole('button', { name: 'Selecionar', exact: true }).click();
    await page.getByRole('checkbox', { name: 'Selecionar Lista A' }).click();
    await page.getByRole('checkbox', { name: 'Selecionar Lista B' }).click();
    await expectVisible(page.getByText('2 selecionados'));
    // Leaving selection mode clears the selection.
    await page.getByRole('button', { name: 'Cancelar seleção' }).click();
    await page.getByRole('button', { name: 'Selecionar', exact: true }).click();
    await expectVisible(page.getByText('0 selecionados'));
    await page.getByRole('checkbox', { name: 'Selecionar Lista A' }).click();
    await page.getByRole('checkbox', { name: 'Selecionar Lista B' }).click();
    await page.getByRole('toolbar').getByRole('button', { name: 'Restaurar', exact: true }).click();
    await expectVisible(page.getByText('2 listas restauradas'));
    await expectGone(page.getByText('Lista A', { exact: true }));
    // After a bulk action the selection mode is closed.
    await expectVisible(page.getByRole('button', { name: 'Selecionar', exact: true }));

    await page.getByRole('button', { name: 'Selecionar', exact: true }).click();
    await page.getByRole('button', { name: 'Selecionar Todos' }).click();
    await page.getByRole('toolbar').getByRole('button', { name: 'Excluir Permanentemente' }).click();
    await page
      .getByRole('alertdialog', { name: 'Confirmar Exclusão Permanente' })
      .getByRole('button', { name: 'Excluir Permanentemente' })
      .click();
    await expectVisible(page.getByText('1 lista excluída permanentemente'));
    await expectVisible(page.getByText('Nenhuma lista excluída encontrada.'));
    expect(requests.slice(1)).toEqual(['POST /api/lists/bulk/restore', 'POST /api/lists/bulk/delete-permanent']);
    const active = (await api({ user })('GET', '/lists')).body.lists.map((list: { name: string }) => list.name).sort();
    expect(active).toEqual(['Lista A', 'Lista B']);
  });

  it('shows the list-limit dialog to a free user saving a second list, and on a restore past the limit', async () => {
    const first = await createList(user, 'Primeira', ['Arroz']);
    await page.goto('/add-items');
    await typeItems(page, ['Pão']);
    await page.getByRole('button', { name: 'Salvar Lista' }).click();
    const limit = page.getByRole('dialog', { name: 'Limite de listas atingido' });
    await expectVisible(limit.getByRole('button', { name: 'Upgrade para Premium' }));
    await limit.getByRole('button', { name: 'Continuar com limite' }).click();
    await expectGone(limit);

    await api({ user })('DELETE', `/lists/${first}`);
    await createList(user, 'Segunda', ['Leite']);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.goto('/trash?type=lists');
    await page.getByRole('button', { name: 'Restaurar Primeira' }).click();
    await expectVisible(limit);
    await expectVisible(page.getByText('Primeira', { exact: true }));
    await limit.getByRole('button', { name: 'Upgrade para Premium' }).click();
    await page.waitForURL('**/currency-selection');
  });
});

describe('trash for a signed-out visitor', () => {
  const phone = phonePagePerTest();

  it('asks to sign in, with a way to /auth', async () => {
    const { page } = phone;
    await page.goto('/trash?type=lists');
    await expectVisible(page.getByText('Faça login para ver a lixeira'));
    await page.getByRole('link', { name: 'Fazer Login' }).click();
    await page.waitForURL('**/auth');
  });
});
