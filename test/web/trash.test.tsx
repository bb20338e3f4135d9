import { storeSession } from './support/fake-amplify';
import { fakeApi, type ApiCall, type ApiAnswer } from './support/fake-api';
import { pageLoad, type Page } from './support/page-load';

const ana = { sub: 'user-ana', email: 'ana@example.com', name: 'Ana' };
const deletedAt = '2026-11-20T12:00:00.000Z';
const list = (id: string, name: string, itemCount: number) => ({ id, name, itemCount, deletedAt });

/** Ana's trash on the server: restoring or deleting for good takes lists out of it. */
function trashServer() {
  let trashed = [list('list-feira', 'Feira', 3), list('list-churrasco', 'Churrasco', 5)];
  const take = (ids: string[]) => (trashed = trashed.filter((entry) => !ids.includes(entry.id)));
  return (call: ApiCall): ApiAnswer => {
    const body = call.body as { listIds?: string[] } | undefined;
    if (call.path === '/trash/lists') return { body: { lists: trashed } };
    if (call.path === '/lists/bulk/delete-permanent' || call.path === '/lists/bulk/restore') {
      take(body?.listIds ?? []);
      return { status: 204 };
    }
    if (call.path === '/lists') return { body: { lists: [] } };
    if (call.path === '/functions/check-subscription') return { body: { subscribed: false } };
    return { body: {} };
  };
}

let calls: ApiCall[];

beforeEach(() => {
  calls = fakeApi(trashServer());
  storeSession(ana);
});

afterEach(() => localStorage.clear());

const posted = (path: string) =>
  calls.filter((call) => call.method === 'POST' && call.path === path).map((call) => call.body);

async function openTrash(page: Page) {
  page.open('/trash?type=lists');
  expect(await page.screen.findByText('Feira')).toBeTruthy();
  expect(page.screen.getByText('Churrasco')).toBeTruthy();
}

test('selected lists are deleted for good only after confirming, and selection mode ends', async () => {
  await pageLoad(async (page) => {
    const { screen, fireEvent, within } = page;
    await openTrash(page);
    fireEvent.click(screen.getByRole('button', { name: 'Selecionar' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Selecionar Feira' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Selecionar Churrasco' }));
    fireEvent.click(screen.getByRole('button', { name: 'Excluir Permanentemente' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Confirmar Exclusão Permanente' });
    expect(
      within(dialog).getByText(
        'Tem certeza que deseja excluir permanentemente 2 listas selecionadas? Esta ação não pode ser desfeita.',
      ),
    ).toBeTruthy();
    expect(posted('/lists/bulk/delete-permanent')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir Permanentemente' }));

    expect(await screen.findByText('2 listas excluídas permanentemente')).toBeTruthy();
    expect(await screen.findByText('Nenhuma lista excluída encontrada.')).toBeTruthy();
    expect(posted('/lists/bulk/delete-permanent')).toEqual([{ listIds: ['list-feira', 'list-churrasco'] }]);
    expect(screen.queryByRole('button', { name: 'Cancelar seleção' })).toBeNull();
  });
});

test('cancelling the confirmation deletes nothing', async () => {
  await pageLoad(async (page) => {
    const { screen, fireEvent, within } = page;
    await openTrash(page);
    fireEvent.click(screen.getByRole('button', { name: 'Excluir Permanentemente Feira' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirmar Exclusão Permanente' });
    expect(
      within(dialog).getByText(
        'Tem certeza que deseja excluir permanentemente "Feira"? Esta ação não pode ser desfeita.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await page.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByText('Feira')).toBeTruthy();
    expect(posted('/lists/bulk/delete-permanent')).toEqual([]);
  });
});

test('"Restaurar" brings one list back at once; the other stays in the trash', async () => {
  await pageLoad(async (page) => {
    const { screen, fireEvent } = page;
    await openTrash(page);
    fireEvent.click(screen.getByRole('button', { name: 'Restaurar Feira' }));
    expect(await screen.findByText('Lista restaurada')).toBeTruthy();
    await page.waitFor(() => expect(screen.queryByText('Feira')).toBeNull());
    expect(screen.getByText('Churrasco')).toBeTruthy();
    expect(posted('/lists/bulk/restore')).toEqual([{ listIds: ['list-feira'] }]);
  });
});
