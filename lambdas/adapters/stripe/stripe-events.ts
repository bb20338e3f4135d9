import type Stripe from 'stripe';
import type { BillingEvent } from '../../domain/subscriptions/webhook-service';

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? undefined);

/** A verified Stripe event reduced to the subscription it concerns and the user it names. */
export function toBillingEvent(event: Stripe.Event): BillingEvent {
  const base = { id: event.id, type: event.type };
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      if (session.mode !== 'subscription') return base;
      return {
        ...base,
        subscriptionId: idOf(session.subscription),
        userId: session.client_reference_id ?? undefined,
        replacesSubscriptionId: session.metadata?.replacesSubscription || undefined,
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      return { ...base, subscriptionId: subscription.id, userId: subscription.metadata?.userId || undefined };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return { ...base, subscriptionId: idOf(event.data.object.parent?.subscription_details?.subscription) };
    default:
      return base;
  }
}
