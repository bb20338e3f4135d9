import { randomUUID } from 'node:crypto';
import { checkoutRequestSchema } from '../../lambdas/domain/subscriptions/billing-schemas';
import fc from 'fast-check';
import type * as z from 'zod/mini';
import { routeKeyOf, routes } from '../../lib/routes';
import { agreementBodySchema } from '../../lambdas/domain/agreements/agreement-schemas';
import { categorizeRequestSchema } from '../../lambdas/domain/categories/categorize-request-schema';
import { contactMessageBodySchema } from '../../lambdas/domain/contact/contact-schemas';
import { draftLocalIdSchema, saveDraftBodySchema } from '../../lambdas/domain/drafts/draft-schemas';
import {
  addItemsBodySchema,
  createListBodySchema,
  itemIdsBodySchema,
  listIdsBodySchema,
  renameListBodySchema,
  reorderItemsBodySchema,
  updateItemBodySchema,
} from '../../lambdas/domain/lists/list-schemas';
import { listChangesBodySchema } from '../../lambdas/domain/lists/list-changes';
import { settingsChangeSchema } from '../../lambdas/domain/settings/settings-schemas';
import { invitationTokenPattern } from '../../lambdas/domain/sharing/invitation-token';
import { acceptInvitationBodySchema, inviteBodySchema } from '../../lambdas/domain/sharing/sharing-schemas';
import { CATEGORY_NAMES } from '../../lambdas/domain/categories/categories';
import { categoryOrderBodySchema } from '../../lambdas/domain/habits/category-order-schemas';
import { recordHistoryBodySchema } from '../../lambdas/domain/habits/history-schemas';
import { readAudioClip } from '../../lambdas/domain/speech/audio-clip';
import { speechRequestSchema } from '../../lambdas/domain/speech/speech-request-schema';
import { createOwnerFixture, draftBody, ownerRows, type OwnerFixture } from '../support/api-fixtures';
import { localTable } from '../support/local-table';
import { wavClip } from '../support/wav-clip';
import { callApi, readWebConfig, signUpAndIn, type TestUser } from '../support/local-users';

const url = process.env.LOCAL_URL!;
const apiUrl = process.env.LOCAL_API_URL!;
const numRuns = 25;

