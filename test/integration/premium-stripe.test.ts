import Stripe from 'stripe';
import { testStripeWebhookSecret } from '../support/local-runtime-process';
import { localTable } from '../support/local-table';
import { callApi, readWebConfig, signUpAndIn, userIdOf, type TestUser } from '../support/local-users';

const url = process.env.LOCAL_URL!;
const apiUrl = process.env.LOCAL_API_URL!;
const sandbox = new URL(process.env.LOCAL_STRIPE_API_URL!);
/** The real SDK, pointed at the runtime's Stripe sandbox as the functions are. */
const stripe = new Stripe('sk_test_integration', { host: sandbox.hostname, port: sandbox.port, protocol: 'http' });

type Status = { subscribed: boolean; subscription_tier: string | null; cancel_at_period_end: boolean };
const call = (user: TestUser, path: string, body?: unknown) =>
  callApi(apiUrl, 'POST', path, { token: user.accessToken, body });
const status = async (user: TestUser) => (await call(user, '/functions/check-subscription')).body as Status;

/** Waits for the sandbox's webhook to reach the row, as the app's "Confirmando pagamento..." does. */
async function until(user: TestUser, done: (status: Status) => boolean): Promise<Status> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const current = await status(user);
    if (done(current)) return current;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Subscription never reached the expected state: ${JSON.stringify(await status(user))}`);
}

/** The sandbox's checkout page's "Confirmar pagamento" (a form POST), as a browser would send it. */
async function pay(checkoutUrl: string): Promise<string> {
  const response = await fetch(`${checkoutUrl}/confirm`, { method: 'POST', redirect: 'manual' });
  expect(response.status).toBe(303);
  return response.headers.get('location')!;
}

async function subscribe(user: TestUser, plan: 'monthly' | 'yearly', currency?: 'eur') {
  const checkout = await call(user, '/functions/create-checkout', { plan, ...(currency ? { currency } : {}) });
  expect(checkout.status).toBe(200);
  return pay(checkout.body.url);
}

function signed(event: object, timestamp?: number) {
  const payload = JSON.stringify(event);
  return {
    payload,
    header: stripe.webhooks.generateTestHeaderString({ payload, secret: testStripeWebhookSecret, timestamp }),
  };
}

const postEvent = (payload: string, header?: string) =>
  fetch(`${apiUrl}/webhooks/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(header ? { 'stripe-signature': header } : {}) },
    body: payload,
  }).then((response) => response.status);

const subscriptionEvent = (id: string, type: string, object: unknown) => ({
  id,
  object: 'event',
  type,
  created: Math.floor(Date.now() / 1000),
  data: { object },
  livemode: false,
});

