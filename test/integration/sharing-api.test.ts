import { localTable } from '../support/local-table';
import { callApi, readWebConfig, signUpAndIn, userIdOf, type TestUser } from '../support/local-users';

const url = process.env.LOCAL_URL!;
const apiUrl = process.env.LOCAL_API_URL!;

const idsOf = (lists: { id: string }[]) => lists.map((list) => list.id);

const as = (user: TestUser) => (method: string, path: string, body?: unknown) =>
  callApi(apiUrl, method, path, { token: user.accessToken, body });

/** Shared lists on the real table (issue 23): invitations, members, and every list route's 404 for the rest. */
describe('shared lists through the API', () => {
  let ana: TestUser;
  let bia: TestUser;
  let caio: TestUser;

  beforeAll(async () => {
    const config = await readWebConfig(url);
    [ana, bia, caio] = await Promise.all([
      signUpAndIn(config, 'Ana'),
      signUpAndIn(config, 'Bia'),
      signUpAndIn(config, 'Caio'),
    ]);
    // Ana keeps several lists; Bia and Caio are free.
    await localTable().makePremium(ana);
  });

  async function newSharedList() {
    const created = await as(ana)('POST', '/lists', { name: 'Casa', items: [{ name: 'Arroz' }] });
    expect(created.status).toBe(201);
    const listId = created.body.list.id as string;
    const invited = await as(ana)('POST', `/lists/${listId}/invitations`, { inviterName: 'Ana Souza' });
    expect(invited.status).toBe(201);
    return { listId, itemId: created.body.list.items[0].id as string, invitation: invited.body.invitation };
  }

  it('invites, joins, edits together; the invitation works once and is stored only as a hash', async () => {
    const { listId, itemId, invitation } = await newSharedList();
    const token = invitation.token as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const stored = JSON.stringify(await localTable().partition(`LIST#${listId}`));
    expect(stored).not.toContain(token);

    // Before accepting, the holder gets the 404 of a list that does not exist.
    const missing = await as(bia)('GET', `/lists/${crypto.randomUUID()}`);
    const before = await as(bia)('GET', `/lists/${listId}`);
    expect([before.status, before.body]).toEqual([404, missing.body]);

    expect((await as(ana)('GET', `/lists/${listId}/invitations`)).body.invitations).toEqual([
      { id: invitation.id, createdAt: invitation.createdAt, validUntil: invitation.validUntil },
    ]);
    const view = await as(bia)('GET', `/invitations/${token}`);
    expect(view.body).toEqual({ invitation: { status: 'pending', listName: 'Casa', inviterName: 'Ana Souza' } });
    const accepted = await as(bia)('POST', `/invitations/${token}/accept`, { memberName: 'Bia' });
    expect(accepted).toMatchObject({ status: 200, body: { listId } });

    const lists = await as(bia)('GET', '/lists');
    expect(lists.body.lists).toMatchObject([{ id: listId, sharing: { role: 'member', ownerName: 'Ana Souza' } }]);
    const added = await as(bia)('POST', `/lists/${listId}/items`, { items: [{ name: 'Leite' }] });
    expect(added.status).toBe(201);
    expect((await as(bia)('PATCH', `/lists/${listId}/items/${itemId}`, { isPurchased: true })).status).toBe(200);
    expect((await as(bia)('DELETE', `/lists/${listId}/items/${added.body.items[0].id}`)).status).toBe(204);
    expect((await as(bia)('GET', `/trash/lists/${listId}/items`)).body.items).toMatchObject([{ name: 'Leite' }]);
    const seen = await as(ana)('GET', `/lists/${listId}`);
    expect(seen.body.list).toMatchObject({
      items: [{ name: 'Arroz', isPurchased: true }],
      members: [{ id: userIdOf(bia), name: 'Bia' }],
      sharing: { role: 'owner', memberCount: 1 },
    });

    // Used once: Caio is told, and still sees nothing of the list.
    expect((await as(caio)('GET', `/invitations/${token}`)).body.invitation).toEqual({ status: 'used' });
    const second = await as(caio)('POST', `/invitations/${token}/accept`, { memberName: 'Caio' });
    expect(second.status).toBe(404);
    expect(second.body.message).toBe('Este convite já foi usado. Peça um novo convite a quem compartilhou a lista.');
    expect((await as(caio)('GET', `/lists/${listId}`)).status).toBe(404);

    // Owner-only routes answer a member as for a missing list.
    expect((await as(bia)('PATCH', `/lists/${listId}`, { name: 'Minha' })).status).toBe(404);
    expect((await as(bia)('DELETE', `/lists/${listId}`)).status).toBe(404);
    expect((await as(bia)('POST', `/lists/${listId}/invitations`, { inviterName: 'Bia' })).status).toBe(404);
  });

  it('a removed member loses the list at once; a member can leave; a deleted list goes from everyone', async () => {
    const { listId, invitation } = await newSharedList();
    await as(bia)('POST', `/invitations/${invitation.token}/accept`, { memberName: 'Bia' });
    const second = await as(ana)('POST', `/lists/${listId}/invitations`, { inviterName: 'Ana' });
    await as(caio)('POST', `/invitations/${second.body.invitation.token}/accept`, { memberName: 'Caio' });

    expect((await as(bia)('DELETE', `/lists/${listId}/members/${userIdOf(caio)}`)).status).toBe(403);
    expect((await as(ana)('DELETE', `/lists/${listId}/members/${userIdOf(bia)}`)).status).toBe(204);
    for (const [method, path, body] of [
      ['GET', `/lists/${listId}`],
      ['POST', `/lists/${listId}/items`, { items: [{ name: 'Café' }] }],
      ['GET', `/trash/lists/${listId}/items`],
    ] as const)
      expect((await as(bia)(method, path, body)).status).toBe(404);
    expect(idsOf((await as(bia)('GET', '/lists')).body.lists)).not.toContain(listId);

    expect((await as(caio)('DELETE', `/lists/${listId}/members/${userIdOf(caio)}`)).status).toBe(204);
    expect((await as(caio)('GET', `/lists/${listId}`)).status).toBe(404);

    const third = await as(ana)('POST', `/lists/${listId}/invitations`, { inviterName: 'Ana' });
    await as(bia)('POST', `/invitations/${third.body.invitation.token}/accept`, { memberName: 'Bia' });
    await as(ana)('POST', `/lists/${listId}/invitations`, { inviterName: 'Ana' });
    expect((await as(ana)('DELETE', `/lists/${listId}/permanent`)).status).toBe(204);
    expect((await as(bia)('GET', `/lists/${listId}`)).status).toBe(404);
    expect(idsOf((await as(bia)('GET', '/lists')).body.lists)).not.toContain(listId);
    // Members and pending invitations go with the list.
    expect(await localTable().partition(`LIST#${listId}`)).toEqual([]);
  });

  it('the owner revokes a pending invitation, and the link says so', async () => {
    const { listId, invitation } = await newSharedList();
    expect((await as(bia)('DELETE', `/lists/${listId}/invitations/${invitation.id}`)).status).toBe(404);
    expect((await as(ana)('DELETE', `/lists/${listId}/invitations/${invitation.id}`)).status).toBe(204);
    expect((await as(ana)('GET', `/lists/${listId}/invitations`)).body.invitations).toEqual([]);
    expect((await as(bia)('GET', `/invitations/${invitation.token}`)).body.invitation).toEqual({ status: 'revoked' });
    const accept = await as(bia)('POST', `/invitations/${invitation.token}/accept`, { memberName: 'Bia' });
    expect([accept.status, accept.body.message]).toEqual([
      404,
      'Este convite foi cancelado por quem compartilhou a lista.',
    ]);
  });

  it('counts a shared list against its owner only, and takes at most 10 members', async () => {
    const config = await readWebConfig(url);
    // A free member joins and still saves their own one list.
    const { listId } = await newSharedList();
    const people = await Promise.all(Array.from({ length: 11 }, (_, i) => signUpAndIn(config, `P${i}`)));
    for (const person of people.slice(0, 10)) {
      const invited = await as(ana)('POST', `/lists/${listId}/invitations`, { inviterName: 'Ana' });
      const joined = await as(person)('POST', `/invitations/${invited.body.invitation.token}/accept`, {
        memberName: 'P',
      });
      expect(joined.status).toBe(200);
    }
    const full = await as(ana)('POST', `/lists/${listId}/invitations`, { inviterName: 'Ana' });
    expect([full.status, full.body.message]).toEqual([
      403,
      'Esta lista já tem 10 participantes, o máximo. Remova alguém antes de convidar outra pessoa.',
    ]);
    const own = await as(people[0]!)('POST', '/lists', { name: 'Minha', items: [{ name: 'Pão' }] });
    expect(own.status).toBe(201);
  });
});
