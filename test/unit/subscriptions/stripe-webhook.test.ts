import Stripe from 'stripe';
import type {
  BillingRepository,
  PaymentsProvider,
  ProviderSubscription,
} from '../../../lambdas/domain/subscriptions/billing';
import { isPayingStatus, isPremium, type Subscription } from '../../../lambdas/domain/subscriptions/subscription';
import { webhookService } from '../../../lambdas/domain/subscriptions/webhook-service';
import { httpHandler, type HttpEvent } from '../../../lambdas/http/http-handler';
import { stripeWebhookOperation } from '../../../lambdas/http/stripe-webhook-operation';

const secret = 'whsec_unit_tests';
const stripe = new Stripe('sk_test_unit');
const future = Math.floor(Date.parse('2999-01-01T00:00:00Z') / 1000);

/** Stripe as the provider port sees it: subscriptions as they are *now*. */
function fakeStripe() {
  const subscriptions = new Map<string, ProviderSubscription>();
  const cancelled: string[] = [];
  const provider: PaymentsProvider = {
    createCustomer: async () => 'cus_1',
    createCheckout: async () => 'https://checkout',
    createPortal: async () => 'https://portal',
    getSubscription: async (id) => {
      const found = subscriptions.get(id);
      if (!found) throw new Error(`No such subscription: ${id}`);
      return found;
    },
    cancelSubscription: async (id) => {
      cancelled.push(id);
      subscriptions.set(id, { ...subscriptions.get(id)!, status: 'canceled' });
    },
  };
  return { subscriptions, cancelled, provider };
}

function memoryRepository() {
  const rows = new Map<string, Subscription & { created: number }>();
  const customers = new Map<string, string>();
  const events = new Set<string>();
  let failWrites = false;
  const repository: BillingRepository = {
    getSubscription: async (userId) => rows.get(userId),
    getCustomerId: async (userId) => customers.get(userId),
    saveCustomer: async (userId, customerId) => {
      if (!customers.has(userId)) customers.set(userId, customerId);
      return customers.get(userId)!;
    },
    userOfCustomer: async (customerId) => [...customers].find(([, c]) => c === customerId)?.[0],
    saveSubscription: async (userId, s) => {
      if (failWrites) throw new Error('DynamoDB unavailable');
      const row = rows.get(userId);
      // The adapter's condition: another subscription takes the row only when newer, or as new and paying.
      if (row && row.subscriptionId !== s.id) {
        if (s.created < row.created || (s.created === row.created && !isPayingStatus(s.status))) return 'stale';
      }
      rows.set(userId, {
        userId,
        status: s.status,
        tier: s.tier,
        subscriptionEnd: s.periodEnd,
        cancelAtPeriodEnd: s.cancelAtPeriodEnd,
        subscriptionId: s.id,
        created: s.created,
      });
      return 'written';
    },
    wasEventHandled: async (id) => events.has(id),
    markEventHandled: async (id) => {
      events.add(id);
    },
  };
  return { rows, events, repository, failNextWrites: (fail: boolean) => (failWrites = fail) };
}

function setup() {
  const fake = fakeStripe();
  const memory = memoryRepository();
  const service = webhookService({ provider: fake.provider, repository: memory.repository });
  const handler = httpHandler({
    'POST /webhooks/stripe': stripeWebhookOperation(async () => ({ stripe, webhookSecret: secret, service })),
  });
  const deliver = async (
    event: object,
    { signWith = secret, timestamp }: { signWith?: string; timestamp?: number } = {},
  ) => {
    const payload = JSON.stringify(event);
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: signWith, timestamp });
    return deliverRaw(payload, header);
  };
  const deliverRaw = async (payload: string, header?: string) => {
    const result = await handler(
      {
        routeKey: 'POST /webhooks/stripe',
        headers: header ? { 'stripe-signature': header } : {},
        body: payload,
        isBase64Encoded: false,
        requestContext: {},
      } as unknown as HttpEvent,
      {} as never,
    );
    return result.statusCode;
  };
  return { ...fake, ...memory, deliver, deliverRaw };
}

const subscription = (fields: Partial<ProviderSubscription> = {}): ProviderSubscription => ({
  id: 'sub_1',
  customerId: 'cus_1',
  userId: 'ana',
  status: 'active',
  tier: 'Basic',
  periodEnd: new Date(future * 1000).toISOString(),
  cancelAtPeriodEnd: false,
  currency: 'brl',
  created: 100,
  ...fields,
});

const event = (id: string, type: string, object: Record<string, unknown>) => ({
  id,
  object: 'event',
  type,
  created: Math.floor(Date.now() / 1000),
  data: { object },
});
const subscriptionEvent = (id: string, type: string, sub = 'sub_1') =>
  event(id, type, { id: sub, object: 'subscription', metadata: { userId: 'ana' } });
const premium = (rows: Map<string, Subscription>) => isPremium(rows.get('ana'), new Date());