/** Every route that reads a body: its schema and a valid body to corrupt. */
const bodies: Record<string, { schema: z.ZodMiniType; valid: (fx: OwnerFixture) => Record<string, unknown> }> = {
  'POST /lists': {
    schema: createListBodySchema,
    valid: () => ({ name: 'Nova', items: [{ name: 'Arroz', quantity: 2, price: 1.5 }] }),
  },
  'POST /lists/bulk/delete': { schema: listIdsBodySchema, valid: (fx) => ({ listIds: [fx.listId] }) },
  'POST /lists/bulk/restore': { schema: listIdsBodySchema, valid: (fx) => ({ listIds: [fx.trashedListId] }) },
  'POST /lists/bulk/delete-permanent': { schema: listIdsBodySchema, valid: (fx) => ({ listIds: [fx.listId] }) },
  'PATCH /lists/{listId}': { schema: renameListBodySchema, valid: () => ({ name: 'Renomeada' }) },
  'POST /lists/{listId}/items': {
    schema: addItemsBodySchema,
    valid: () => ({ items: [{ name: 'Leite', category: 'Laticínios e Ovos' }] }),
  },
  'PUT /lists/{listId}/items/order': {
    schema: reorderItemsBodySchema,
    valid: (fx) => ({ itemIds: [...fx.itemIds].reverse() }),
  },
  'POST /lists/{listId}/changes': {
    schema: listChangesBodySchema,
    valid: (fx) => ({ changes: [{ id: randomUUID(), kind: 'removeItem', itemId: fx.itemIds[0] }] }),
  },
  'POST /lists/{listId}/items/bulk/restore': {
    schema: itemIdsBodySchema,
    valid: (fx) => ({ itemIds: [fx.trashedItemId] }),
  },
  'POST /lists/{listId}/items/bulk/delete-permanent': {
    schema: itemIdsBodySchema,
    valid: (fx) => ({ itemIds: [fx.trashedItemId] }),
  },
  'PATCH /lists/{listId}/items/{itemId}': {
    schema: updateItemBodySchema,
    valid: () => ({ name: 'Pão', quantity: 2, price: null, isPurchased: true }),
  },
  'POST /lists/{listId}/invitations': { schema: inviteBodySchema, valid: () => ({ inviterName: 'Ana' }) },
  'POST /invitations/{token}/accept': { schema: acceptInvitationBodySchema, valid: () => ({ memberName: 'Bia' }) },
  'PUT /drafts/{localId}': { schema: saveDraftBodySchema, valid: () => draftBody('Rascunho 9') },
  'PUT /device/drafts/{localId}': { schema: saveDraftBodySchema, valid: () => draftBody('Rascunho 9') },
  'PUT /agreements': { schema: agreementBodySchema, valid: () => ({ termsAccepted: true, privacyAccepted: false }) },
  'PUT /device/agreements': {
    schema: agreementBodySchema,
    valid: () => ({ termsAccepted: false, privacyAccepted: true }),
  },
  'POST /functions/send-contact-message': {
    schema: contactMessageBodySchema,
    valid: () => ({ name: 'Ana', email: 'ana@exemplo.com', subject: 'Oi', message: 'Olá' }),
  },
  'POST /functions/process-grocery-speech': {
    schema: speechRequestSchema,
    valid: () => ({ transcript: 'arroz', currentItems: [] }),
  },
  'POST /functions/categorize-grocery-items': { schema: categorizeRequestSchema, valid: () => ({ items: ['arroz'] }) },
  'POST /functions/create-checkout': { schema: checkoutRequestSchema, valid: () => ({ plan: 'monthly' }) },
  'PUT /settings': {
    schema: settingsChangeSchema,
    valid: () => ({
      showPriceFields: true,
      selectedCurrency: 'EUR',
      categorizeItems: false,
      theme: 'dark',
      changedAt: new Date().toISOString(),
    }),
  },
  'POST /history': { schema: recordHistoryBodySchema, valid: () => ({ names: ['Leite', 'Café'] }) },
  'PUT /category-order': { schema: categoryOrderBodySchema, valid: () => ({ categories: [...CATEGORY_NAMES] }) },
};
/** Routes that take no body (or an optional one, or a signed one), so there is no body to corrupt here. */
const withoutBody = new Set([
  'POST /lists/{listId}/restore',
  'POST /lists/{listId}/items/{itemId}/restore',
  'POST /devices/link',
  'POST /functions/check-subscription',
  'POST /functions/customer-portal',
  // Its body is audio: 'refuses malformed clips' below.
  'POST /functions/transcribe-grocery-speech',
  // Stripe's signed events: test/integration/premium-stripe.test.ts sends forged and malformed ones.
  'POST /webhooks/stripe',
]);

/** What the gateway actually sends: undefined stays absent, everything else goes through JSON. */
function asSent(value: unknown): unknown {
  const text = JSON.stringify(value);
  return text === undefined ? undefined : JSON.parse(text);
}

/** Bodies the schema refuses: random values, valid bodies with one field replaced or one field added, and raw text. */
function malformedBody(schema: z.ZodMiniType, valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(valid);
  const refused = (value: unknown) => !schema.safeParse(asSent(value)).success;
  return fc.oneof(
    fc.anything().filter(refused),
    fc
      .record({ key: fc.constantFrom(...keys), value: fc.anything() })
      .map(({ key, value }) => ({ ...valid, [key]: value }))
      .filter(refused),
    fc
      .record({ key: fc.string({ minLength: 1 }).filter((key) => !keys.includes(key)), value: fc.anything() })
      .map(({ key, value }) => ({ ...valid, [key]: value }))
      .filter(refused),
    fc
      .string()
      .filter((text) => {
        try {
          return refused(JSON.parse(text));
        } catch {
          return true;
        }
      })
      .map((text) => ({ raw: text })),
  );
}

const uuidLike = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
/** Path parameters that are not a valid id of their kind. */
function malformedParam(name: string): fc.Arbitrary<string> {
  const valid = (value: string) =>
    name === 'localId'
      ? draftLocalIdSchema.safeParse(value).success
      : name === 'token'
        ? invitationTokenPattern.test(value)
        : uuidLike.test(value);
  return fc
    .oneof(
      fc.string({ minLength: 1, maxLength: 80 }),
      fc.uuid().map((id) => `${id}x`),
      fc.uuid().map((id) => id.toUpperCase().replace(/-/g, '')),
      fc.constant('x'.repeat(65)),
    )
    .filter((value) => !valid(value) && value.trim() !== '' && !/^[.\s]+$/.test(value));
}

