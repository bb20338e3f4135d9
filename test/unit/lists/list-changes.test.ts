import { randomUUID } from 'node:crypto';
import { itemDeletedMessage, itemsService } from '../../../lambdas/domain/lists/items-service';
import { applyListChanges } from '../../../lambdas/domain/lists/list-changes';
import { listsService, type ListsRepository } from '../../../lambdas/domain/lists/lists-service';
import { inMemoryListsRepository, inMemorySubscriptions, testIdsAndClock } from './in-memory-lists-repository';

/** The real services over the in-memory table; `around` wraps its writes (another phone, a failing table). */
function setup(around?: (repository: ListsRepository) => Partial<ListsRepository>) {
  const store = inMemoryListsRepository();
  const repository = { ...store.repository, ...around?.(store.repository) };
  const { newId, now } = testIdsAndClock();
  const lists = listsService({
    repository,
    subscriptions: inMemorySubscriptions(new Set(['ana'])).repository,
    newId,
    now,
  });
  const items = itemsService({ repository, newId, now });
  const newList = (names: string[]) =>
    lists.create('ana', { name: 'Feira', items: names.map((name) => ({ name, quantity: 1, price: null })) });
  const shown = async (listId: string) =>
    (await lists.get('ana', listId))!.items.map((item) => `${item.name} ${item.quantity}`);
  return { store, items, newList, shown };
}

const update = (itemId: string, quantity: number) => ({
  id: randomUUID(),
  kind: 'updateItem',
  itemId,
  changes: { quantity },
});
const add = (name: string) => ({ id: randomUUID(), kind: 'addItems', items: [{ name, quantity: 1, price: null }] });

describe('a batch of changes to one list', () => {
  it('writes the changes of a batch in one transaction, in order, as if sent one by one', async () => {
    let writes = 0;
    const { items, newList, shown } = setup((repository) => ({
      writeItems: (write) => {
        writes += 1;
        return repository.writeItems(write);
      },
    }));
    const list = await newList(['Arroz', 'Leite']);
    const [arroz, leite] = list.items;
    const changes = [update(arroz!.id, 2), add('Pão'), update(leite!.id, 3), update(arroz!.id, 5)];
    const { results } = await applyListChanges(items, 'ana', list.id, changes);
    expect(results.map((result) => result.outcome)).toEqual(['applied', 'applied', 'applied', 'applied']);
    expect(await shown(list.id)).toEqual(['Arroz 5', 'Leite 3', 'Pão 1']);
    // The second edit of Arroz starts a second group.
    expect(writes).toBe(2);
  });

  it("applies a group refused as a whole (another phone's deletion landed first) change by change", async () => {
    let otherPhone: (() => Promise<void>) | undefined;
    const { items, newList, shown } = setup((repository) => ({
      writeItems: async (write) => {
        const first = otherPhone;
        otherPhone = undefined;
        await first?.();
        return repository.writeItems(write);
      },
    }));
    const list = await newList(['Arroz', 'Leite']);
    const [arroz, leite] = list.items;
    otherPhone = () => items.remove('ana', list.id, leite!.id);
    const changes = [update(arroz!.id, 2), update(leite!.id, 4), add('Pão')];
    const { results } = await applyListChanges(items, 'ana', list.id, changes);
    expect(results).toEqual([
      { id: changes[0]!.id, outcome: 'applied' },
      { id: changes[1]!.id, outcome: 'refused', code: 'NOT_FOUND', message: itemDeletedMessage },
      { id: changes[2]!.id, outcome: 'applied' },
    ]);
    expect(await shown(list.id)).toEqual(['Arroz 2', 'Pão 1']);
  });

  it('answers a replayed batch as the first time and changes nothing', async () => {
    const { items, newList, shown } = setup();
    const list = await newList(['Arroz']);
    const changes = [add('Pão'), update(list.items[0]!.id, 3)];
    const first = await applyListChanges(items, 'ana', list.id, changes);
    const before = await shown(list.id);
    expect(await applyListChanges(items, 'ana', list.id, changes)).toEqual(first);
    expect(await shown(list.id)).toEqual(before);
  });

  it('keeps and reports what was applied when the table fails half-way, and leaves the rest unanswered', async () => {
    let writes = 0;
    const { items, newList, shown } = setup((repository) => ({
      writeItems: (write) => {
        writes += 1;
        if (writes === 2) return Promise.reject(new Error('table unavailable'));
        return repository.writeItems(write);
      },
    }));
    const list = await newList(['Arroz']);
    const arroz = list.items[0]!.id;
    const changes = [update(arroz, 2), update(arroz, 3), update(arroz, 4)];
    const { results, stoppedBy } = await applyListChanges(items, 'ana', list.id, changes);
    expect(results).toEqual([{ id: changes[0]!.id, outcome: 'applied' }]);
    expect(stoppedBy).toEqual(new Error('table unavailable'));
    expect(await shown(list.id)).toEqual(['Arroz 2']);
  });

  it('throws when the table fails before anything was applied, so the whole batch is sent again', async () => {
    const { items, newList } = setup((repository) => ({
      writeItems: () => Promise.reject(new Error('table unavailable')),
      getWithItems: repository.getWithItems,
    }));
    const list = await newList(['Arroz']);
    await expect(applyListChanges(items, 'ana', list.id, [update(list.items[0]!.id, 2)])).rejects.toThrow(
      'table unavailable',
    );
  });

  it("refuses another user's list as a whole", async () => {
    const { items, newList } = setup();
    const list = await newList(['Arroz']);
    await expect(applyListChanges(items, 'bia', list.id, [add('Pão')])).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
