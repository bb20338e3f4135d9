import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Stripe from 'stripe';
import { priceLookupKey } from '../lambdas/adapters/stripe/stripe-payments';
import { parseStripeForm, stripePage } from './stripe-sandbox-pages';

/**
 * A local stand-in for the few Stripe endpoints the functions call (prices by lookup key,
 * customers, Checkout and Billing Portal sessions, subscriptions), with a checkout page
 * whose "Confirmar pagamento" starts a subscription and a portal page whose "Cancelar
 * assinatura" cancels it at period end. Like Stripe, it then POSTs signed events to the
 * webhook and retries non-2xx answers. State is kept in <dataDir>/state.json.
 */
export interface StripeSandboxOptions {
  port: number;
  dataDir: string;
  /** Where events are delivered: the local gateway's /api/webhooks/stripe. */
  webhookUrl: string;
  /** whsec_… to sign events with; a random one is made (and kept) when absent. */
  webhookSecret?: string;
  log?: (line: string) => void;
}

export interface StripeSandbox {
  apiUrl: string;
  secretKey: string;
  webhookSecret: string;
  stop(): Promise<void>;
}

/** The key the functions use against the sandbox; the sandbox accepts any sk_test_ key. */
export const sandboxSecretKey = 'sk_test_local_sandbox';

const seededPrices = [
  { plan: 'monthly', currency: 'brl', amount: 499, interval: 'month' },
  { plan: 'yearly', currency: 'brl', amount: 2999, interval: 'year' },
  { plan: 'monthly', currency: 'eur', amount: 279, interval: 'month' },
  { plan: 'yearly', currency: 'eur', amount: 1699, interval: 'year' },
] as const;

type StripeObject = Record<string, unknown> & { id: string };
interface SandboxState {
  webhookSecret: string;
  prices: StripeObject[];
  customers: Record<string, StripeObject>;
  sessions: Record<string, StripeObject & { price: string; subscription_metadata: Record<string, string> }>;
  portalSessions: Record<string, StripeObject>;
  subscriptions: Record<string, StripeObject>;
  idempotency: Record<string, string>;
}

const retryDelaysMs = [500, 1000, 2000, 4000, 8000];
const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

