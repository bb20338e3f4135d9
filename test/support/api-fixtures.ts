import { createHash, randomBytes } from 'node:crypto';
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
  /** The list's sharing, when people were given: a pending invitation and a current member. */
  invitationId?: string;
  invitationToken?: string;
  memberId?: string;
}

/** Who the owner shares the fixture's list with (issue 23). */
export interface SharingParties {
  /** Joins and stays. */
  member: TestUser;
  /** Joins, then the owner removes them. */
  removedMember: TestUser;
}

export const draftBody = (name: string, updatedAt = new Date().toISOString()) => ({
  name,
  items: [{ id: 1, name: 'Arroz', quantity: 1, price: null, selected: false }],
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt,
});

/**
 * Creates a fresh set of the owner's rows: a list with items (one in the trash), a trashed
 * list, a user draft, a device draft, agreements and an item history entry; with `sharing`, the list also has a
 * member, a removed member and one pending invitation (whose token the fixture holds).
 */
export async function createOwnerFixture(
  apiUrl: string,
  user: TestUser,
  sharing?: SharingParties,
): Promise<OwnerFixture> {
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
  await call('POST', '/history', { names: [`Histórico ${secret}`] });
  await call('PUT', '/device/agreements', { termsAccepted: true, privacyAccepted: false }, false);
  const shared = sharing ? await shareList(apiUrl, user, list.body.list.id as string, sharing) : {};
  return {
    ...shared,
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

async function shareList(apiUrl: string, owner: TestUser, listId: string, { member, removedMember }: SharingParties) {
  const invite = async () => {
    const answer = await callApi(apiUrl, 'POST', `/lists/${listId}/invitations`, {
      token: owner.accessToken,
      body: { inviterName: 'Dona' },
    });
    if (answer.status !== 201) throw new Error(`fixture invitation: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.invitation as { id: string; token: string };
  };
  const join = async (person: TestUser) => {
    const answer = await callApi(apiUrl, 'POST', `/invitations/${(await invite()).token}/accept`, {
      token: person.accessToken,
      body: { memberName: 'Participante' },
    });
    if (answer.status !== 200) throw new Error(`fixture join: ${answer.status} ${JSON.stringify(answer.body)}`);
  };
  await join(member);
  await join(removedMember);
  await callApi(apiUrl, 'DELETE', `/lists/${listId}/members/${userIdOf(removedMember)}`, { token: owner.accessToken });
  const pending = await invite();
  return { invitationId: pending.id, invitationToken: pending.token, memberId: userIdOf(member) };
}

/** Every stored row of the owner's fixture, straight from DynamoDB Local: any write would show. */
export async function ownerRows(fixture: OwnerFixture): Promise<unknown> {
  const table = localTable();
  const partitions = [
    `LIST#${fixture.listId}`,
    `LIST#${fixture.trashedListId}`,
    `USER#${userIdOf(fixture.user)}`,
    `DEVICE#${fixture.deviceId}`,
    ...(fixture.invitationToken
      ? [`INVITATION#${createHash('sha256').update(fixture.invitationToken).digest('hex')}`]
      : []),
  ];
  return Promise.all(partitions.map((pk) => table.partition(pk)));
}
