import { fakeApi } from './support/fake-api';
import { pageLoad, typeItem, type Page } from './support/page-load';

beforeEach(() => {
  fakeApi((call) => (call.path === '/device/usage' ? { body: null } : { status: 204 }));
});

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

/** The names in the list's order, as numbered on screen. */
const shownNames = (page: Page) =>
  page.screen
    .getAllByRole('button', { name: /^Qtd \d+, editar quantidade de / })
    .map((button) => button.getAttribute('aria-label')!.replace(/^Qtd \d+, editar quantidade de /, ''));

test('a name typed again adds 1 to its quantity, with the notice; a sentence adds each item with its quantity', async () => {
  await pageLoad(async (page) => {
    const { screen } = page;
    page.open('/add-items');
    await typeItem(page, 'arroz');
    expect(await screen.findByText('1 item')).toBeTruthy();
    await typeItem(page, 'Arroz');
    expect(await screen.findByRole('button', { name: 'Qtd 2, editar quantidade de arroz' })).toBeTruthy();
    expect(await screen.findByText('"arroz" já está na lista (item 1). A quantidade passou para 2.')).toBeTruthy();
    expect(screen.getByText('1 item')).toBeTruthy();

    await typeItem(page, '2 pacotes de café e leite');
    expect(await screen.findByText('3 itens')).toBeTruthy();
    // Named by the speech engine (its own tests hold the exact names): coffee with its 2, then milk.
    const [, coffee, milk] = shownNames(page);
    expect([coffee, milk].map((name) => name!.toLocaleLowerCase('pt-BR'))).toEqual([
      expect.stringContaining('café'),
      expect.stringContaining('leite'),
    ]);
    expect(screen.getByRole('button', { name: `Qtd 2, editar quantidade de ${coffee}` })).toBeTruthy();
  });
});

test('a removed item comes back in its place with "Desfazer"', async () => {
  await pageLoad(async (page) => {
    const { screen, fireEvent } = page;
    page.open('/add-items');
    for (const name of ['arroz', 'feijão', 'óleo']) await typeItem(page, name);
    expect(await screen.findByText('3 itens')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Excluir feijão' }));
    expect(await screen.findByText('feijão removido da lista')).toBeTruthy();
    expect(shownNames(page)).toEqual(['arroz', 'óleo']);

    fireEvent.click(screen.getByRole('button', { name: 'Desfazer' }));
    expect(await screen.findByText('3 itens')).toBeTruthy();
    expect(shownNames(page)).toEqual(['arroz', 'feijão', 'óleo']);
  });
});
