import { itemFieldsOf } from '../../lambdas/domain/lists/list-types';
import { localTable } from '../support/local-table';
import { callApi, readWebConfig, signUpAndIn, type TestUser } from '../support/local-users';

const url = process.env.LOCAL_URL!;
const apiUrl = process.env.LOCAL_API_URL!;
const table = localTable();

interface Item {
  id: string;
  name: string;
  orderIndex: number;
  quantity: number;
  price: number | null;
  isPurchased: boolean;
  category: string | null;
}

describe('items of a list through the local runtime', () => {
  let ana: TestUser;
  let bruno: TestUser;
  const call = (user: TestUser, method: string, path: string, body?: unknown) =>
    callApi(apiUrl, method, path, { token: user.accessToken, body });
  const names = async (listId: string) =>
    ((await call(ana, 'GET', `/lists/${listId}`)).body.list.items as Item[]).map(
      (item) => `${item.orderIndex}:${item.name}`,
    );
  const newList = async (items: string[]) => {
    const created = await call(ana, 'POST', '/lists', { name: 'Mercado', items: items.map((name) => ({ name })) });
    expect(created.status).toBe(201);
    return created.body.list as { id: string; items: Item[] };
  };

  beforeAll(async () => {
    const config = await readWebConfig(url);
    [ana, bruno] = await Promise.all([signUpAndIn(config, 'Ana'), signUpAndIn(config, 'Bruno')]);
    await table.makePremium(ana);
  });

  it('appends new items after the last one and counts them on the list', async () => {
    const list = await newList(['Arroz', 'Feijão']);
    const added = await call(ana, 'POST', `/lists/${list.id}/items`, {
      items: [{ name: ' Leite ', quantity: 2, price: 4.99, category: 'Laticínios e Ovos' }, { name: 'Pão' }],
    });
    expect(added.status).toBe(201);
    expect(
      added.body.items.map((item: Item) => [item.name, item.orderIndex, item.quantity, item.price, item.category]),
    ).toEqual([
      ['Leite', 2, 2, 4.99, 'Laticínios e Ovos'],
      ['Pão', 3, 1, null, null],
    ]);
    expect(await names(list.id)).toEqual(['0:Arroz', '1:Feijão', '2:Leite', '3:Pão']);
    expect((await call(ana, 'GET', '/lists')).body.lists.find((l: { id: string }) => l.id === list.id).itemCount).toBe(
      4,
    );
  });

  it('edits name, quantity, price, purchase and category', async () => {
    const list = await newList(['Arroz']);
    const itemId = list.items[0]!.id;
    const edited = await call(ana, 'PATCH', `/lists/${list.id}/items/${itemId}`, {
      name: ' Arroz integral ',
      quantity: 3,
      price: 12.5,
      isPurchased: true,
      category: 'Mercearia',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.item).toMatchObject({
      id: itemId,
      name: 'Arroz integral',
      quantity: 3,
      price: 12.5,
      isPurchased: true,
      category: 'Mercearia',
    });
    const cleared = await call(ana, 'PATCH', `/lists/${list.id}/items/${itemId}`, { price: null });
    expect(cleared.body.item).toMatchObject({ price: null, isPurchased: true });
    expect((await call(ana, 'GET', `/lists/${list.id}`)).body.list.items[0]).toMatchObject({
      name: 'Arroz integral',
      price: null,
      isPurchased: true,
    });
    for (const body of [
      {},
      { quantity: 0 },
      { price: 1.234 },
      { name: '' },
      { isPurchased: 'sim' },
      { listId: list.id },
    ]) {
      const refused = await call(ana, 'PATCH', `/lists/${list.id}/items/${itemId}`, body);
      expect(refused.status).toBe(400);
    }
  });

  it('soft-deletes an item, re-indexes the rest, shows it in the trash and restores it at the end', async () => {
    const list = await newList(['A', 'B', 'C', 'D']);
    const [a, b] = list.items;
    expect((await call(ana, 'DELETE', `/lists/${list.id}/items/${b!.id}`)).status).toBe(204);
    expect(await names(list.id)).toEqual(['0:A', '1:C', '2:D']);
    expect((await call(ana, 'DELETE', `/lists/${list.id}/items/${b!.id}`)).status).toBe(404);
    expect((await call(ana, 'PATCH', `/lists/${list.id}/items/${b!.id}`, { quantity: 2 })).status).toBe(404);

    await call(ana, 'DELETE', `/lists/${list.id}/items/${a!.id}`);
    const trash = await call(ana, 'GET', `/trash/lists/${list.id}/items`);
    expect(trash.status).toBe(200);
    expect(trash.body.items).toEqual([
      { ...itemFieldsOf(a!), listId: list.id, listName: 'Mercado', deletedAt: expect.any(String) },
      { ...itemFieldsOf(b!), listId: list.id, listName: 'Mercado', deletedAt: expect.any(String) },
    ]);

    const restored = await call(ana, 'POST', `/lists/${list.id}/items/${b!.id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body.item).toMatchObject({ id: b!.id, name: 'B', orderIndex: 2, deletedAt: null });
    expect(await names(list.id)).toEqual(['0:C', '1:D', '2:B']);
    expect((await call(ana, 'POST', `/lists/${list.id}/items/${b!.id}/restore`)).status).toBe(404);

    expect((await call(ana, 'DELETE', `/lists/${list.id}/items/${a!.id}/permanent`)).status).toBe(204);
    expect((await call(ana, 'GET', `/trash/lists/${list.id}/items`)).body.items).toEqual([]);
    // From the active order too, which is then re-indexed.
    expect((await call(ana, 'DELETE', `/lists/${list.id}/items/${list.items[2]!.id}/permanent`)).status).toBe(204);
    expect(await names(list.id)).toEqual(['0:D', '1:B']);
    expect((await call(ana, 'GET', `/lists/${list.id}`)).body.list.itemCount).toBe(2);
  });

  it('reorders the active items, refusing any other set of ids', async () => {
    const list = await newList(['A', 'B', 'C']);
    const [a, b, c] = list.items.map((item) => item.id);
    const reordered = await call(ana, 'PUT', `/lists/${list.id}/items/order`, { itemIds: [c, a, b] });
    expect(reordered.status).toBe(200);
    expect(reordered.body.items.map((item: Item) => item.name)).toEqual(['C', 'A', 'B']);
    expect(await names(list.id)).toEqual(['0:C', '1:A', '2:B']);
    for (const itemIds of [
      [a, b],
      [a, b, c, c],
      [a, b, '00000000-0000-4000-8000-000000000000'],
    ]) {
      const refused = await call(ana, 'PUT', `/lists/${list.id}/items/order`, { itemIds });
      expect(refused.status).toBe(400);
    }
    expect(await names(list.id)).toEqual(['0:C', '1:A', '2:B']);
  });

  it('restores and deletes trashed items in bulk, ignoring ids of other lists', async () => {
    const list = await newList(['A', 'B', 'C', 'D']);
    const other = await newList(['Outro']);
    const [a, b, c] = list.items.map((item) => item.id);
    for (const id of [a, b, c]) await call(ana, 'DELETE', `/lists/${list.id}/items/${id}`);
    const restored = await call(ana, 'POST', `/lists/${list.id}/items/bulk/restore`, {
      itemIds: [a, b, other.items[0]!.id],
    });
    expect(restored.status).toBe(200);
    expect(restored.body.items).toEqual([a, b]);
    expect(await names(list.id)).toEqual(['0:D', '1:A', '2:B']);

    const gone = await call(ana, 'POST', `/lists/${list.id}/items/bulk/delete-permanent`, {
      itemIds: [c, other.items[0]!.id],
    });
    expect(gone.body.items).toEqual([c]);
    expect((await call(ana, 'GET', `/trash/lists/${list.id}/items`)).body.items).toEqual([]);
    expect(await names(other.id)).toEqual(['0:Outro']);
    expect(
      (await call(ana, 'POST', `/lists/${list.id}/items/bulk/restore`, { itemIds: [other.items[0]!.id] })).status,
    ).toBe(404);
  });

  it("answers 404 for another user's list or item and changes nothing", async () => {
    const list = await newList(['Segredo da Ana']);
    const itemId = list.items[0]!.id;
    const attempts: [string, string, unknown?][] = [
      ['POST', `/lists/${list.id}/items`, { items: [{ name: 'Intruso' }] }],
      ['PATCH', `/lists/${list.id}/items/${itemId}`, { name: 'Intruso' }],
      ['DELETE', `/lists/${list.id}/items/${itemId}`],
      ['DELETE', `/lists/${list.id}/items/${itemId}/permanent`],
      ['PUT', `/lists/${list.id}/items/order`, { itemIds: [itemId] }],
      ['GET', `/trash/lists/${list.id}/items`],
    ];
    for (const [method, path, body] of attempts) {
      const answer = await call(bruno, method, path, body);
      expect(answer.status).toBe(404);
      expect(JSON.stringify(answer.body)).not.toContain('Segredo');
    }
    expect(await names(list.id)).toEqual(['0:Segredo da Ana']);
  });

  it('keeps order indexes unique when items are added in parallel', async () => {
    const list = await newList(['Base']);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => call(ana, 'POST', `/lists/${list.id}/items`, { items: [{ name: `P${i}` }] })),
    );
    const ok = answers.filter((answer) => answer.status === 201).length;
    expect(answers.every((answer) => answer.status === 201 || answer.status === 409)).toBe(true);
    const read = (await call(ana, 'GET', `/lists/${list.id}`)).body.list;
    expect(read.itemCount).toBe(1 + ok);
    expect(read.items.map((item: Item) => item.orderIndex)).toEqual(Array.from({ length: 1 + ok }, (_, i) => i));
  });
});
