import fc from 'fast-check';
import { DomainError, NotFoundError } from '../../../lambdas/domain/errors';
import { itemsService } from '../../../lambdas/domain/lists/items-service';
import { applyListChanges, listChangesBodySchema } from '../../../lambdas/domain/lists/list-changes';
import {
  addItemsBodySchema,
  listIdsBodySchema,
  renameListBodySchema,
  reorderItemsBodySchema,
  updateItemBodySchema,
} from '../../../lambdas/domain/lists/list-schemas';
import type { ListWithItems } from '../../../lambdas/domain/lists/list-types';
import { listsService } from '../../../lambdas/domain/lists/lists-service';
import { statusForCode } from '../../../lambdas/http/errors';
import { inMemoryListsRepository, inMemorySubscriptions } from '../lists/in-memory-lists-repository';
import { ApiError, type ApiFetchOptions } from '@/lib/api-client';
import { applyToList, type ListChange, type QueuedChange } from '@/lib/offline/list-operations';
import { createOutbox, type Outbox, type OutboxStorage } from '@/lib/offline/outbox';
import { batchSize, isTransientFailure, sendChange, sendChanges, type Transport } from '@/lib/offline/send-change';

const owner = 'ana';
const listId = '00000000-0000-4000-8000-00000000000a';

/** The API over the real services and an in-memory table, with the handlers' validation and status codes. */
function server() {
  const store = inMemoryListsRepository();
  let id = 0;
  const deps = {
    repository: store.repository,
    newId: () => `00000000-0000-4000-8000-${String(++id).padStart(12, '0')}`,
  };
  const lists = listsService({ ...deps, subscriptions: inMemorySubscriptions(new Set([owner])).repository });
  const items = itemsService(deps);
  const parse = <T>(schema: { safeParse(input: unknown): { success: boolean; data?: T } }, body: unknown): T => {
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new ApiError(400, 'VALIDATION', 'Dados inválidos.');
    return parsed.data as T;
  };

  async function route(path: string, { method = 'GET', body, operationId }: ApiFetchOptions): Promise<unknown> {
    const op = operationId;
    if (path === '/lists/bulk/delete' && method === 'POST')
      return { lists: await lists.bulkRemove(owner, parse(listIdsBodySchema, body).listIds, op) };
    let match = /^\/lists\/([^/]+)\/changes$/.exec(path);
    if (match && method === 'POST') {
      const { results } = await applyListChanges(items, owner, match[1]!, parse(listChangesBodySchema, body).changes);
      return {
        results: results.map((result) =>
          result.outcome === 'refused' ? { ...result, status: statusForCode[result.code] } : result,
        ),
      };
    }
    match = /^\/lists\/([^/]+)$/.exec(path);
    if (match) {
      const id = match[1]!;
      if (method === 'GET') {
        const list = await lists.get(owner, id);
        if (!list) throw new NotFoundError('Lista não encontrada');
        return { list };
      }
      if (method === 'PATCH')
        return { list: await lists.rename(owner, id, parse(renameListBodySchema, body).name, op) };
      if (method === 'DELETE') return lists.remove(owner, id, op);
    }
    match = /^\/lists\/([^/]+)\/items$/.exec(path);
    if (match && method === 'POST')
      return { items: await items.add(owner, match[1]!, parse(addItemsBodySchema, body), op) };
    match = /^\/lists\/([^/]+)\/items\/order$/.exec(path);
    if (match && method === 'PUT')
      return { items: await items.reorder(owner, match[1]!, parse(reorderItemsBodySchema, body).itemIds, op) };
    match = /^\/lists\/([^/]+)\/items\/([^/]+)$/.exec(path);
    if (match && method === 'PATCH')
      return { item: await items.update(owner, match[1]!, match[2]!, parse(updateItemBodySchema, body), op) };
    if (match && method === 'DELETE') return items.remove(owner, match[1]!, match[2]!, op);
    throw new Error(`No route for ${method} ${path}`);
  }

  const call: Transport = async (path, options = {}) => {
    try {
      return await route(path, options);
    } catch (error) {
      if (error instanceof DomainError) throw new ApiError(statusForCode[error.code], error.code, error.message);
      throw error;
    }
  };

  return {
    call,
    async seed(names: string[]) {
      await lists.create(owner, {
        id: listId,
        name: 'Mercado',
        items: names.map((name) => ({ name, quantity: 1, price: null })),
      });
      return (await lists.get(owner, listId))!;
    },
    /** What a user would notice: the name and the items in order with their fields. */
    async state() {
      const list = await lists.get(owner, listId);
      return list && { name: list.name, items: list.items.map(({ listId: _, ...item }) => item) };
    },
  };
}

