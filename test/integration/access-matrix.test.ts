import { randomUUID } from 'node:crypto';
import { CATEGORY_NAMES } from '../../lambdas/domain/categories/categories';
import { routeKeyOf, routes } from '../../lib/routes';
import {
  createOwnerFixture,
  draftBody,
  ownerRows,
  type OwnerFixture,
  type SharingParties,
} from '../support/api-fixtures';
import { localTable } from '../support/local-table';
import { wavClip } from '../support/wav-clip';
import { callApi, newDeviceId, readWebConfig, signUpAndIn, type TestUser } from '../support/local-users';

const url = process.env.LOCAL_URL!;
const apiUrl = process.env.LOCAL_API_URL!;

/**
 * Besides strangers, two people close to the owner's list (issue 23): `invitee` holds a pending
 * invitation to it, `removedMember` joined it and was removed. Both must get exactly what
 * another user gets. (What a current member may do: test/integration/sharing-api.test.ts.)
 */
type Party = 'anonymous' | 'otherDevice' | 'otherUser' | 'invitee' | 'removedMember' | 'owner';
const parties: Party[] = ['anonymous', 'otherDevice', 'otherUser', 'invitee', 'removedMember', 'owner'];

interface RouteCase {
  path: (fx: OwnerFixture) => string;
  body?: (fx: OwnerFixture) => unknown;
  /** Sent as well (a clip's content-type). */
  headers?: Record<string, string>;
  /** Expected status per party. */
  expect: Record<Party, number>;
  /** The invitation link's routes: whoever holds the link sees the list's name, and accepting it joins. */
  linkHolders?: true;
}

/** Statuses of a `user` route touching the owner's row: strangers get 401 (no token) or 404 (another user). */
const userRoute = (owner: number, otherUser = 404) => ({
  anonymous: 401,
  otherDevice: 401,
  otherUser,
  invitee: otherUser,
  removedMember: otherUser,
  owner,
});
/** Statuses of a `public` device route: no device id is a 400; another device only sees its own (empty) data. */
const deviceRoute = (owner: number, other: number) => ({
  anonymous: 400,
  otherDevice: other,
  otherUser: other,
  invitee: other,
  removedMember: other,
  owner,
});
const everyone = (status: number) => ({ ...deviceRoute(status, status), anonymous: status });

/** Owner reads with no free text in them (counters, switches, invitation dates), so the fixture's secret cannot show. */
const answersNoText = new Set([
  'GET /device/usage',
  'GET /settings',
  'GET /category-order',
  'GET /lists/{listId}/invitations',
  // The owner opening their own link is sent to the list.
  'GET /invitations/{token}',
]);

