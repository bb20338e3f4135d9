import { itemDeletedMessage, itemsService } from '../../../lambdas/domain/lists/items-service';
import { listsService, type ListsRepository } from '../../../lambdas/domain/lists/lists-service';
import { inMemoryListsRepository, inMemorySubscriptions, testIdsAndClock } from './in-memory-lists-repository';

function setup(repositoryOverride?: (repository: ListsRepository) => ListsRepository) {
  const store = inMemoryListsRepository();
  const repository = repositoryOverride ? repositoryOverride(store.repository) : store.repository;
  const { newId, now } = testIdsAndClock();
  const deps = { newId, now };
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

  it('answers a replayed operation with its first result and changes nothing', async () => {
    const { items, newList, order, store, lists } = setup();
    const list = await newList(['A']);
    const op = '11111111-1111-4111-8111-111111111111';
    const body = { items: [{ name: 'B', quantity: 1, price: null }] };
    const first = await items.add('ana', list.id, body, op);
    expect(await items.add('ana', list.id, body, op)).toEqual(first);
    expect(await order(list.id)).toEqual(['0:A', '1:B']);
    expect(store.lists.get(list.id)!.itemCount).toBe(2);

    // A delete replayed after the item came back from the trash does not delete it again.
    const deleteOp = '22222222-2222-4222-8222-222222222222';
    await items.remove('ana', list.id, first[0]!.id, deleteOp);
    await items.restore('ana', list.id, first[0]!.id);
    await items.remove('ana', list.id, first[0]!.id, deleteOp);
    expect(await order(list.id)).toEqual(['0:A', '1:B']);
    // The same operation id of another user is another operation.
    await expect(lists.rename('bia', list.id, 'X', op)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('keeps client-named items once when the same addition arrives twice without an operation id', async () => {
    const { items, newList, order } = setup();
    const list = await newList(['A']);
    const id = '33333333-3333-4333-8333-333333333333';
    const body = { items: [{ id, name: 'B', quantity: 2, price: null }] };
    const [first, second] = await Promise.all([items.add('ana', list.id, body), items.add('ana', list.id, body)]);
    expect(first).toEqual(second);
    expect(await order(list.id)).toEqual(['0:A', '1:B']);
    const partly = {
      items: [
        { id, name: 'B', quantity: 1, price: null },
        { name: 'C', quantity: 1, price: null },
      ],
    };
    await expect(items.add('ana', list.id, partly)).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('applies parallel additions without conflicts, each at its own position', async () => {
    const { items, newList, order } = setup();
    const list = await newList(['Base']);
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        items.add('ana', list.id, { items: [{ name: `P${i}`, quantity: 1, price: null }] }),
      ),
    );
    const names = await order(list.id);
    expect(names).toHaveLength(21);
    expect(names.map((entry) => Number(entry.split(':')[0]))).toEqual(Array.from({ length: 21 }, (_, i) => i));
  });

  it('lets a delete beat an edit: an edit of an item deleted elsewhere is refused with its own message', async () => {
    const { items, newList, lists } = setup();
    const list = await newList(['A', 'B']);
    const [a, b] = list.items;
    await items.update('ana', list.id, a!.id, { quantity: 5 });
    await items.remove('ana', list.id, a!.id);
    await items.remove('ana', list.id, b!.id);
    await expect(items.update('ana', list.id, b!.id, { name: 'Bb' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: itemDeletedMessage,
    });
    expect((await lists.get('ana', list.id))!.items).toEqual([]);
  });

  it('takes the latest value per field: edits of different fields both stay', async () => {
    const { items, newList, lists } = setup();
    const list = await newList(['A']);
    const itemId = list.items[0]!.id;
    await Promise.all([
      items.update('ana', list.id, itemId, { quantity: 3 }),
      items.update('ana', list.id, itemId, { isPurchased: true }),
    ]);
    await items.update('ana', list.id, itemId, { quantity: 4 });
    expect((await lists.get('ana', list.id))!.items[0]).toMatchObject({ quantity: 4, isPurchased: true });
  });
});
