import { ApiError } from '@/lib/api-client';
import type { ListChange, QueuedChange } from '@/lib/offline/list-operations';
import { createOutbox, type OutboxStorage, type SendOutcome } from '@/lib/offline/outbox';
import { batchSize, isTransientFailure, sendChanges, type Transport } from '@/lib/offline/send-change';

const listA = '00000000-0000-4000-8000-00000000000a';
const listB = '00000000-0000-4000-8000-00000000000b';
let next = 0;
const queued = (change: ListChange): QueuedChange => ({
  ...change,
  id: `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}`,
  createdAt: '',
});
const edit = (listId = listA) =>
  queued({ kind: 'updateItem', listId, itemId: listB, itemName: 'Leite', changes: { quantity: 2 } });

function memoryStorage(): OutboxStorage & { queue: QueuedChange[] } {
  const storage = {
    queue: [] as QueuedChange[],
    load: async () => [...storage.queue],
    update: async (change: (queue: QueuedChange[]) => QueuedChange[]) => (storage.queue = change([...storage.queue])),
  };
  return storage;
}

/** An outbox as the app makes one (batched, transient failures kept), offline so only `flush` sends; `rejected` collects dropped ids. */
function batchingOutbox(storage: OutboxStorage, send: (batch: QueuedChange[]) => Promise<SendOutcome[]>) {
  const rejected: string[] = [];
  const outbox = createOutbox({
    storage,
    batchSize,
    isTransient: isTransientFailure,
    isOnline: () => false,
    onRejected: (change) => rejected.push(change.id),
    send,
  });
  return { outbox, rejected };
}

describe('batches of queued changes', () => {
  it("groups a run of one list's item changes, up to the limit; a rename or another list's change goes apart", () => {
    const rename = queued({ kind: 'renameList', listId: listA, name: 'Feira' });
    expect(batchSize([edit(), edit(), edit(listB), edit()])).toBe(2);
    expect(batchSize([edit(), edit(), rename, edit()])).toBe(2);
    expect(batchSize([rename, edit()])).toBe(1);
    expect(batchSize(Array.from({ length: 120 }, () => edit()))).toBe(50);
    expect(batchSize([])).toBe(0);
  });

  it('sends a batch in one request and turns each refusal into that change’s error; a gone item’s deletion is done', async () => {
    const changes = [edit(), queued({ kind: 'removeItem', listId: listA, itemId: listB }), edit()];
    const requests: unknown[] = [];
    const call: Transport = async (path, options) => {
      requests.push([path, options?.body]);
      return {
        results: [
          { id: changes[0]!.id, outcome: 'applied' },
          { id: changes[1]!.id, outcome: 'refused', status: 404, code: 'NOT_FOUND', message: 'Item não encontrado.' },
          { id: changes[2]!.id, outcome: 'refused', status: 404, code: 'NOT_FOUND', message: 'Item excluído.' },
        ],
      };
    };
    const outcomes = await sendChanges(changes, call);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toEqual([
      `/lists/${listA}/changes`,
      {
        changes: [
          { id: changes[0]!.id, kind: 'updateItem', itemId: listB, changes: { quantity: 2 } },
          { id: changes[1]!.id, kind: 'removeItem', itemId: listB },
          { id: changes[2]!.id, kind: 'updateItem', itemId: listB, changes: { quantity: 2 } },
        ],
      },
    ]);
    expect(outcomes).toEqual([
      { ok: true },
      { ok: true },
      { ok: false, error: new ApiError(404, 'NOT_FOUND', 'Item excluído.') },
    ]);
  });

  it('keeps every change queued when the batch answer is not one the app can read', async () => {
    const storage = memoryStorage();
    const answers: unknown[] = ['<html>502 Bad Gateway</html>', { results: null }];
    const { outbox, rejected } = batchingOutbox(storage, (batch) => sendChanges(batch, async () => answers.shift()));
    await outbox.ready;
    storage.queue = [edit(), edit(), edit()];
    await outbox.flush();
    await outbox.flush();
    expect(rejected).toEqual([]);
    expect(storage.queue).toHaveLength(3);
    outbox.stop();
  });

  it('drains 100 changes in batches of 50, drops a refused one with a report, and retries what the server did not get to', async () => {
    const storage = memoryStorage();
    const sent: string[][] = [];
    let answerOnly: number | undefined = 30;
    const refusedId = { value: '' };
    const { outbox, rejected } = batchingOutbox(storage, async (batch) => {
      sent.push(batch.map((change) => change.id));
      const outcomes = batch.map((change): SendOutcome =>
        change.id === refusedId.value
          ? { ok: false, error: new ApiError(404, 'NOT_FOUND', 'Item excluído.') }
          : { ok: true },
      );
      // The first answer stops half-way (the table failed after 30 changes).
      const answered = outcomes.slice(0, answerOnly);
      answerOnly = undefined;
      return answered;
    });
    await outbox.ready;
    storage.queue = Array.from({ length: 100 }, () => edit());
    refusedId.value = storage.queue[10]!.id;
    await outbox.flush();
    expect(sent.map((batch) => batch.length)).toEqual([50]);
    expect(rejected).toEqual([refusedId.value]);
    expect(storage.queue).toHaveLength(70);
    await outbox.flush();
    expect(sent.map((batch) => batch.length)).toEqual([50, 50, 20]);
    expect(storage.queue).toEqual([]);
    outbox.stop();
  });
});