const cases: Record<string, RouteCase> = {
  'POST /lists': {
    path: () => '/lists',
    body: () => ({ name: 'Nova', items: [{ name: 'Arroz' }] }),
    expect: userRoute(201, 201),
  },
  'GET /lists': { path: () => '/lists', expect: userRoute(200, 200) },
  'POST /lists/bulk/delete': {
    path: () => '/lists/bulk/delete',
    body: (fx) => ({ listIds: [fx.listId] }),
    expect: userRoute(200),
  },
  'POST /lists/bulk/restore': {
    path: () => '/lists/bulk/restore',
    body: (fx) => ({ listIds: [fx.trashedListId] }),
    expect: userRoute(200),
  },
  'POST /lists/bulk/delete-permanent': {
    path: () => '/lists/bulk/delete-permanent',
    body: (fx) => ({ listIds: [fx.listId, fx.trashedListId] }),
    expect: userRoute(200),
  },
  'GET /lists/{listId}': { path: (fx) => `/lists/${fx.listId}`, expect: userRoute(200) },
  'PATCH /lists/{listId}': {
    path: (fx) => `/lists/${fx.listId}`,
    body: () => ({ name: 'Renomeada' }),
    expect: userRoute(200),
  },
  'DELETE /lists/{listId}': { path: (fx) => `/lists/${fx.listId}`, expect: userRoute(204) },
  'POST /lists/{listId}/restore': { path: (fx) => `/lists/${fx.trashedListId}/restore`, expect: userRoute(200) },
  'DELETE /lists/{listId}/permanent': { path: (fx) => `/lists/${fx.listId}/permanent`, expect: userRoute(204) },
  'GET /trash/lists': { path: () => '/trash/lists', expect: userRoute(200, 200) },
  'POST /lists/{listId}/items': {
    path: (fx) => `/lists/${fx.listId}/items`,
    body: () => ({ items: [{ name: 'Leite' }] }),
    expect: userRoute(201),
  },
  'PUT /lists/{listId}/items/order': {
    path: (fx) => `/lists/${fx.listId}/items/order`,
    body: (fx) => ({ itemIds: [...fx.itemIds].reverse() }),
    expect: userRoute(200),
  },
  'POST /lists/{listId}/changes': {
    path: (fx) => `/lists/${fx.listId}/changes`,
    body: () => ({ changes: [{ id: randomUUID(), kind: 'addItems', items: [{ name: 'Leite' }] }] }),
    expect: userRoute(200),
  },
  'POST /lists/{listId}/items/bulk/restore': {
    path: (fx) => `/lists/${fx.listId}/items/bulk/restore`,
    body: (fx) => ({ itemIds: [fx.trashedItemId] }),
    expect: userRoute(200),
  },
  'POST /lists/{listId}/items/bulk/delete-permanent': {
    path: (fx) => `/lists/${fx.listId}/items/bulk/delete-permanent`,
    body: (fx) => ({ itemIds: [fx.trashedItemId] }),
    expect: userRoute(200),
  },
  'PATCH /lists/{listId}/items/{itemId}': {
    path: (fx) => `/lists/${fx.listId}/items/${fx.itemIds[0]}`,
    body: () => ({ isPurchased: true }),
    expect: userRoute(200),
  },
  'DELETE /lists/{listId}/items/{itemId}': {
    path: (fx) => `/lists/${fx.listId}/items/${fx.itemIds[0]}`,
    expect: userRoute(204),
  },
  'POST /lists/{listId}/items/{itemId}/restore': {
    path: (fx) => `/lists/${fx.listId}/items/${fx.trashedItemId}/restore`,
    expect: userRoute(200),
  },
  'DELETE /lists/{listId}/items/{itemId}/permanent': {
    path: (fx) => `/lists/${fx.listId}/items/${fx.trashedItemId}/permanent`,
    expect: userRoute(204),
  },
  'GET /trash/lists/{listId}/items': { path: (fx) => `/trash/lists/${fx.listId}/items`, expect: userRoute(200) },
  'POST /lists/{listId}/invitations': {
    path: (fx) => `/lists/${fx.listId}/invitations`,
    body: () => ({ inviterName: 'Dona' }),
    expect: userRoute(201),
  },
  'GET /lists/{listId}/invitations': { path: (fx) => `/lists/${fx.listId}/invitations`, expect: userRoute(200) },
  'DELETE /lists/{listId}/invitations/{invitationId}': {
    path: (fx) => `/lists/${fx.listId}/invitations/${fx.invitationId}`,
    expect: userRoute(204),
  },
  'DELETE /lists/{listId}/members/{memberId}': {
    path: (fx) => `/lists/${fx.listId}/members/${fx.memberId}`,
    expect: userRoute(204),
  },
  // Any signed-in holder of the link sees what it invites to.
  'GET /invitations/{token}': {
    path: (fx) => `/invitations/${fx.invitationToken}`,
    expect: userRoute(200, 200),
    linkHolders: true,
  },
  // The first holder to accept joins; the link is then used (404 with why); the owner is answered their list.
  'POST /invitations/{token}/accept': {
    path: (fx) => `/invitations/${fx.invitationToken}/accept`,
    body: () => ({ memberName: 'Alguém' }),
    expect: { ...userRoute(200, 200), invitee: 404, removedMember: 404 },
    linkHolders: true,
  },
  'GET /drafts': { path: () => '/drafts', expect: userRoute(200, 200) },
  // Another user's PUT lands in their own drafts under the same local id; the owner's copy is untouched.
  'PUT /drafts/{localId}': {
    path: (fx) => `/drafts/${fx.draftLocalId}`,
    body: () => draftBody('Outro nome'),
    expect: userRoute(200, 200),
  },
  'DELETE /drafts/{localId}': { path: (fx) => `/drafts/${fx.draftLocalId}`, expect: userRoute(204) },
  'GET /device/drafts': { path: () => '/device/drafts', expect: deviceRoute(200, 200) },
  'PUT /device/drafts/{localId}': {
    path: (fx) => `/device/drafts/${fx.deviceDraftLocalId}`,
    body: () => draftBody('Outro nome'),
    expect: deviceRoute(200, 200),
  },
  'DELETE /device/drafts/{localId}': {
    path: (fx) => `/device/drafts/${fx.deviceDraftLocalId}`,
    expect: deviceRoute(204, 404),
  },
  'POST /devices/link': { path: () => '/devices/link', expect: userRoute(200, 200) },
  // Another device or user reads its own (empty) usage, never the owner's.
  // Each user reads and writes only their own settings row.
  'GET /settings': { path: () => '/settings', expect: userRoute(200, 200) },
  'PUT /settings': {
    path: () => '/settings',
    body: () => ({ showPriceFields: false, selectedCurrency: 'EUR', categorizeItems: true, theme: 'dark' }),
    expect: userRoute(200, 200),
  },
  'GET /device/usage': { path: () => '/device/usage', expect: deviceRoute(200, 200) },
  // History and category order are each user's own rows: another user reads and writes only theirs.
  'GET /history': { path: () => '/history', expect: userRoute(200, 200) },
  'POST /history': { path: () => '/history', body: () => ({ names: ['Leite'] }), expect: userRoute(200, 200) },
  'GET /category-order': { path: () => '/category-order', expect: userRoute(200, 200) },
  'PUT /category-order': {
    path: () => '/category-order',
    body: () => ({ categories: [...CATEGORY_NAMES].reverse() }),
    expect: userRoute(200, 200),
  },
  'PUT /agreements': {
    path: () => '/agreements',
    body: () => ({ termsAccepted: true, privacyAccepted: true }),
    expect: userRoute(200, 200),
  },
  'PUT /device/agreements': {
    path: () => '/device/agreements',
    body: () => ({ termsAccepted: true, privacyAccepted: true }),
    expect: deviceRoute(200, 200),
  },
  'POST /functions/process-grocery-speech': {
    path: () => '/functions/process-grocery-speech',
    body: () => ({ transcript: 'dois quilos de arroz', currentItems: [], action: 'smart_process' }),
    expect: deviceRoute(200, 200),
  },
  // A 1 s clip (the harness's fake transcriber answers "arroz", set in beforeAll).
  'POST /functions/transcribe-grocery-speech': {
    path: () => '/functions/transcribe-grocery-speech',
    body: () => wavClip(1),
    headers: { 'content-type': 'audio/wav' },
    expect: deviceRoute(200, 200),
  },
  'POST /functions/categorize-grocery-items': {
    path: () => '/functions/categorize-grocery-items',
    body: () => ({ items: ['arroz'] }),
    expect: userRoute(200, 200),
  },
  'POST /functions/check-subscription': {
    path: () => '/functions/check-subscription',
    body: () => ({}),
    expect: userRoute(200, 200),
  },
  'POST /functions/create-checkout': {
    path: () => '/functions/create-checkout',
    body: () => ({ plan: 'monthly' }),
    // Both users are Premium (beforeAll): a second subscription is refused.
    expect: userRoute(409, 409),
  },
  'POST /functions/customer-portal': {
    path: () => '/functions/customer-portal',
    body: () => ({}),
    // Made Premium in the table, never through Stripe: no customer to manage.
    expect: userRoute(404, 404),
  },
  // Public for Stripe; without its signature everyone gets 400 (test/integration/premium-stripe.test.ts).
  'POST /webhooks/stripe': {
    path: () => '/webhooks/stripe',
    body: () => ({ id: 'evt_1', type: 'customer.subscription.created' }),
    expect: everyone(400),
  },
  'POST /functions/send-contact-message': {
    path: () => '/functions/send-contact-message',
    body: () => ({ name: 'Ana', message: 'Olá' }),
    expect: everyone(201),
  },
};

