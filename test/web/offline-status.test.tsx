import { fakeApi, goOffline, goOnline, type ApiCall } from './support/fake-api';
import { pageLoad, type Page } from './support/page-load';

const userId = 'user-ana';
const listId = '00000000-0000-4000-8000-0000000000aa';

/**
 * A saved list's screen as far as the outbox goes: the sync status line and the hook the
 * screen adds items with (the outbox's public surface), rendered in the page load's fresh
 * modules. When the page goes away its outbox stops sending, as a reload ends the old page's.
 */
async function openListScreen(page: Page) {
  const { QueryClientProvider } = await import('@tanstack/react-query');
  const { queryClient } = await import('@/lib/query-client');
  const { SyncStatus } = await import('@/components/sync-status');
  const { useItemChanges } = await import('@/features/saved-list/hooks/use-item-changes');
  const { outboxFor } = await import('@/lib/offline/offline-sync');

  function ListScreen() {
    const changes = useItemChanges(userId, listId);
    return (
      <>
        <SyncStatus userId={userId} />
        <button onClick={() => void changes.addItems([{ name: 'Arroz', quantity: 2 }])}>Arroz</button>
        <button onClick={() => void changes.addItems([{ name: 'Feijão', quantity: 1 }])}>Feijão</button>
      </>
    );
  }
  page.render(
    <QueryClientProvider client={queryClient}>
      <ListScreen />
    </QueryClientProvider>,
  );
  return { stop: () => outboxFor(userId).stop() };
}

/** The server's answer to the outbox's batch: every change applied, by its operation id. */
const server = (call: ApiCall) => {
  const changes = (call.body as { changes?: { id: string }[] } | undefined)?.changes;
  return { status: 200, body: changes ? { results: changes.map(({ id }) => ({ id, outcome: 'applied' })) } : {} };
};

const sent = (calls: ApiCall[]) =>
  calls
    .filter((call) => call.method === 'POST' && call.path === `/lists/${listId}/changes`)
    .flatMap((call) => (call.body as { changes: { id: string; items: { name: string }[] }[] }).changes);

const sentNames = (calls: ApiCall[]) => sent(calls).flatMap((change) => change.items.map((item) => item.name));

afterEach(() => goOnline());

test('offline, the banner shows and each change counts as pending; back online they are sent in order and the line says so', async () => {
  const calls = fakeApi(server);
  goOffline();
  await pageLoad(async (page) => {
    const { screen, fireEvent } = page;
    const { stop } = await openListScreen(page);

    expect(await screen.findByText('Você está sem conexão. Algumas funções podem não estar disponíveis.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Arroz' }));
    expect(await screen.findByText('1 alteração pendente')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Feijão' }));
    expect(await screen.findByText('2 alterações pendentes')).toBeTruthy();
    expect(sentNames(calls)).toEqual([]);

    page.act(() => goOnline());
    expect(await screen.findByText('Todas as alterações foram sincronizadas')).toBeTruthy();
    expect(screen.queryByText(/sem conexão/)).toBeNull();
    expect(screen.queryByText(/pendente/)).toBeNull();
    expect(sentNames(calls)).toEqual(['Arroz', 'Feijão']);
    expect(new Set(sent(calls).map((change) => change.id)).size).toBe(2);
    stop();
  });
});

test('a change made offline survives a reload: the next page load still counts it, and sends it once online', async () => {
  const calls = fakeApi(server);
  goOffline();
  await pageLoad(async (page) => {
    const { stop } = await openListScreen(page);
    page.fireEvent.click(page.screen.getByRole('button', { name: 'Arroz' }));
    expect(await page.screen.findByText('1 alteração pendente')).toBeTruthy();
    stop();
  });

  await pageLoad(async (page) => {
    const { stop } = await openListScreen(page);
    expect(await page.screen.findByText('1 alteração pendente')).toBeTruthy();
    page.act(() => goOnline());
    expect(await page.screen.findByText('Todas as alterações foram sincronizadas')).toBeTruthy();
    expect(sentNames(calls)).toEqual(['Arroz']);
    stop();
  });
});
