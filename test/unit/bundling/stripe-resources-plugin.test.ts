import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { build } from 'esbuild';
import { serverFunctionBuildOptions } from '../../../lib/bundling/bundle-server-function';
import type { ServerFunctionName } from '../../../lib/server-functions';
import { startStripeSandbox, type StripeSandbox } from '../../../local/stripe-sandbox';

/**
 * The Stripe functions' bundles keep only the Stripe resources their catalogue entry lists
 * (lib/bundling/stripe-resources-plugin.ts). Here the Stripe adapter is bundled with each
 * function's own options and does, against the local Stripe sandbox (which the real SDK
 * talks to as it would to api.stripe.com), everything that function asks of Stripe.
 */
type StripeAdapter = typeof import('../../../lambdas/adapters/stripe/stripe-payments');

const workDir = mkdtempSync(path.join(tmpdir(), 'stripe-bundles-'));
const adapterEntry = path.join(__dirname, '..', '..', '..', 'lambdas', 'adapters', 'stripe', 'stripe-payments.ts');

/** The adapter as `name`'s bundle has it. */
async function bundledAdapter(name: ServerFunctionName): Promise<StripeAdapter> {
  const outfile = path.join(workDir, name, 'stripe-payments.js');
  await build({ ...serverFunctionBuildOptions(name), entryPoints: [adapterEntry], outfile, sourcemap: false });
  return (await import(outfile)) as StripeAdapter;
}

let sandbox: StripeSandbox;
let webhookReceiver: http.Server;
const deliveries: { payload: string; signature: string }[] = [];

beforeAll(async () => {
  webhookReceiver = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      deliveries.push({
        payload: Buffer.concat(chunks).toString(),
        signature: String(request.headers['stripe-signature']),
      });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => webhookReceiver.listen(0, '127.0.0.1', resolve));
  const { port } = webhookReceiver.address() as AddressInfo;
  sandbox = await startStripeSandbox({
    port: 0,
    dataDir: mkdtempSync(path.join(workDir, 'sandbox-')),
    webhookUrl: `http://127.0.0.1:${port}/`,
  });
});

afterAll(async () => {
  await sandbox.stop();
  await new Promise((resolve) => webhookReceiver.close(resolve));
  rmSync(workDir, { recursive: true, force: true });
});

async function until<T>(read: () => T | undefined): Promise<T> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const value = read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('timed out');
}

describe("the Stripe SDK in the Stripe functions' bundles", () => {
  it('does what each function asks of Stripe: checkout, portal, webhook', async () => {
    const checkout = await bundledAdapter('create-checkout');
    const payments = checkout.stripePayments(checkout.createStripe(sandbox));
    const customerId = await payments.createCustomer('user-1');
    const checkoutUrl = await payments.createCheckout({
      userId: 'user-1',
      customerId,
      plan: 'monthly',
      currency: 'brl',
      successUrl: 'https://app.example/ok',
      cancelUrl: 'https://app.example/back',
    });
    expect(customerId).toMatch(/^cus_/);
    expect(checkoutUrl).toContain(`${sandbox.apiUrl}/checkout/`);

    const portal = await bundledAdapter('customer-portal');
    const portalUrl = await portal
      .stripePayments(portal.createStripe(sandbox))
      .createPortal(customerId, 'https://app.example/conta');
    expect(portalUrl).toContain(`${sandbox.apiUrl}/portal/`);

    // The shopper pays: the sandbox starts the subscription and signs its events.
    const paid = await fetch(`${checkoutUrl}/confirm`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    const webhook = await bundledAdapter('stripe-webhook');
    const stripe = webhook.createStripe(sandbox);
    const delivery = await until(() =>
      deliveries.find(({ payload }) => payload.includes('checkout.session.completed')),
    );
    const event = await stripe.webhooks.constructEventAsync(
      delivery.payload,
      delivery.signature,
      sandbox.webhookSecret,
    );
    expect(event.type).toBe('checkout.session.completed');
    await expect(
      stripe.webhooks.constructEventAsync(
        delivery.payload.replace('user-1', 'user-2'),
        delivery.signature,
        sandbox.webhookSecret,
      ),
    ).rejects.toThrow();

    const subscriptionId = (event.data.object as { subscription: string }).subscription;
    const webhookPayments = webhook.stripePayments(stripe);
    expect(await webhookPayments.getSubscription(subscriptionId)).toMatchObject({
      id: subscriptionId,
      customerId,
      userId: 'user-1',
      status: 'active',
      tier: 'Basic',
    });
    await webhookPayments.cancelSubscription(subscriptionId);
    expect((await webhookPayments.getSubscription(subscriptionId)).status).toBe('canceled');
  });

  it('leaves out the resources a function does not list', async () => {
    const portal = await bundledAdapter('customer-portal');
    const stripe = portal.createStripe(sandbox);
    expect(typeof stripe.billingPortal.sessions.create).toBe('function');
    expect(stripe.customers.create).toBeUndefined();
    expect(stripe.accounts.create).toBeUndefined();
    await expect(portal.stripePayments(stripe).createCustomer('user-3')).rejects.toThrow(TypeError);
  });
});
