import { fakeApi } from './support/fake-api';
import { pageLoad, typeItem } from './support/page-load';

beforeEach(() => {
  // A guest on a device whose free draft slot is still open; every other call answers nothing.
  fakeApi((call) => (call.path === '/device/usage' ? { body: null } : { status: 204 }));
});

afterEach(() => localStorage.clear());

test('a list left unsaved is kept as a draft, listed on /drafts, opens again with its items, and an edit is saved back', async () => {
  await pageLoad(async (page) => {
    const { screen, fireEvent } = page;
    const { findByText } = screen;
    const router = page.open('/add-items');
    expect(await findByText('Nenhum item ainda')).toBeTruthy();
    await typeItem(page, 'arroz');
    expect(await findByText('1 item')).toBeTruthy();
    await typeItem(page, 'feijão');
    expect(await findByText('2 itens')).toBeTruthy();

    // Leaving by the bottom bar asks what to do with the list.
    fireEvent.click(screen.getByRole('link', { name: 'Perfil' }));
    expect(await findByText('Você está saindo de uma lista que ainda não foi salva.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar como rascunho' }));
    expect(await findByText('Rascunho salvo')).toBeTruthy();
    expect(await findByText('Olá, visitante!')).toBeTruthy();

    await page.act(() => router.navigate('/drafts'));
    expect(await findByText('1 rascunho(s) salvos')).toBeTruthy();
    expect(screen.getByText('Rascunho 1')).toBeTruthy();
    expect(screen.getByText(/^2 itens · Atualizado em/)).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'Continuar Rascunho 1' }));
    expect(await findByText('Rascunho carregado')).toBeTruthy();
    expect(screen.getByText(': Rascunho 1')).toBeTruthy();
    expect(await findByText('2 itens')).toBeTruthy();
    expect(screen.getByText('arroz')).toBeTruthy();
    expect(screen.getByText('feijão')).toBeTruthy();

    await typeItem(page, 'leite');
    expect(await findByText('3 itens')).toBeTruthy();
    // Saved back to the draft a moment after the change; a loaded draft leaves without asking.
    await page.waitFor(() => expect(localStorage.getItem('groceryDrafts')).toContain('leite'));
    fireEvent.click(screen.getByRole('link', { name: 'Perfil' }));
    await page.act(() => router.navigate('/drafts'));
    expect(await findByText(/^3 itens · Atualizado em/)).toBeTruthy();
  });
});

test('a draft deleted on /drafts, after confirming, is gone for good', async () => {
  const now = new Date().toISOString();
  const item = { id: 1, name: 'café', quantity: 1, price: null, selected: false };
  localStorage.setItem(
    'groceryDrafts',
    JSON.stringify([{ id: 'draft_a', name: 'Feira', items: [item], createdAt: now, updatedAt: now, synced: false }]),
  );
  await pageLoad(async (page) => {
    const { screen, fireEvent } = page;
    page.open('/drafts');
    fireEvent.click(await screen.findByRole('button', { name: 'Deletar Feira' }));
    expect(
      await screen.findByText('Tem certeza que deseja deletar "Feira"? Esta ação não pode ser desfeita.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Deletar' }));
    expect(await screen.findByText('Rascunho deletado')).toBeTruthy();
    expect(screen.getByText('Você ainda não tem rascunhos salvos')).toBeTruthy();
  });
  await pageLoad(async (page) => {
    page.open('/drafts');
    expect(await page.screen.findByText('Você ainda não tem rascunhos salvos')).toBeTruthy();
  });
});

test('the old single draft of an earlier version becomes "Rascunho 1" when /drafts opens', async () => {
  localStorage.setItem('draftGroceryItems', JSON.stringify(['arroz', 'feijão', 'óleo']));
  await pageLoad(async (page) => {
    page.open('/drafts');
    expect(await page.screen.findByText('Rascunho 1')).toBeTruthy();
    expect(page.screen.getByText(/^3 itens · Atualizado em/)).toBeTruthy();
  });
  expect(localStorage.getItem('draftGroceryItems')).toBeNull();
});