describe('the Stripe webhook', () => {
  it('makes the user Premium from a signed checkout.session.completed and remembers the customer', async () => {
    const { subscriptions, rows, repository, deliver } = setup();
    subscriptions.set('sub_1', subscription());
    const completed = event('evt_1', 'checkout.session.completed', {
      id: 'cs_1',
      object: 'checkout.session',
      mode: 'subscription',
      client_reference_id: 'ana',
      subscription: 'sub_1',
      metadata: {},
    });
    expect(await deliver(completed)).toBe(200);
    expect(premium(rows)).toBe(true);
    expect(await repository.getCustomerId('ana')).toBe('cus_1');
  });

  it('writes the state Stripe holds now, so an old event arriving late changes nothing', async () => {
    const { subscriptions, rows, deliver } = setup();
    subscriptions.set('sub_1', subscription({ cancelAtPeriodEnd: true }));
    // "created" says not cancelling, but the subscription is cancelling now.
    expect(await deliver(subscriptionEvent('evt_late', 'customer.subscription.created'))).toBe(200);
    expect(rows.get('ana')).toMatchObject({ cancelAtPeriodEnd: true, status: 'active' });
  });

  it('handles a duplicate once, and ends Premium on customer.subscription.deleted', async () => {
    const { subscriptions, rows, events, deliver } = setup();
    subscriptions.set('sub_1', subscription());
    const created = subscriptionEvent('evt_a', 'customer.subscription.created');
    expect(await deliver(created)).toBe(200);
    expect(await deliver(created)).toBe(200); // the duplicate is acknowledged, not re-applied
    expect(premium(rows)).toBe(true);
    subscriptions.set('sub_1', subscription({ status: 'canceled' }));
    expect(await deliver(subscriptionEvent('evt_b', 'customer.subscription.deleted'))).toBe(200);
    expect(premium(rows)).toBe(false);
    expect([...events]).toEqual(['evt_a', 'evt_b']);
  });

  it('reads the subscription of invoice.paid and invoice.payment_failed from the invoice parent', async () => {
    const { subscriptions, rows, deliver } = setup();
    subscriptions.set('sub_1', subscription({ status: 'past_due' }));
    const invoice = {
      id: 'in_1',
      object: 'invoice',
      parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_1' } },
    };
    expect(await deliver(event('evt_f', 'invoice.payment_failed', invoice))).toBe(200);
    // No user in the invoice: the subscription's metadata names her.
    expect(rows.get('ana')?.status).toBe('past_due');
    expect(premium(rows)).toBe(false);
  });

  it.each([
    ['a later second', 200],
    ['the same second', 100],
  ])('lets the annual upgrade (created %s) win over the monthly one it cancels', async (_when, created) => {
    const { subscriptions, rows, cancelled, deliver } = setup();
    subscriptions.set('sub_1', subscription());
    subscriptions.set('sub_2', subscription({ id: 'sub_2', tier: 'Anual', created }));
    await deliver(subscriptionEvent('evt_1', 'customer.subscription.created'));
    const upgrade = event('evt_2', 'checkout.session.completed', {
      id: 'cs_2',
      object: 'checkout.session',
      mode: 'subscription',
      client_reference_id: 'ana',
      subscription: 'sub_2',
      metadata: { replacesSubscription: 'sub_1' },
    });
    expect(await deliver(upgrade)).toBe(200);
    expect(cancelled).toEqual(['sub_1']);
    expect(await deliver(subscriptionEvent('evt_3', 'customer.subscription.deleted', 'sub_1'))).toBe(200);
    expect(rows.get('ana')).toMatchObject({ subscriptionId: 'sub_2', tier: 'Anual', status: 'active' });
  });

  it('acknowledges event types it does not handle, writing nothing', async () => {
    const { rows, events, deliver } = setup();
    expect(await deliver(event('evt_x', 'customer.created', { id: 'cus_1', object: 'customer' }))).toBe(200);
    expect(rows.size).toBe(0);
    expect(events.has('evt_x')).toBe(true);
  });

  it('refuses unsigned, forged, stale and tampered deliveries with 400, writing nothing', async () => {
    const { subscriptions, rows, events, deliver, deliverRaw } = setup();
    subscriptions.set('sub_1', subscription());
    const created = subscriptionEvent('evt_bad', 'customer.subscription.created');
    expect(await deliverRaw(JSON.stringify(created))).toBe(400);
    expect(await deliver(created, { signWith: 'whsec_other' })).toBe(400);
    expect(await deliver(created, { timestamp: Math.floor(Date.now() / 1000) - 301 })).toBe(400);
    const payload = JSON.stringify(created);
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret });
    expect(await deliverRaw(payload.replace('evt_bad', 'evt_baD'), header)).toBe(400);
    expect(await deliverRaw('{', stripe.webhooks.generateTestHeaderString({ payload: '{', secret }))).toBe(400);
    expect(rows.size).toBe(0);
    expect(events.size).toBe(0);
  });

  it('answers 5xx and does not remember the event when the write fails, so Stripe retries it', async () => {
    const { subscriptions, rows, events, deliver, failNextWrites } = setup();
    subscriptions.set('sub_1', subscription());
    const created = subscriptionEvent('evt_retry', 'customer.subscription.created');
    failNextWrites(true);
    expect(await deliver(created)).toBe(500);
    expect(events.size).toBe(0);
    failNextWrites(false);
    expect(await deliver(created)).toBe(200);
    expect(premium(rows)).toBe(true);
  });
});