describe('Premium through Stripe (the local sandbox, the real SDK)', () => {
  const table = localTable();

  it('checkout → signed webhook → Premium; the portal cancels at period end; a second list saves', async () => {
    const user = await signUpAndIn(await readWebConfig(url), 'Paula');
    expect(await status(user)).toMatchObject({ subscribed: false });

    const checkout = await call(user, '/functions/create-checkout', { plan: 'monthly' });
    expect(checkout.body.url).toMatch(/\/checkout\/cs_test_/);
    const page = await (await fetch(checkout.body.url)).text();
    expect(page).toContain('Confirmar pagamento');
    expect(page).toMatch(/R\$\s4,99/);
    expect(await pay(checkout.body.url)).toBe(`${url}/gerenciar-assinatura?checkout=success`);

    const premium = await until(user, (s) => s.subscribed);
    expect(premium).toMatchObject({ subscription_tier: 'Basic', cancel_at_period_end: false });
    const save = (name: string) => call(user, '/lists', { name, items: [{ name: 'Arroz' }] });
    expect((await save('Uma')).status).toBe(201);
    expect((await save('Duas')).status).toBe(201);

    // One customer per user, kept in the table and reused.
    const [customerRow] = (await table.partition(`USER#${userIdOf(user)}`)).filter((r) => r.sk === 'STRIPE_CUSTOMER');
    const subscriptionRow = (await table.partition(`USER#${userIdOf(user)}`)).find((r) => r.sk === 'SUBSCRIPTION')!;
    const subscription = await stripe.subscriptions.retrieve(subscriptionRow.subscriptionId as string);
    expect(subscription.customer).toBe(customerRow!.customerId);
    expect(subscription.metadata).toEqual({ userId: userIdOf(user) });

    const portal = await call(user, '/functions/customer-portal');
    expect(portal.status).toBe(200);
    expect(await (await fetch(portal.body.url)).text()).toContain('Cancelar assinatura');
    const back = await fetch(`${portal.body.url}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(back.headers.get('location')).toBe(`${url}/gerenciar-assinatura?portal=return`);
    expect(await until(user, (s) => s.cancel_at_period_end)).toMatchObject({ subscribed: true });
  });

  it('writes the subscription as Stripe holds it, whatever the order, duplicates or replays of events', async () => {
    const user = await signUpAndIn(await readWebConfig(url), 'Rita');
    await subscribe(user, 'yearly', 'eur');
    await until(user, (s) => s.subscription_tier === 'Anual');
    const row = (await table.partition(`USER#${userIdOf(user)}`)).find((r) => r.sk === 'SUBSCRIPTION')!;
    const current = await stripe.subscriptions.retrieve(row.subscriptionId as string);

    // An old "canceled" snapshot arriving late does not undo the live subscription.
    const stale = subscriptionEvent('evt_stale_1', 'customer.subscription.deleted', { ...current, status: 'canceled' });
    const { payload, header } = signed(stale);
    expect(await postEvent(payload, header)).toBe(200);
    expect(await postEvent(payload, header)).toBe(200);
    expect(await status(user)).toMatchObject({ subscribed: true, subscription_tier: 'Anual' });
    expect((await table.partition('STRIPE_EVENT#evt_stale_1')).length).toBe(1);
  });

  it('refuses unsigned, forged, stale and malformed deliveries with 400 and changes nothing', async () => {
    const user = await signUpAndIn(await readWebConfig(url), 'Sara');
    const forgedSubscription = {
      id: 'sub_forged',
      object: 'subscription',
      customer: 'cus_forged',
      status: 'active',
      metadata: { userId: userIdOf(user) },
      cancel_at_period_end: false,
      created: 1,
      items: { data: [{ current_period_end: 4102444800, price: { recurring: { interval: 'year' } } }] },
    };
    const event = subscriptionEvent('evt_forged_1', 'customer.subscription.created', forgedSubscription);
    const payload = JSON.stringify(event);
    const other = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    const old = signed(event, Math.floor(Date.now() / 1000) - 600);
    const tampered = signed(event);

    expect(await postEvent(payload)).toBe(400);
    expect(await postEvent(payload, other)).toBe(400);
    expect(await postEvent(old.payload, old.header)).toBe(400);
    expect(await postEvent(tampered.payload.replace('sub_forged', 'sub_forgeD'), tampered.header)).toBe(400);
    expect(await postEvent('not json', signed({}).header)).toBe(400);
    expect(await status(user)).toMatchObject({ subscribed: false });
    expect(await table.partition('STRIPE_EVENT#evt_forged_1')).toEqual([]);
  });

  it('upgrades a monthly subscriber to annual: the yearly plan starts now and the monthly one is cancelled', async () => {
    const user = await signUpAndIn(await readWebConfig(url), 'Ugo');
    await subscribe(user, 'monthly');
    await until(user, (s) => s.subscription_tier === 'Basic');
    const monthlyId = (await table.partition(`USER#${userIdOf(user)}`)).find((r) => r.sk === 'SUBSCRIPTION')!
      .subscriptionId as string;

    await subscribe(user, 'yearly');
    await until(user, (s) => s.subscription_tier === 'Anual');
    for (let attempt = 0; (await stripe.subscriptions.retrieve(monthlyId)).status !== 'canceled'; attempt += 1) {
      if (attempt > 50) throw new Error('monthly subscription was not cancelled');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // The monthly one's "deleted" event comes after and leaves the annual row alone.
    expect(await status(user)).toMatchObject({ subscribed: true, subscription_tier: 'Anual' });
    expect(await call(user, '/functions/create-checkout', { plan: 'monthly' })).toEqual({
      status: 409,
      body: { code: 'CONFLICT', message: 'Você já é Premium.' },
    });
  });

  it('has no portal for a user who never subscribed', async () => {
    const user = await signUpAndIn(await readWebConfig(url), 'Vera');
    expect((await call(user, '/functions/customer-portal')).status).toBe(404);
    expect((await call(user, '/functions/create-checkout', { plan: 'weekly' })).status).toBe(400);
  });
});
