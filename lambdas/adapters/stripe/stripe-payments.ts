import Stripe from 'stripe';
import type {
  CheckoutRequest,
  Currency,
  PaymentsProvider,
  ProviderSubscription,
} from '../../domain/subscriptions/billing';
import type { Plan } from '../../domain/subscriptions/subscription';
import type { StripeSettings } from './stripe-config';

/** Prices are found by lookup key (never a hard-coded id): premium_<plan>_<currency>. */
export const priceLookupKey = (plan: Plan, currency: Currency) => `premium_${plan}_${currency}`;

/** The SDK, pointed at api.stripe.com or, through host/port/protocol, at the local sandbox. */
export function createStripe({ secretKey, apiUrl }: Pick<StripeSettings, 'secretKey' | 'apiUrl'>): Stripe {
  const base = apiUrl ? new URL(apiUrl) : undefined;
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 8000,
    ...(base ? { host: base.hostname, port: base.port, protocol: base.protocol === 'http:' ? 'http' : 'https' } : {}),
  });
}

const idOf = (value: string | { id: string }) => (typeof value === 'string' ? value : value.id);

/** Stripe's subscription object as the domain keeps it. The period end lives on the item (API 2025+). */
export function toProviderSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  const item = subscription.items.data[0];
  const periodEnd = item?.current_period_end;
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer),
    userId: subscription.metadata?.userId || null,
    status: subscription.status,
    tier: item?.price.recurring?.interval === 'year' ? 'Anual' : 'Basic',
    periodEnd: periodEnd ? new Date(periodEnd * 1000).toISOString() : null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    currency: subscription.currency,
    created: subscription.created,
  };
}

export function stripePayments(stripe: Stripe): PaymentsProvider {
  async function priceId(plan: Plan, currency: Currency): Promise<string> {
    const lookupKey = priceLookupKey(plan, currency);
    const { data } = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
    if (!data[0]) throw new Error(`No active Stripe price with lookup key ${lookupKey}`);
    return data[0].id;
  }

  return {
    async createCustomer(userId) {
      // The idempotency key makes two concurrent first checkouts create one customer.
      const customer = await stripe.customers.create(
        { metadata: { userId } },
        { idempotencyKey: `customer-${userId}` },
      );
      return customer.id;
    },

    async createCheckout(request: CheckoutRequest) {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: request.customerId,
        client_reference_id: request.userId,
        line_items: [{ price: await priceId(request.plan, request.currency), quantity: 1 }],
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        locale: request.currency === 'eur' ? 'pt' : 'pt-BR',
        metadata: {
          userId: request.userId,
          ...(request.replacesSubscriptionId ? { replacesSubscription: request.replacesSubscriptionId } : {}),
        },
        subscription_data: { metadata: { userId: request.userId } },
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return session.url;
    },

    async createPortal(customerId, returnUrl) {
      return (await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl })).url;
    },

    async getSubscription(subscriptionId) {
      return toProviderSubscription(await stripe.subscriptions.retrieve(subscriptionId));
    },

    async cancelSubscription(subscriptionId) {
      await stripe.subscriptions.cancel(subscriptionId);
    },
  };
}