describe('malformed bodies and parameters on every route get a 4xx with a message and change nothing', () => {
  let owner: TestUser;
  let fx: OwnerFixture;
  let before: unknown;

  beforeAll(async () => {
    const config = await readWebConfig(url);
    const [propriedade, member, removedMember] = await Promise.all(
      ['Propriedade', 'Membro', 'Removido'].map((name) => signUpAndIn(config, name)),
    );
    owner = propriedade!;
    await localTable().makePremium(owner);
    fx = await createOwnerFixture(apiUrl, owner, { member: member!, removedMember: removedMember! });
    before = await ownerRows(fx);
  });

  afterEach(async () => {
    expect(await ownerRows(fx)).toEqual(before);
  });

  const send = (method: string, path: string, body: unknown) =>
    callApi(apiUrl, method, path, {
      token: owner.accessToken,
      deviceId: fx.deviceId,
      body:
        body && typeof body === 'object' && 'raw' in body && Object.keys(body).length === 1
          ? (body as { raw: string }).raw
          : body,
    });

  const pathOf = (template: string, overrides: Record<string, string> = {}) =>
    template.replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(
        overrides[name] ??
          {
            listId: fx.listId,
            itemId: fx.itemIds[0]!,
            invitationId: fx.invitationId!,
            memberId: fx.memberId!,
            token: fx.invitationToken!,
            localId: template.startsWith('/device') ? fx.deviceDraftLocalId : fx.draftLocalId,
          }[name]!,
      ),
    );

  it('covers every route that takes a body', () => {
    const bodyRoutes = routes.filter((route) => route.method !== 'GET' && route.method !== 'DELETE').map(routeKeyOf);
    for (const key of bodyRoutes) expect(Object.hasOwn(bodies, key) || withoutBody.has(key)).toBe(true);
  });

  it.each(Object.keys(bodies))('%s refuses malformed bodies', async (routeKey) => {
    const route = routes.find((candidate) => routeKeyOf(candidate) === routeKey)!;
    const { schema, valid } = bodies[routeKey]!;
    await fc.assert(
      fc.asyncProperty(malformedBody(schema, valid(fx)), async (body) => {
        const answer = await send(route.method, pathOf(route.path), body);
        expect(answer.status).toBeGreaterThanOrEqual(400);
        expect(answer.status).toBeLessThan(500);
        expect(typeof answer.body?.message).toBe('string');
        expect(answer.body.message.length).toBeGreaterThan(0);
      }),
      { numRuns },
    );
  });

  it('POST /functions/transcribe-grocery-speech refuses malformed clips', async () => {
    const valid = wavClip(0.5);
    const malformedClip = fc.oneof(
      fc.uint8Array({ maxLength: 3000 }),
      // A valid clip with its header bytes changed.
      fc.array(fc.record({ at: fc.nat(43), value: fc.nat(255) }), { minLength: 1, maxLength: 6 }).map((changes) => {
        const clip = valid.slice();
        for (const { at, value } of changes) clip[at] = value;
        return clip;
      }),
    );
    await fc.assert(
      fc.asyncProperty(malformedClip, fc.constantFrom('audio/wav', 'audio/ogg'), async (clip, contentType) => {
        try {
          readAudioClip(contentType, clip);
          return; // Still a well-formed clip: nothing to check here.
        } catch {
          // Malformed, as intended.
        }
        const answer = await callApi(apiUrl, 'POST', '/functions/transcribe-grocery-speech', {
          deviceId: fx.deviceId,
          body: clip,
          headers: { 'content-type': contentType },
        });
        expect(answer.status).toBe(400);
        expect(answer.body.message.length).toBeGreaterThan(0);
      }),
      { numRuns },
    );
  });

  it.each(routes.filter((route) => route.path.includes('{')).map((route) => [routeKeyOf(route), route] as const))(
    '%s refuses malformed path parameters',
    async (routeKey, route) => {
      const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
      const body = bodies[routeKey]?.valid(fx);
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...names).chain((name) => malformedParam(name).map((value) => ({ [name]: value }))),
          async (overrides) => {
            const answer = await send(route.method, pathOf(route.path, overrides), body);
            expect(answer.status).toBe(404);
            expect(typeof answer.body?.message).toBe('string');
            expect(answer.body.message.length).toBeGreaterThan(0);
          },
        ),
        { numRuns },
      );
    },
  );
});