/**
 * What can happen to one request on a shop's network: lost on the way, answer lost, sent
 * twice, or held up and delivered late (after the next change reached the server), while
 * the app, having no answer, sends it again.
 */
type Fault = 'ok' | 'lostRequest' | 'lostAnswer' | 'sentTwice' | 'late';

/** The transport through a flaky network: each call takes the next fault (then 'ok'). */
function flaky(call: Transport, faults: Fault[], heldUp: Parameters<Transport>[]): Transport {
  return async (path, options) => {
    const fault = faults.shift() ?? 'ok';
    if (fault === 'lostRequest') throw new ApiError(0, 'NETWORK', 'offline');
    if (fault === 'late') {
      heldUp.push([path, options]);
      throw new ApiError(0, 'NETWORK', 'offline');
    }
    if (fault === 'sentTwice') await call(path, options).catch(() => undefined);
    const answer = await call(path, options);
    // Copies of other changes held up on the way arrive now, after this one.
    const self = JSON.stringify([path, options]);
    for (const late of heldUp.filter((held) => JSON.stringify(held) !== self)) {
      heldUp.splice(heldUp.indexOf(late), 1);
      await call(...late).catch(() => undefined);
    }
    if (fault === 'lostAnswer') throw new ApiError(0, 'NETWORK', 'offline');
    return answer;
  };
}

/** IndexedDB's part: a queue that survives the outbox (a reload), stored as copies. */
function memoryStorage(): OutboxStorage {
  let queue: QueuedChange[] = [];
  return {
    load: async () => structuredClone(queue),
    async update(change) {
      queue = structuredClone(change(structuredClone(queue)));
      return structuredClone(queue);
    },
  };
}

type Action =
  | { type: 'add'; names: string[] }
  | { type: 'update'; pick: number; quantity?: number; isPurchased?: boolean; name?: string }
  | { type: 'remove'; pick: number }
  | { type: 'reorder'; pick: number }
  | { type: 'rename'; name: string }
  | { type: 'flush'; faults: Fault[] }
  | { type: 'reload' };

const itemName = fc.constantFrom('Arroz', 'Feijão', 'Leite', 'Café', 'Pão', 'Ovos', 'Sabão');
const fault = fc.constantFrom<Fault>('ok', 'lostRequest', 'lostAnswer', 'sentTwice', 'late');
const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ type: fc.constant('add' as const), names: fc.array(itemName, { minLength: 1, maxLength: 3 }) }),
  fc.record(
    {
      type: fc.constant('update' as const),
      pick: fc.nat(),
      quantity: fc.integer({ min: 1, max: 9 }),
      isPurchased: fc.boolean(),
      name: itemName,
    },
    { requiredKeys: ['type', 'pick'] },
  ),
  fc.record({ type: fc.constant('remove' as const), pick: fc.nat() }),
  fc.record({ type: fc.constant('reorder' as const), pick: fc.nat() }),
  fc.record({ type: fc.constant('rename' as const), name: fc.constantFrom('Feira', 'Mês', 'Casa') }),
  fc.record({ type: fc.constant('flush' as const), faults: fc.array(fault, { maxLength: 6 }) }),
  fc.record({ type: fc.constant('reload' as const) }),
);