describe('the access matrix: every route of lib/routes.ts as anonymous, another device, another user, an invitation holder, a removed member and the owner', () => {
  let owner: TestUser;
  let stranger: TestUser;
  let sharing: SharingParties & { invitee: TestUser };
  const cells: string[] = [];

  beforeAll(async () => {
    const config = await readWebConfig(url);
    const [dona, estranho, member, removedMember, invitee] = await Promise.all(
      ['Dona', 'Estranho', 'Membro', 'Removido', 'Convidado'].map((name) => signUpAndIn(config, name)),
    );
    [owner, stranger] = [dona!, estranho!];
    sharing = { member: member!, removedMember: removedMember!, invitee: invitee! };
    await Promise.all([owner, stranger, removedMember!, invitee!].map((user) => localTable().makePremium(user)));
    await fetch(`${process.env.E2E_TEST_TRANSCRIBER_URL}/transcript`, {
      method: 'PUT',
      body: JSON.stringify({ transcript: 'arroz' }),
    });
  });

  afterAll(() => {
    console.log(`access matrix: ${cells.length} cells (${routes.length} routes × ${parties.length} parties)`);
  });

  it('has a case for every route of the table, and none for routes that do not exist', () => {
    expect(Object.keys(cases).sort()).toEqual(routes.map(routeKeyOf).sort());
  });

  it.each(routes.map((route) => [routeKeyOf(route), route] as const))('%s', async (routeKey, route) => {
    const routeCase = cases[routeKey];
    if (!routeCase) throw new Error(`No access-matrix case for ${routeKey}`);
    const fx = await createOwnerFixture(apiUrl, owner, sharing);
    let before = await ownerRows(fx);
    const credentials: Record<Party, { token?: string; deviceId?: string }> = {
      anonymous: {},
      otherDevice: { deviceId: newDeviceId() },
      otherUser: { token: stranger.accessToken, deviceId: newDeviceId() },
      invitee: { token: sharing.invitee.accessToken, deviceId: newDeviceId() },
      removedMember: { token: sharing.removedMember.accessToken, deviceId: newDeviceId() },
      owner: { token: owner.accessToken, deviceId: fx.deviceId },
    };
    for (const party of parties) {
      const answer = await callApi(apiUrl, route.method, routeCase.path(fx), {
        ...credentials[party],
        body: routeCase.body?.(fx),
        headers: routeCase.headers,
      });
      cells.push(`${routeKey} ${party} ${answer.status}`);
      expect({ party, status: answer.status }).toEqual({ party, status: routeCase.expect[party] });
      if (answer.status >= 400) expect(answer.body.message).toEqual(expect.any(String));
      if (routeCase.linkHolders && answer.status < 300) {
        // Seeing the invitation changes nothing; accepting it adds the member.
        if (route.method === 'GET') expect(await ownerRows(fx)).toEqual(before);
        before = await ownerRows(fx);
      } else if (party !== 'owner') {
        expect(JSON.stringify(answer.body ?? '')).not.toContain(fx.secret);
        // Nobody but the owner changed anything of the owner's.
        expect(await ownerRows(fx)).toEqual(before);
      } else if (answer.status < 300 && route.method === 'GET' && !answersNoText.has(routeKey)) {
        expect(JSON.stringify(answer.body)).toContain(fx.secret);
      }
    }
  });
});
