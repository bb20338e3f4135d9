import { randomBytes } from 'node:crypto';
import { localTable } from './local-table';
import { callApi, newDeviceId, userIdOf, type TestUser } from './local-users';

/** Data of one owner (a Premium user on their own device) that other parties must never see or change. */
export interface OwnerFixture {
  user: TestUser;
  deviceId: string;
  /** A marker in every name the owner stores; it must never appear in another party's answer. */
  secret: string;
  listId: string;
  itemIds: string[];
  trashedItemId: string;
  trashedListId: string;
  draftLocalId: string;
  deviceDraftLocalId: string;
}

export const draftBody = (name: string, updatedAt = new Date().toISOString()) => ({
  name,
  items: [{ id: 1, name: 'Arroz', quantity: 1, price: null, selected: false }],
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt,
});

/** Creates a fresh set of the owner's rows: a list with items (one in the trash), a trashed list, a user draft, a device draft and agreements. */
export async function createOwnerFixture(apiUrl: string, user: TestUser): Promise<OwnerFixture> {
  const secret = `SEGREDO${randomBytes(6).toString('hex')}`;
  const deviceId = newDeviceId();
  const call = (method: string, path: string, body?: unknown, withToken = true) =>
    callApi(apiUrl, method, path, { token: withToken ? user.accessToken : undefined, body, deviceId });
  const list = await call('POST', '/lists', {
    name: `Lista ${secret}`,
    items: [1, 2, 3].map((i) => ({ name: `Item ${i} ${secret}` })),
  });
  if (list.status !== 201) throw new Error(`fixture list: ${list.status} ${JSON.stringify(list.body)}`);
  const itemIds = (list.body.list.items as { id: string }[]).map((item) => item.id);
  await call('DELETE', `/lists/${list.body.list.id}/items/${itemIds[2]}`);
  const trashed = await call('POST', '/lists', { name: `Lixeira ${secret}`, items: [{ name: `Apagado ${secret}` }] });
  await call('DELETE', `/lists/${trashed.body.list.id}`);
  const draftLocalId = `rascunho-${randomBytes(6).toString('hex')}`;
  await call('PUT', `/drafts/${draftLocalId}`, draftBody(`Rascunho ${secret}`));
  await call('PUT', '/device/drafts/rascunho-aparelho', draftBody(`Aparelho ${secret}`), false);
  await call('PUT', '/agreements', { termsAccepted: true, privacyAccepted: true });
  await call('PUT', '/device/agreements', { termsAccepted: true, privacyAccepted: false }, false);
  return {
    user,
    deviceId,
    secret,
    listId: list.body.list.id,
    itemIds: itemIds.slice(0, 2),
    trashedItemId: itemIds[2]!,
    trashedListId: trashed.body.list.id,
    draftLocalId,
    deviceDraftLocalId: 'rascunho-aparelho',
  };
}

/** Every stored row of the owner's fixture, straight from DynamoDB Local: any write would show. */
export async function ownerRows(fixture: OwnerFixture): Promise<unknown> {
  const table = localTable();
  const partitions = [
    `LIST#${fixture.listId}`,
    `LIST#${fixture.trashedListId}`,
    `USER#${userIdOf(fixture.user)}`,
    `DEVICE#${fixture.deviceId}`,
  ];
  return Promise.all(partitions.map((pk) => table.partition(pk)));
}
