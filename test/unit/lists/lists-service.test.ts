import { listLimitMessage, listsService } from '../../../lambdas/domain/lists/lists-service';
import { inMemoryListsRepository, inMemorySubscriptions } from './in-memory-lists-repository';

function setup({ premium = ['ana'] }: { premium?: string[] } = {}) {
  const store = inMemoryListsRepository();
  const subscriptions = inMemorySubscriptions(new Set(premium));
  let id = 0;
  let clock = Date.parse('2026-11-01T10:00:00Z');
  const service = listsService({
    repository: store.repository,
    subscriptions: subscriptions.repository,
    newId: () => `id-${++id}`,
    now: () => new Date((clock += 1000)),
  });
  const save = (owner: string, name: string, items = ['Arroz']) =>
    service.create(owner, { name, items: items.map((item) => ({ name: item, quantity: 1, price: null })) });
  return { service, store, subscriptions, save };
}

describe('the lists service', () => {
  it('creates a list whose items keep the order they were typed in', async () => {
    const { service } = setup();
    const created = await service.create('ana', {
      name: 'Feira',
      items: [
        { name: 'Arroz', quantity: 2, price: null },
        { name: 'Feijão', quantity: 1, price: 7.9 },
      ],
    });
    expect(created).toMatchObject({ name: 'Feira', status: 'active', itemCount: 2 });
    expect(created.items.map((item) => [item.name, item.orderIndex, item.isPurchased])).toEqual([
      ['Arroz', 0, false],
      ['Feijão', 1, false],
    ]);
    expect(created).not.toHaveProperty('ownerId');
    expect(created).not.toHaveProperty('revision');
  });

  it("reads a list only for its owner, and hides another user's list as missing", async () => {
    const { service, save } = setup();
    const created = await save('ana', 'Feira');
    expect(await service.get('ana', created.id)).toMatchObject({ id: created.id, items: [{ name: 'Arroz' }] });
    expect(await service.get('bruno', created.id)).toBeUndefined();
    expect(await service.get('ana', 'no-such-list')).toBeUndefined();
  });

  it('leaves soft-deleted lists and items out', async () => {
    const { service, save } = setup();
    const kept = await save('ana', 'Mercado', ['Pão', 'Leite']);
    const gone = await save('ana', 'Antiga', ['Café']);
    await service.remove('ana', gone.id);
    expect((await service.listMine('ana')).map((list) => list.name)).toEqual(['Mercado']);
    expect(await service.get('ana', gone.id)).toBeUndefined();
    expect((await service.get('ana', kept.id))!.items.map((item) => item.name)).toEqual(['Pão', 'Leite']);
  });

  it("lists the owner's lists newest first", async () => {
    const { service, save } = setup({ premium: ['ana', 'bruno'] });
    await save('ana', 'Primeira');
    await save('ana', 'Segunda');
    await save('bruno', 'Do Bruno');
    expect((await service.listMine('ana')).map((list) => list.name)).toEqual(['Segunda', 'Primeira']);
  });

  it('renames only an active list of the caller', async () => {
    const { service, save } = setup();
    const list = await save('ana', 'Feira');
    expect(await service.rename('ana', list.id, 'Feira nova')).toMatchObject({ name: 'Feira nova' });
    await expect(service.rename('bruno', list.id, 'Minha')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await service.remove('ana', list.id);
    await expect(service.rename('ana', list.id, 'Lixo')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('moves lists through the trash: newest deletion first, restore, permanent deletion', async () => {
    const { service, save, store } = setup();
    const a = await save('ana', 'A', ['1', '2']);
    const b = await save('ana', 'B');
    await service.remove('ana', a.id);
    await service.remove('ana', b.id);
    expect((await service.trash('ana')).map((list) => [list.name, list.itemCount])).toEqual([
      ['B', 1],
      ['A', 2],
    ]);
    expect(await service.restore('ana', a.id)).toMatchObject({ id: a.id, name: 'A' });
    await expect(service.restore('ana', a.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await service.deletePermanently('ana', a.id);
    await service.deletePermanently('ana', b.id);
    expect(store.lists.size).toBe(0);
    expect(store.activeLists.get('ana')).toBe(0);
  });

  it('limits a free account to 1 active list, on create and on restore', async () => {
    const { service, save, store } = setup({ premium: [] });
    const first = await save('dora', 'Primeira');
    await expect(save('dora', 'Segunda')).rejects.toMatchObject({ code: 'LIMIT_REACHED', message: listLimitMessage });
    await service.remove('dora', first.id);
    const second = await save('dora', 'Segunda');
    await expect(service.restore('dora', first.id)).rejects.toMatchObject({ code: 'LIMIT_REACHED' });
    await service.remove('dora', second.id);
    await expect(service.bulkRestore('dora', [first.id, second.id])).rejects.toMatchObject({ code: 'LIMIT_REACHED' });
    expect(await service.bulkRestore('dora', [first.id])).toEqual([first.id]);
    expect(store.activeLists.get('dora')).toBe(1);
  });

  it('acts in bulk only on the caller’s lists, and answers 404 when none is theirs', async () => {
    const { service, save } = setup({ premium: ['ana', 'bruno'] });
    const mine = await save('ana', 'Minha');
    const theirs = await save('bruno', 'Do Bruno');
    expect(await service.bulkRemove('ana', [mine.id, theirs.id])).toEqual([mine.id]);
    expect(await service.listMine('bruno')).toHaveLength(1);
    await expect(service.bulkRemove('ana', [theirs.id])).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(service.bulkDeletePermanently('ana', [theirs.id, 'missing'])).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await service.bulkDeletePermanently('ana', [mine.id, theirs.id])).toEqual([mine.id]);
    expect(await service.listMine('bruno')).toHaveLength(1);
  });
});
