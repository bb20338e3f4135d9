import { localTable } from '../support/local-table';
import { callApi, readWebConfig, signUpAndIn, type TestUser } from '../support/local-users';

const url = process.env.LOCAL_URL!;
const apiUrl = process.env.LOCAL_API_URL!;
const table = localTable();

/** Lists beyond create/read: rename, trash, restore, permanent deletion, bulk, as a Premium user. */
describe('list lifecycle and trash through the local runtime', () => {
  let ana: TestUser;
  let bruno: TestUser;
  const as = (user: TestUser) => ({
    call: (method: string, path: string, body?: unknown) =>
      callApi(apiUrl, method, path, { token: user.accessToken, body }),
  });
  const create = async (user: TestUser, name: string, items = [{ name: 'Arroz' }, { name: 'Feijão' }]) => {
    const answer = await as(user).call('POST', '/lists', { name, items });
    expect(answer.status).toBe(201);
    return answer.body.list as { id: string; name: string; items: { id: string }[] };
  };

  beforeAll(async () => {
    const config = await readWebConfig(url);
    [ana, bruno] = await Promise.all([signUpAndIn(config, 'Ana'), signUpAndIn(config, 'Bruno')]);
    await Promise.all([table.makePremium(ana), table.makePremium(bruno)]);
  });

  it('renames a list, trimming the name', async () => {
    const list = await create(ana, 'Feira');
    const renamed = await as(ana).call('PATCH', `/lists/${list.id}`, { name: '  Feira de sábado ' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.list).toMatchObject({ id: list.id, name: 'Feira de sábado', itemCount: 2 });
    expect((await as(ana).call('GET', `/lists/${list.id}`)).body.list.name).toBe('Feira de sábado');
    expect((await as(ana).call('PATCH', `/lists/${list.id}`, { name: ' ' })).status).toBe(400);
  });

  it('moves a deleted list to the trash, restores it, and deletes it for good', async () => {
    const list = await create(ana, 'Churrasco', [{ name: 'Carvão' }, { name: 'Picanha' }, { name: 'Sal grosso' }]);
    expect((await as(ana).call('DELETE', `/lists/${list.id}`)).status).toBe(204);
    expect((await as(ana).call('GET', `/lists/${list.id}`)).status).toBe(404);
    expect((await as(ana).call('GET', '/lists')).body.lists.map((l: { id: string }) => l.id)).not.toContain(list.id);

    const trash = await as(ana).call('GET', '/trash/lists');
    expect(trash.status).toBe(200);
    expect(trash.body.lists[0]).toEqual({
      id: list.id,
      name: 'Churrasco',
      itemCount: 3,
      deletedAt: expect.any(String),
    });
    expect((await as(ana).call('DELETE', `/lists/${list.id}`)).status).toBe(404);

    const restored = await as(ana).call('POST', `/lists/${list.id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body.list).toMatchObject({ id: list.id, name: 'Churrasco', itemCount: 3 });
    expect((await as(ana).call('GET', '/trash/lists')).body.lists.map((l: { id: string }) => l.id)).not.toContain(
      list.id,
    );
    expect((await as(ana).call('POST', `/lists/${list.id}/restore`)).status).toBe(404);

    expect((await as(ana).call('DELETE', `/lists/${list.id}/permanent`)).status).toBe(204);
    expect(await table.partition(`LIST#${list.id}`)).toEqual([]);
    expect((await as(ana).call('GET', `/lists/${list.id}`)).status).toBe(404);
    expect((await as(ana).call('DELETE', `/lists/${list.id}/permanent`)).status).toBe(404);
  });

  it('lists the trash newest deletion first, with the count of non-deleted items', async () => {
    const first = await create(ana, 'Primeira lixeira');
    const second = await create(ana, 'Segunda lixeira', [{ name: 'Café' }, { name: 'Açúcar' }, { name: 'Leite' }]);
    await as(ana).call('DELETE', `/lists/${second.id}/items/${second.items[0]!.id}`);
    await as(ana).call('DELETE', `/lists/${first.id}`);
    await as(ana).call('DELETE', `/lists/${second.id}`);
    const trash = (await as(ana).call('GET', '/trash/lists')).body.lists as { id: string; itemCount: number }[];
    expect(trash.slice(0, 2).map((l) => [l.id, l.itemCount])).toEqual([
      [second.id, 2],
      [first.id, 2],
    ]);
  });

  it('deletes, restores and deletes for good in bulk, never touching or reporting foreign ids', async () => {
    const mine = [await create(ana, 'Bulk 1'), await create(ana, 'Bulk 2')];
    const theirs = await create(bruno, 'Do Bruno secreta');
    const ids = [...mine.map((l) => l.id), theirs.id];

    const deleted = await as(ana).call('POST', '/lists/bulk/delete', { listIds: ids });
    expect(deleted.status).toBe(200);
    expect(deleted.body.lists.sort()).toEqual(mine.map((l) => l.id).sort());
    expect((await as(bruno).call('GET', `/lists/${theirs.id}`)).status).toBe(200);

    const restored = await as(ana).call('POST', '/lists/bulk/restore', { listIds: ids });
    expect(restored.body.lists.sort()).toEqual(mine.map((l) => l.id).sort());

    const gone = await as(ana).call('POST', '/lists/bulk/delete-permanent', { listIds: ids });
    expect(gone.body.lists.sort()).toEqual(mine.map((l) => l.id).sort());
    for (const list of mine) expect(await table.partition(`LIST#${list.id}`)).toEqual([]);
    expect((await as(bruno).call('GET', `/lists/${theirs.id}`)).body.list.items).toHaveLength(2);

    for (const path of ['/lists/bulk/delete', '/lists/bulk/restore', '/lists/bulk/delete-permanent']) {
      const foreign = await as(ana).call('POST', path, { listIds: [theirs.id] });
      expect(foreign.status).toBe(404);
      expect(JSON.stringify(foreign.body)).not.toContain('Bruno');
    }
    expect((await as(ana).call('POST', '/lists/bulk/delete', { listIds: [] })).status).toBe(400);
    expect((await as(ana).call('POST', '/lists/bulk/delete', { listIds: ['not-a-uuid'] })).status).toBe(400);
  });

  it('keeps the active-list counter right through every path', async () => {
    const carla = await signUpAndIn(await readWebConfig(url), 'Carla');
    await table.makePremium(carla);
    const lists = [await create(carla, 'C1'), await create(carla, 'C2'), await create(carla, 'C3')];
    expect(await table.activeLists(carla)).toBe(3);
    await as(carla).call('DELETE', `/lists/${lists[0]!.id}`);
    expect(await table.activeLists(carla)).toBe(2);
    await as(carla).call('DELETE', `/lists/${lists[0]!.id}/permanent`);
    expect(await table.activeLists(carla)).toBe(2);
    await as(carla).call('DELETE', `/lists/${lists[1]!.id}/permanent`);
    expect(await table.activeLists(carla)).toBe(1);
    await as(carla).call('POST', '/lists/bulk/delete', { listIds: [lists[2]!.id] });
    expect(await table.activeLists(carla)).toBe(0);
    await as(carla).call('POST', '/lists/bulk/restore', { listIds: [lists[2]!.id] });
    expect(await table.activeLists(carla)).toBe(1);
    await as(carla).call('POST', '/lists/bulk/delete-permanent', { listIds: [lists[2]!.id] });
    expect(await table.activeLists(carla)).toBe(0);
  });

  it('deletes a list with more items than one transaction holds', async () => {
    const big = await create(
      ana,
      'Grande',
      Array.from({ length: 98 }, (_, i) => ({ name: `Item ${i}` })),
    );
    const more = await as(ana).call('POST', `/lists/${big.id}/items`, {
      items: Array.from({ length: 60 }, (_, i) => ({ name: `Mais ${i}` })),
    });
    expect(more.status).toBe(201);
    expect((await as(ana).call('GET', `/lists/${big.id}`)).body.list.itemCount).toBe(158);
    // Deleting an early item re-indexes 150+ items: more than one transaction.
    expect((await as(ana).call('DELETE', `/lists/${big.id}/items/${big.items[1]!.id}`)).status).toBe(204);
    const after = (await as(ana).call('GET', `/lists/${big.id}`)).body.list;
    expect(after.itemCount).toBe(157);
    expect(after.items.map((item: { orderIndex: number }) => item.orderIndex)).toEqual(
      Array.from({ length: 157 }, (_, i) => i),
    );
    expect(after.items[1].name).toBe('Item 2');
    expect((await as(ana).call('DELETE', `/lists/${big.id}/permanent`)).status).toBe(204);
    expect(await table.partition(`LIST#${big.id}`)).toEqual([]);
  });
});
