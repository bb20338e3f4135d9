import { itemsService } from '../../../lambdas/domain/lists/items-service';
import { listsService, type ListsRepository } from '../../../lambdas/domain/lists/lists-service';
import { WriteConflict } from '../../../lambdas/domain/write-conflict';
import { inMemoryListsRepository, inMemorySubscriptions } from './in-memory-lists-repository';

function setup(repositoryOverride?: (repository: ListsRepository) => ListsRepository) {
  const store = inMemoryListsRepository();
  const repository = repositoryOverride ? repositoryOverride(store.repository) : store.repository;
  let id = 0;
  let clock = Date.parse('2026-11-01T10:00:00Z');
  const deps = {
    newId: () => `00000000-0000-4000-8000-${String(++id).padStart(12, '0')}`,
    now: () => new Date((clock += 1000)),
  };
  const lists = listsService({
    repository,
    subscriptions: inMemorySubscriptions(new Set(['ana'])).repository,
    ...deps,
  });
  const items = itemsService({ repository, ...deps });
  const newList = async (names: string[]) =>
    lists.create('ana', { name: 'Feira', items: names.map((name) => ({ name, quantity: 1, price: null })) });
  const order = async (listId: string) =>
    (await lists.get('ana', listId))!.items.map((item) => `${item.orderIndex}:${item.name}`);
  return { store, lists, items, newList, order };
}

describe('the items service', () => {
  it('appends new items after the last one and keeps the count on the list', async () => {
    const { items, newList, order, lists } = setup();
    const list = await newList(['A', 'B']);
    const added = await items.add('ana', list.id, { items: [{ name: 'C', quantity: 3, price: 2.5 }] });
    expect(added).toMatchObject([{ name: 'C', orderIndex: 2, quantity: 3, price: 2.5 }]);
    expect(await order(list.id)).toEqual(['0:A', '1:B', '2:C']);
    expect((await lists.listMine('ana'))[0]!.itemCount).toBe(3);
  });

  it('soft-deletes an item, re-indexes the rest 0..n-1 and restores it at the end', async () => {
    const { items, newList, order } = setup();
    const list = await newList(['A', 'B', 'C']);
    await items.remove('ana', list.id, list.items[0]!.id);
    expect(await order(list.id)).toEqual(['0:B', '1:C']);
    expect((await items.trash('ana', list.id)).map((item) => [item.name, item.listName])).toEqual([['A', 'Feira']]);
    expect(await items.restore('ana', list.id, list.items[0]!.id)).toMatchObject({
      name: 'A',
      orderIndex: 2,
      deletedAt: null,
    });
    expect(await order(list.id)).toEqual(['0:B', '1:C', '2:A']);
  });

  it('edits only active items of the caller', async () => {
    const { items, newList } = setup();
    const list = await newList(['A']);
    expect(await items.update('ana', list.id, list.items[0]!.id, { isPurchased: true, price: null })).toMatchObject({
      isPurchased: true,
      price: null,
      name: 'A',
    });
    await expect(items.update('bruno', list.id, list.items[0]!.id, { name: 'X' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await items.remove('ana', list.id, list.items[0]!.id);
    await expect(items.update('ana', list.id, list.items[0]!.id, { name: 'X' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('reorders with exactly the active ids, and refuses anything else', async () => {
    const { items, newList, order } = setup();
    const list = await newList(['A', 'B', 'C']);
    const [a, b, c] = list.items.map((item) => item.id) as [string, string, string];
    await items.reorder('ana', list.id, [c, b, a]);
    expect(await order(list.id)).toEqual(['0:C', '1:B', '2:A']);
    await expect(items.reorder('ana', list.id, [a, b])).rejects.toMatchObject({ code: 'VALIDATION' });
  });

  it('deletes for good from the trash or the active order, in bulk ignoring unknown ids', async () => {
    const { items, newList, order, store } = setup();
    const list = await newList(['A', 'B', 'C', 'D']);
    const [a, b, c] = list.items.map((item) => item.id) as [string, string, string];
    await items.remove('ana', list.id, a);
    expect(await items.bulkDeletePermanently('ana', list.id, [a, b, '00000000-0000-4000-8000-999999999999'])).toEqual([
      a,
      b,
    ]);
    expect(await order(list.id)).toEqual(['0:C', '1:D']);
    expect(store.items.get(list.id)).toHaveLength(2);
    await expect(items.bulkDeletePermanently('ana', list.id, [a])).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await items.deletePermanently('ana', list.id, c);
    expect(await order(list.id)).toEqual(['0:D']);
    expect(store.lists.get(list.id)!.itemCount).toBe(1);
  });

  it('retries on fresh data when the list changed in between, then gives up with 409', async () => {
    let conflicts = 1;
    const { items, newList, order } = setup((repository) => ({
      ...repository,
      async writeItems(write) {
        if (conflicts-- > 0) throw new WriteConflict('stale');
        return repository.writeItems(write);
      },
    }));
    const list = await newList(['A']);
    await items.add('ana', list.id, { items: [{ name: 'B', quantity: 1, price: null }] });
    expect(await order(list.id)).toEqual(['0:A', '1:B']);
    conflicts = 10;
    await expect(items.add('ana', list.id, { items: [{ name: 'C', quantity: 1, price: null }] })).rejects.toMatchObject(
      { code: 'CONFLICT' },
    );
  });
});
