import { listsService } from '../../../lambdas/domain/lists/lists-service';
import { inMemoryListsRepository } from './in-memory-lists-repository';

function setup() {
  const store = inMemoryListsRepository();
  let id = 0;
  let clock = Date.parse('2026-11-01T10:00:00Z');
  const service = listsService({
    repository: store.repository,
    newId: () => `id-${++id}`,
    now: () => new Date((clock += 1000)),
  });
  return { service, store };
}

describe('the lists service', () => {
  it('creates a list whose items keep the order they were typed in', async () => {
    const { service } = setup();
    const created = await service.create('ana', { name: 'Feira', items: [{ name: 'Arroz', quantity: 2, price: null }, { name: 'Feijão', quantity: 1, price: 7.9 }] });
    expect(created).toMatchObject({ name: 'Feira', status: 'active', itemCount: 2 });
    expect(created.items.map((item) => [item.name, item.orderIndex, item.isPurchased])).toEqual([
      ['Arroz', 0, false],
      ['Feijão', 1, false],
    ]);
    expect(created).not.toHaveProperty('ownerId');
  });

  it("reads a list only for its owner, and hides another user's list as missing", async () => {
    const { service } = setup();
    const created = await service.create('ana', { name: 'Feira', items: [{ name: 'Arroz', quantity: 1, price: null }] });
    expect(await service.get('ana', created.id)).toMatchObject({ id: created.id, items: [{ name: 'Arroz' }] });
    expect(await service.get('bruno', created.id)).toBeUndefined();
    expect(await service.get('ana', 'no-such-list')).toBeUndefined();
  });

  it('leaves soft-deleted lists and items out', async () => {
    const { service, store } = setup();
    const kept = await service.create('ana', { name: 'Mercado', items: [{ name: 'Pão', quantity: 1, price: null }, { name: 'Leite', quantity: 1, price: null }] });
    const gone = await service.create('ana', { name: 'Antiga', items: [{ name: 'Café', quantity: 1, price: null }] });
    store.lists.get(gone.id)!.deletedAt = '2026-11-02T00:00:00Z';
    store.items.get(kept.id)![0]!.deletedAt = '2026-11-02T00:00:00Z';

    expect((await service.listMine('ana')).map((list) => list.name)).toEqual(['Mercado']);
    expect(await service.get('ana', gone.id)).toBeUndefined();
    expect((await service.get('ana', kept.id))!.items.map((item) => item.name)).toEqual(['Leite']);
  });

  it("lists the owner's lists newest first", async () => {
    const { service } = setup();
    await service.create('ana', { name: 'Primeira', items: [{ name: 'A', quantity: 1, price: null }] });
    await service.create('ana', { name: 'Segunda', items: [{ name: 'B', quantity: 1, price: null }] });
    await service.create('bruno', { name: 'Do Bruno', items: [{ name: 'C', quantity: 1, price: null }] });
    expect((await service.listMine('ana')).map((list) => list.name)).toEqual(['Segunda', 'Primeira']);
  });
});
