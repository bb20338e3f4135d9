import { randomUUID } from 'node:crypto';
import { itemDeletedMessage, itemNotFoundMessage } from '../../lambdas/domain/lists/items-service';
import type { ListItem } from '../../lambdas/domain/lists/list-types';
import { unknownChangeKindMessage } from '../../lambdas/domain/lists/list-changes';
import { maxChangesPerBatch } from '../../lambdas/domain/lists/list-limits';
import { listNotFoundMessage } from '../../lambdas/domain/lists/lists-service';
import { openLive } from '../support/live-client';
import { localTable } from '../support/local-table';
import { callApi, readWebConfig, signUpAndIn, type TestUser } from '../support/local-users';

const url = process.env.LOCAL_URL!;
const apiUrl = process.env.LOCAL_API_URL!;
const table = localTable();

/** `POST /lists/{listId}/changes`: a list's queued changes in one request, each applied once by its operation id. */
describe('a batch of changes to one list', () => {
  let ana: TestUser;
  let bia: TestUser;
  let liveUrl: string;
  const call = (user: TestUser | undefined, method: string, path: string, body?: unknown) =>
    callApi(apiUrl, method, path, { token: user?.accessToken, body });
  const read = async (listId: string) => (await call(ana, 'GET', `/lists/${listId}`)).body.list;
  const newList = async (names: string[]) => {
    const created = await call(ana, 'POST', '/lists', { name: 'Mercado', items: names.map((name) => ({ name })) });
    expect(created.status).toBe(201);
    return created.body.list as { id: string; items: ListItem[] };
  };
  const send = (user: TestUser | undefined, listId: string, changes: unknown) =>
    call(user, 'POST', `/lists/${listId}/changes`, { changes });

  beforeAll(async () => {
    const config = await readWebConfig(url);
    liveUrl = config.liveUrl;
    [ana, bia] = await Promise.all([signUpAndIn(config, 'Ana'), signUpAndIn(config, 'Bia')]);
    // Several lists (the free plan keeps one).
    await table.makePremium(ana);
  });

  it('applies additions, edits, deletions and a reorder in order, and a replay changes nothing', async () => {
    const list = await newList(['Arroz', 'Feijão', 'Leite']);
    const [arroz, feijao, leite] = list.items;
    const cafe = randomUUID();
    const changes = [
      { id: randomUUID(), kind: 'addItems', items: [{ id: cafe, name: 'Café', quantity: 2, price: 12.5 }] },
      { id: randomUUID(), kind: 'updateItem', itemId: cafe, changes: { quantity: 3 } },
      { id: randomUUID(), kind: 'removeItem', itemId: feijao!.id },
      { id: randomUUID(), kind: 'reorderItems', itemIds: [cafe, leite!.id, arroz!.id] },
    ];
    const first = await send(ana, list.id, changes);
    expect(first.status).toBe(200);
    expect(first.body.results).toEqual(changes.map(({ id }) => ({ id, outcome: 'applied' })));
    const after = await read(list.id);
    expect(after.items.map((item: ListItem) => [item.name, item.quantity])).toEqual([
      ['Café', 3],
      ['Leite', 1],
      ['Arroz', 1],
    ]);

    const replay = await send(ana, list.id, changes);
    expect(replay.status).toBe(200);
    expect(replay.body.results).toEqual(first.body.results);
    expect(await read(list.id)).toEqual(after);
  });

  it('refuses a bad change alone, with its pt-BR message, and applies the others', async () => {
    const list = await newList(['Arroz', 'Feijão']);
    const [arroz, feijao] = list.items;
    await call(ana, 'DELETE', `/lists/${list.id}/items/${feijao!.id}`);
    const changes = [
      { id: randomUUID(), kind: 'updateItem', itemId: arroz!.id, changes: { quantity: 4 } },
      // Deleted on another phone: a delete beats an edit.
      { id: randomUUID(), kind: 'updateItem', itemId: feijao!.id, changes: { quantity: 2 } },
      { id: randomUUID(), kind: 'removeItem', itemId: randomUUID() },
      { id: randomUUID(), kind: 'updateItem', itemId: arroz!.id, changes: { quantity: 0 } },
      { id: randomUUID(), kind: 'renameEverything' },
      { id: randomUUID(), kind: 'addItems', items: [{ name: 'Pão' }] },
    ];
    const answer = await send(ana, list.id, changes);
    expect(answer.status).toBe(200);
    expect(answer.body.results).toEqual([
      { id: changes[0]!.id, outcome: 'applied' },
      { id: changes[1]!.id, outcome: 'refused', status: 404, code: 'NOT_FOUND', message: itemDeletedMessage },
      { id: changes[2]!.id, outcome: 'refused', status: 404, code: 'NOT_FOUND', message: itemNotFoundMessage },
      {
        id: changes[3]!.id,
        outcome: 'refused',
        status: 400,
        code: 'VALIDATION',
        message: 'A quantidade deve ser um número inteiro maior que zero.',
      },
      { id: changes[4]!.id, outcome: 'refused', status: 400, code: 'VALIDATION', message: unknownChangeKindMessage },
      { id: changes[5]!.id, outcome: 'applied' },
    ]);
    const after = await read(list.id);
    expect(after.items.map((item: ListItem) => [item.name, item.quantity])).toEqual([
      ['Arroz', 4],
      ['Pão', 1],
    ]);
  });

  it('refuses a malformed request as a whole with a pt-BR 400, changing nothing', async () => {
    const list = await newList(['Arroz']);
    const add = { id: randomUUID(), kind: 'addItems', items: [{ name: 'Pão' }] };
    const tooMany = Array.from({ length: maxChangesPerBatch + 1 }, () => ({ ...add, id: randomUUID() }));
    const cases: [unknown, string][] = [
      [[], 'Informe ao menos uma alteração.'],
      [tooMany, `Envie no máximo ${maxChangesPerBatch} alterações de uma vez.`],
      [[add, add], 'Alterações repetidas.'],
      [[{ ...add, id: 'abc' }], 'Identificador de operação inválido.'],
      ['tudo', 'Informe as alterações.'],
    ];
    for (const [changes, message] of cases) {
      const answer = await send(ana, list.id, changes);
      expect([answer.status, answer.body]).toEqual([400, { code: 'VALIDATION', message }]);
    }
    expect((await read(list.id)).items.map((item: ListItem) => item.name)).toEqual(['Arroz']);
  });

  it("refuses another user's list and an anonymous caller as a whole, changing nothing", async () => {
    const list = await newList(['Arroz']);
    const changes = [{ id: randomUUID(), kind: 'removeItem', itemId: list.items[0]!.id }];
    const stranger = await send(bia, list.id, changes);
    expect([stranger.status, stranger.body]).toEqual([404, { code: 'NOT_FOUND', message: listNotFoundMessage }]);
    expect((await send(undefined, list.id, changes)).status).toBe(401);
    expect((await read(list.id)).items.map((item: ListItem) => item.name)).toEqual(['Arroz']);
  });

  it('nudges the other phones watching the list once the batch is applied', async () => {
    const list = await newList(['Arroz']);
    const watcher = await openLive(liveUrl, ana.accessToken);
    try {
      watcher.send({ action: 'watch', listId: list.id });
      const { version } = await watcher.next((frame) => frame.type === 'watching');
      const changes = [1, 2, 3].map((i) => ({ id: randomUUID(), kind: 'addItems', items: [{ name: `Item ${i}` }] }));
      expect((await send(ana, list.id, changes)).status).toBe(200);
      const nudge = await watcher.next((frame) => frame.type === 'nudge');
      expect(nudge.listId).toBe(list.id);
      expect(nudge.version).toBeGreaterThan(version!);
    } finally {
      await watcher.close();
    }
  });
});