/** The user's changes, each made on the list as the screen shows it then (the server's copy with the queue applied). */
function changesOf(actions: Action[], start: ListWithItems): ListChange[] {
  let view: ListWithItems = start;
  let next = 0;
  const changes: ListChange[] = [];
  for (const action of actions) {
    const items = view.items;
    const picked = items.length > 0 && 'pick' in action ? items[action.pick % items.length]! : undefined;
    let change: ListChange | undefined;
    if (action.type === 'add')
      change = {
        kind: 'addItems',
        listId,
        items: action.names.map((name) => ({
          id: `10000000-0000-4000-8000-${String(++next).padStart(12, '0')}`,
          name,
          quantity: 1,
          price: null,
        })),
      };
    else if (action.type === 'update' && picked) {
      const { quantity, isPurchased, name } = action;
      const fields = Object.fromEntries(
        Object.entries({ quantity, isPurchased, name }).filter(([, value]) => value !== undefined),
      );
      if (Object.keys(fields).length > 0)
        change = { kind: 'updateItem', listId, itemId: picked.id, itemName: picked.name, changes: fields };
    } else if (action.type === 'remove' && picked) change = { kind: 'removeItem', listId, itemId: picked.id };
    else if (action.type === 'reorder' && picked)
      // Moves the picked item to the top.
      change = {
        kind: 'reorderItems',
        listId,
        itemIds: [picked.id, ...items.filter((item) => item.id !== picked.id).map((item) => item.id)],
      };
    else if (action.type === 'rename') change = { kind: 'renameList', listId, name: action.name };
    if (!change) continue;
    changes.push(change);
    view = applyToList(view, [change], listId)!;
  }
  return changes;
}

describe('the offline outbox', () => {
  it('ends in the server state of the same changes made online, whatever the network and reloads do', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { maxLength: 25 }), async (actions) => {
        const online = server();
        const start = await online.seed(['Arroz', 'Leite']);
        const changes = changesOf(actions, start);
        for (const [index, change] of changes.entries())
          await sendChange({ ...change, id: `20000000-0000-4000-8000-${index}`, createdAt: '' }, online.call).catch(
            (error: unknown) => {
              if (isTransientFailure(error)) throw error;
            },
          );

        const offline = server();
        await offline.seed(['Arroz', 'Leite']);
        const faults: Fault[] = [];
        const heldUp: Parameters<Transport>[] = [];
        const storage = memoryStorage();
        const outboxes: Outbox[] = [];
        const open = () => {
          const outbox = createOutbox({
            storage,
            // The app's way: runs of the list's changes in one batch request, the rest alone.
            send: (batch) => sendChanges(batch, flaky(offline.call, faults, heldUp)),
            batchSize,
            isTransient: isTransientFailure,
            // Retries are driven by the actions here, not by timers.
            isOnline: () => false,
          });
          outboxes.push(outbox);
          return outbox;
        };
        let outbox = open();
        let made = 0;
        for (const action of actions) {
          if (action.type === 'flush') {
            faults.push(...action.faults);
            await outbox.flush();
          } else if (action.type === 'reload') {
            outbox.stop();
            outbox = open();
          } else if (made < changes.length) {
            // Without a network: the first send of each change is lost.
            faults.push('lostRequest');
            await outbox.enqueue(changes[made++]!);
          }
        }
        for (const change of changes.slice(made)) await outbox.enqueue(change);
        // Back online: the outboxes of earlier page loads have stopped, the last one empties the queue.
        faults.length = 0;
        await Promise.all(outboxes.map((old) => old.flush()));
        while ((await storage.load()).length > 0) await outbox.flush();
        for (const late of heldUp) await offline.call(...late).catch(() => undefined);

        expect(await offline.state()).toEqual(await online.state());
      }),
      {
        numRuns: 200,
        examples: [
          // An edit held up on the way arrives after a later edit of the same field.
          [
            [
              { type: 'update', pick: 0, quantity: 3 },
              { type: 'flush', faults: ['late'] },
              { type: 'update', pick: 0, quantity: 5 },
              { type: 'reload' },
              { type: 'flush', faults: ['ok'] },
            ],
          ],
          // A batch held up on the way is replayed inside a longer batch with an edit and a new item.
          [
            [
              { type: 'flush', faults: ['late', 'ok'] },
              { type: 'add', names: ['Arroz'] },
              { type: 'add', names: ['Arroz'] },
              { type: 'add', names: ['Arroz'] },
              { type: 'add', names: ['Arroz'] },
              { type: 'update', pick: 30880244, name: 'Arroz' },
              { type: 'reload' },
              { type: 'add', names: ['Arroz'] },
            ],
          ],
        ],
      },
    );
  });
});
