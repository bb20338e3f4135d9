import type { QueuedChange } from '@/lib/offline/list-operations';

const listId = '00000000-0000-4000-8000-0000000000aa';
const change = (id: string): QueuedChange => ({
  id,
  createdAt: '2026-11-27T12:00:00.000Z',
  kind: 'removeItem',
  listId,
  itemId: `item-${id}`,
});
const ids = (queue: QueuedChange[]) => queue.map((queued) => queued.id);

/** One page load's fresh device-store module (its start read lives in module state). */
async function freshDeviceStore() {
  let store: typeof import('@/lib/offline/device-store') | undefined;
  await jest.isolateModulesAsync(async () => {
    store = await import('@/lib/offline/device-store');
  });
  return store!;
}

test("the start's read of the outbox serves its first load; the next load reads the device again (another tab's change shows)", async () => {
  const earlier = await freshDeviceStore();
  await earlier.deviceOutboxStorage('ana').update(() => [change('1')]);

  const page = await freshDeviceStore();
  page.readAtStart('ana');
  // The lists, read in the same go, are restored; then another tab queues a change.
  await page.deviceQueryPersister('ana').restoreClient();
  await earlier.deviceOutboxStorage('ana').update((queue) => [...queue, change('2')]);
  const outbox = page.deviceOutboxStorage('ana');
  expect(ids(await outbox.load())).toEqual(['1']);
  expect(ids(await outbox.load())).toEqual(['1', '2']);
});

test("the start's read restores the user's stored lists, and never another user's", async () => {
  const earlier = await freshDeviceStore();
  const client = { timestamp: 1, buster: '', clientState: { queries: [], mutations: [] } };
  await earlier.deviceQueryPersister('ana').persistClient(client);

  const page = await freshDeviceStore();
  page.readAtStart('ana');
  expect(await page.deviceQueryPersister('bia').restoreClient()).toBeUndefined();
  expect(await page.deviceQueryPersister('ana').restoreClient()).toEqual(client);
});

test("sign-out drops the start's read: the signed-out user's outbox is not served from memory afterwards", async () => {
  const earlier = await freshDeviceStore();
  await earlier.deviceOutboxStorage('ana').update(() => [change('1')]);

  const page = await freshDeviceStore();
  page.readAtStart('ana');
  await page.forgetUsersExcept();
  expect(await page.deviceOutboxStorage('ana').load()).toEqual([]);
});

test("an outbox made once the start's read has answered is ready at once, with the stored queue", async () => {
  const earlier = await freshDeviceStore();
  await earlier.deviceOutboxStorage('ana').update(() => [change('1')]);

  const page = await freshDeviceStore();
  const { createOutbox } = await import('@/lib/offline/outbox');
  page.readAtStart('ana');
  const storage = page.deviceOutboxStorage('ana');
  expect(storage.loaded?.()).toBeUndefined();
  await page.deviceQueryPersister('ana').restoreClient();
  const outbox = createOutbox({ storage, send: async () => [], isTransient: () => true });
  expect(outbox.snapshot()).toEqual({ ready: true, changes: [change('1')], syncing: false });
  outbox.stop();
});
