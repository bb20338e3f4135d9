import { randomUUID } from 'node:crypto';
import { localTable } from '../support/local-table';
import { callApi, readWebConfig, signUpAndIn, userIdOf, type TestUser } from '../support/local-users';

const url = process.env.LOCAL_URL!;
const apiUrl = process.env.LOCAL_API_URL!;
const table = localTable();

interface Item {
  id: string;
  name: string;
  orderIndex: number;
  quantity: number;
  isPurchased: boolean;
}

/** What the web app's offline outbox relies on: per-item writes, client-named rows, replayable operations. */
describe('list changes from more than one phone, sent more than once', () => {
  let ana: TestUser;
  let bia: TestUser;
  const call = (user: TestUser, method: string, path: string, body?: unknown, operationId?: string) =>
    callApi(apiUrl, method, path, { token: user.accessToken, body, operationId });
  const read = async (listId: string) => (await call(ana, 'GET', `/lists/${listId}`)).body.list;
  const newList = async (names: string[]) => {
    const created = await call(ana, 'POST', '/lists', { name: 'Mercado', items: names.map((name) => ({ name })) });
    expect(created.status).toBe(201);
    return created.body.list as { id: string; items: Item[] };
  };

  beforeAll(async () => {
    const config = await readWebConfig(url);
    [ana, bia] = await Promise.all([signUpAndIn(config, 'Ana'), signUpAndIn(config, 'Bia')]);
    await table.makePremium(ana);
  });

  it('applies 20 parallel additions to one list with no conflict, in one order every reader sees', async () => {
    const list = await newList(['Base']);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(ana, 'POST', `/lists/${list.id}/items`, { items: [{ name: `P${i}` }] }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    const first = await read(list.id);
    expect(first.itemCount).toBe(21);
    expect(first.items.map((item: Item) => item.orderIndex)).toEqual(Array.from({ length: 21 }, (_, i) => i));
    expect(new Set(first.items.map((item: Item) => item.name)).size).toBe(21);
    expect((await read(list.id)).items).toEqual(first.items);
  });

  it('answers a replayed operation with its first result and adds nothing twice', async () => {
    const list = await newList(['Arroz']);
    const operationId = randomUUID();
    const itemId = randomUUID();
    const body = { items: [{ id: itemId, name: 'Feijão' }] };
    const sends = await Promise.all(
      [1, 2, 3].map(() => call(ana, 'POST', `/lists/${list.id}/items`, body, operationId)),
    );
    expect(sends.map((send) => send.status)).toEqual([201, 201, 201]);
    expect(sends[1]!.body).toEqual(sends[0]!.body);
    expect(sends[0]!.body.items[0]).toMatchObject({ id: itemId, name: 'Feijão', orderIndex: 1 });
    // Later, after the item was deleted and restored, the old operation still changes nothing.
    const deleteId = randomUUID();
    expect((await call(ana, 'DELETE', `/lists/${list.id}/items/${itemId}`, undefined, deleteId)).status).toBe(204);
    await call(ana, 'POST', `/lists/${list.id}/items/${itemId}/restore`);
    expect((await call(ana, 'DELETE', `/lists/${list.id}/items/${itemId}`, undefined, deleteId)).status).toBe(204);
    expect((await call(ana, 'POST', `/lists/${list.id}/items`, body, operationId)).status).toBe(201);
    const after = await read(list.id);
    expect(after.items.map((item: Item) => item.name)).toEqual(['Arroz', 'Feijão']);
    expect(after.itemCount).toBe(2);

    const record = (await table.partition(`USER#${userIdOf(ana)}`)).find(
      (row) => row.sk === `OPERATION#${operationId}`,
    );
    const expiresAt = record?.expiresAt as number;
    expect(expiresAt).toBeGreaterThan(Date.now() / 1000 + 7 * 86_400);

    const edit = randomUUID();
    const renamed = await call(ana, 'PATCH', `/lists/${list.id}`, { name: 'Feira' }, edit);
    await call(ana, 'PATCH', `/lists/${list.id}`, { name: 'Outro nome' });
    expect(await call(ana, 'PATCH', `/lists/${list.id}`, { name: 'Feira' }, edit)).toEqual(renamed);
    expect((await read(list.id)).name).toBe('Outro nome');
    expect((await call(ana, 'DELETE', `/lists/${list.id}/items/${itemId}`, undefined, 'not-a-uuid')).status).toBe(400);
  });

  it('saves a client-named list once, however often it is sent, and counts it once against the limit', async () => {
    const listId = randomUUID();
    const body = { id: listId, name: 'Offline', items: [{ id: randomUUID(), name: 'Leite' }] };
    const sends = await Promise.all([1, 2, 3].map(() => call(bia, 'POST', '/lists', body)));
    expect(sends.map((send) => send.status)).toEqual([201, 201, 201]);
    expect(sends.map((send) => send.body.list.id)).toEqual([listId, listId, listId]);
    expect((await call(bia, 'GET', '/lists')).body.lists).toHaveLength(1);
    expect(await table.activeLists(bia)).toBe(1);
    // Bia is free: another list is still refused.
    expect((await call(bia, 'POST', '/lists', { ...body, id: randomUUID() })).status).toBe(403);
    // Another user naming the same list id gets nothing of it.
    const taken = await call(ana, 'POST', '/lists', body);
    expect(taken.status).toBe(409);
    expect((await call(bia, 'GET', `/lists/${listId}`)).body.list.items).toHaveLength(1);
  });

  it('lets a delete beat an edit, and keeps both phones’ edits of different fields', async () => {
    const list = await newList(['Café', 'Açúcar']);
    const [cafe, acucar] = list.items;
    const edits = await Promise.all([
      call(ana, 'PATCH', `/lists/${list.id}/items/${cafe!.id}`, { quantity: 3 }),
      call(ana, 'PATCH', `/lists/${list.id}/items/${cafe!.id}`, { isPurchased: true }),
      call(ana, 'POST', `/lists/${list.id}/items`, { items: [{ name: 'Pão' }] }),
    ]);
    expect(edits.map((edit) => edit.status)).toEqual([200, 200, 201]);
    expect((await read(list.id)).items[0]).toMatchObject({ name: 'Café', quantity: 3, isPurchased: true });

    await call(ana, 'DELETE', `/lists/${list.id}/items/${acucar!.id}`);
    const late = await call(ana, 'PATCH', `/lists/${list.id}/items/${acucar!.id}`, { quantity: 2 });
    expect(late.status).toBe(404);
    expect(late.body.message).toBe('Este item foi excluído em outro lugar; a alteração foi descartada.');
    expect((await read(list.id)).items.map((item: Item) => item.name)).toEqual(['Café', 'Pão']);
  });
});