function addPeriod(start: number, interval: 'month' | 'year'): number {
  const end = new Date(start * 1000);
  if (interval === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return Math.floor(end.getTime() / 1000);
}

async function loadState(file: string, webhookSecret: string | undefined): Promise<SandboxState> {
  let state: SandboxState | undefined;
  try {
    state = JSON.parse(await readFile(file, 'utf8')) as SandboxState;
  } catch {
    state = undefined;
  }
  state ??= {
    webhookSecret: `whsec_${randomBytes(24).toString('hex')}`,
    prices: seededPrices.map((price) => ({
      id: `price_${price.plan}_${price.currency}`,
      object: 'price',
      active: true,
      currency: price.currency,
      unit_amount: price.amount,
      lookup_key: priceLookupKey(price.plan, price.currency),
      recurring: { interval: price.interval, interval_count: 1 },
      product: 'prod_lista_premium',
      type: 'recurring',
      livemode: false,
    })),
    customers: {},
    sessions: {},
    portalSessions: {},
    subscriptions: {},
    idempotency: {},
  };
  if (webhookSecret) state.webhookSecret = webhookSecret;
  return state;
}

export async function startStripeSandbox(options: StripeSandboxOptions): Promise<StripeSandbox> {
  const stateFile = path.join(options.dataDir, 'state.json');
  const state = await loadState(stateFile, options.webhookSecret);
  const save = () => writeFile(stateFile, JSON.stringify(state));
  await save();
  const signer = new Stripe(sandboxSecretKey);
  let baseUrl = '';
  const pending = new Set<Promise<void>>();
  let stopped = false;

  async function deliver(event: StripeObject): Promise<void> {
    const payload = JSON.stringify(event);
    for (let attempt = 0; ; attempt += 1) {
      const header = signer.webhooks.generateTestHeaderString({ payload, secret: state.webhookSecret });
      const status = await fetch(options.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': header },
        body: payload,
      }).then(
        (response) => response.status,
        () => 0,
      );
      if (status >= 200 && status < 300) return;
      const delay = retryDelaysMs[attempt];
      if (stopped) return;
      if (delay === undefined) {
        options.log?.(`Stripe sandbox: gave up delivering ${event.type as string} ${event.id} (last status ${status})`);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }

  /** Sends events in order, after the answer that caused them, as Stripe does (asynchronously). */
  function emit(...events: [type: string, object: StripeObject][]): void {
    const run = (async () => {
      for (const [type, object] of events) {
        await deliver({
          id: newId('evt'),
          object: 'event',
          api_version: Stripe.API_VERSION,
          created: now(),
          type,
          data: { object: structuredClone(object) },
          livemode: false,
          pending_webhooks: 1,
          request: { id: null, idempotency_key: null },
        });
      }
    })();
    pending.add(run);
    void run.finally(() => pending.delete(run));
  }

  const priceOf = (id: string) => state.prices.find((price) => price.id === id);

  function startSubscription(session: SandboxState['sessions'][string]): StripeObject {
    const price = priceOf(session.price)!;
    const created = now();
    const interval = (price.recurring as { interval: 'month' | 'year' }).interval;
    const subscriptionId = newId('sub');
    const subscription: StripeObject = {
      id: subscriptionId,
      object: 'subscription',
      customer: session.customer,
      status: 'active',
      metadata: session.subscription_metadata,
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      created,
      start_date: created,
      currency: price.currency,
      livemode: false,
      items: {
        object: 'list',
        has_more: false,
        url: `/v1/subscription_items?subscription=${subscriptionId}`,
        data: [
          {
            id: newId('si'),
            object: 'subscription_item',
            price,
            quantity: 1,
            subscription: subscriptionId,
            current_period_start: created,
            current_period_end: addPeriod(created, interval),
          },
        ],
      },
    };
    state.subscriptions[subscriptionId] = subscription;
    return subscription;
  }

  function cancelNow(subscription: StripeObject): void {
    Object.assign(subscription, { status: 'canceled', canceled_at: now(), ended_at: now() });
  }

  async function handleApi(method: string, url: URL, body: Record<string, unknown>, request: IncomingMessage) {
    const parts = url.pathname.split('/').filter(Boolean).slice(1);
    const route = `${method} /${parts.map((part, i) => (i > 0 && /_/.test(part) ? ':id' : part)).join('/')}`;
    const id = parts.at(-1)!;
    switch (route) {
      case 'GET /prices': {
        const keys = Object.entries(Object.fromEntries(url.searchParams))
          .filter(([key]) => key.startsWith('lookup_keys'))
          .map(([, value]) => value);
        const data = state.prices.filter((price) => keys.length === 0 || keys.includes(price.lookup_key as string));
        return [200, { object: 'list', data, has_more: false, url: '/v1/prices' }] as const;
      }
      case 'POST /customers': {
        const key = request.headers['idempotency-key'];
        const known = typeof key === 'string' ? state.idempotency[key] : undefined;
        if (known) return [200, state.customers[known]] as const;
        const customer = { id: newId('cus'), object: 'customer', metadata: body.metadata ?? {}, created: now() };
        state.customers[customer.id] = customer;
        if (typeof key === 'string') state.idempotency[key] = customer.id;
        return [200, customer] as const;
      }
      case 'POST /checkout/sessions': {
        const lineItems = body.line_items as { price: string }[] | undefined;
        const price = lineItems?.[0] && priceOf(lineItems[0].price);
        if (!price || !state.customers[body.customer as string]) return notFound('No such price or customer');
        const sessionId = newId('cs_test');
        const session = {
          id: sessionId,
          object: 'checkout.session',
          mode: 'subscription',
          status: 'open',
          payment_status: 'unpaid',
          customer: body.customer,
          client_reference_id: body.client_reference_id ?? null,
          metadata: body.metadata ?? {},
          subscription: null,
          currency: price.currency,
          amount_total: price.unit_amount,
          success_url: body.success_url,
          cancel_url: body.cancel_url,
          url: `${baseUrl}/checkout/${sessionId}`,
          created: now(),
          livemode: false,
          price: price.id,
          subscription_metadata: (body.subscription_data as { metadata?: Record<string, string> })?.metadata ?? {},
        };
        state.sessions[sessionId] = session;
        const { price: _price, subscription_metadata: _metadata, ...visible } = session;
        return [200, visible] as const;
      }
      case 'POST /billing_portal/sessions': {
        if (!state.customers[body.customer as string]) return notFound('No such customer');
        const sessionId = newId('bps');
        const portal = {
          id: sessionId,
          object: 'billing_portal.session',
          customer: body.customer,
          return_url: body.return_url,
          url: `${baseUrl}/portal/${sessionId}`,
          created: now(),
          livemode: false,
        };
        state.portalSessions[sessionId] = portal;
        return [200, portal] as const;
      }
      case 'GET /subscriptions/:id': {
        const subscription = state.subscriptions[id];
        return subscription ? ([200, subscription] as const) : notFound(`No such subscription: '${id}'`);
      }
      case 'DELETE /subscriptions/:id': {
        const subscription = state.subscriptions[id];
        if (!subscription) return notFound(`No such subscription: '${id}'`);
        cancelNow(subscription);
        emit(['customer.subscription.deleted', subscription]);
        return [200, subscription] as const;
      }
      default:
        return notFound(
          `Unrecognized request URL (${method}: ${url.pathname}). The sandbox implements only what the app uses.`,
        );
    }
  }

  function notFound(message: string) {
    return [404, { error: { type: 'invalid_request_error', message } }] as const;
  }

  /** The pages a browser sees: checkout (confirm or go back) and the portal (cancel at period end). */
  function handlePage(method: string, url: URL): { status: number; html?: string; location?: string } {
    const [kind, id, action] = url.pathname.split('/').filter(Boolean);
    if (kind === 'checkout' && id && state.sessions[id]) {
      const session = state.sessions[id];
      const price = priceOf(session.price)!;
      if (method === 'POST' && action === 'confirm') {
        if (session.status === 'open') {
          const subscription = startSubscription(session);
          Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: subscription.id });
          const invoice: StripeObject = {
            id: newId('in'),
            object: 'invoice',
            customer: session.customer,
            status: 'paid',
            currency: price.currency,
            amount_paid: price.unit_amount,
            parent: {
              type: 'subscription_details',
              subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
            },
            livemode: false,
          };
          const { price: _price, subscription_metadata: _metadata, ...visible } = session;
          emit(
            ['customer.subscription.created', subscription],
            ['invoice.paid', invoice],
            ['checkout.session.completed', visible as StripeObject],
          );
        }
        return { status: 303, location: session.success_url as string };
      }
      return { status: 200, html: stripePage.checkout(session, price) };
    }
    if (kind === 'portal' && id && state.portalSessions[id]) {
      const portal = state.portalSessions[id];
      const subscription = Object.values(state.subscriptions)
        .filter((s) => s.customer === portal.customer && s.status !== 'canceled')
        .sort((a, b) => (b.created as number) - (a.created as number))[0];
      if (method === 'POST' && action === 'cancel') {
        if (subscription && !subscription.cancel_at_period_end) {
          const item = (subscription.items as { data: { current_period_end: number }[] }).data[0]!;
          Object.assign(subscription, {
            cancel_at_period_end: true,
            cancel_at: item.current_period_end,
            canceled_at: now(),
          });
          emit(['customer.subscription.updated', subscription]);
        }
        return { status: 303, location: portal.return_url as string };
      }
      return { status: 200, html: stripePage.portal(portal, subscription) };
    }
    return { status: 404, html: stripePage.notFound() };
  }

  const server = http.createServer((request, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      try {
        const method = request.method ?? 'GET';
        const url = new URL(request.url ?? '/', baseUrl);
        if (url.pathname.startsWith('/v1/')) {
          if (!/^Bearer sk_test_/.test(request.headers.authorization ?? '')) {
            return sendJson(response, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key' } });
          }
          const [status, body] = await handleApi(
            method,
            url,
            parseStripeForm(Buffer.concat(chunks).toString()),
            request,
          );
          await save();
          return sendJson(response, status, body);
        }
        const page = handlePage(method, url);
        await save();
        if (page.location) {
          response.writeHead(page.status, { location: page.location });
          return response.end();
        }
        response.writeHead(page.status, { 'content-type': 'text/html; charset=utf-8' });
        response.end(page.html);
      } catch (error) {
        options.log?.(`Stripe sandbox: ${(error as Error).message}`);
        sendJson(response, 500, { error: { type: 'api_error', message: 'Sandbox error' } });
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  baseUrl = `http://localhost:${(server.address() as AddressInfo).port}`;

  return {
    apiUrl: baseUrl,
    secretKey: sandboxSecretKey,
    webhookSecret: state.webhookSecret,
    async stop() {
      stopped = true;
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await Promise.allSettled([...pending]);
    },
  };
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
  response.end(JSON.stringify(body));
}
