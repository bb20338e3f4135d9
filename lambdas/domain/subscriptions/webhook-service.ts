import type { BillingRepository, PaymentsProvider } from './billing';

/** A verified Stripe event, reduced to what decides the subscription's state. */
export interface BillingEvent {
  id: string;
  type: string;
  /** The subscription the event is about; absent for events that concern none. */
  subscriptionId?: string;
  /** The user named by the event itself (checkout's client_reference_id, subscription metadata). */
  userId?: string;
  /** checkout.session.completed of an upgrade: the monthly subscription to cancel. */
  replacesSubscriptionId?: string;
}

export type WebhookOutcome = 'duplicate' | 'ignored' | 'written' | 'stale';

/** Event types that change a subscription (spec issue 7); everything else is acknowledged. */
export const handledEventTypes: ReadonlySet<string> = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
]);

/** Stripe retries a failed delivery for up to three days; ids are kept a little longer. */
const eventMemoryMs = 4 * 86_400_000;

export interface WebhookServiceDeps {
  provider: PaymentsProvider;
  repository: BillingRepository;
  now?: () => Date;
  log?: (message: string, details: Record<string, unknown>) => void;
}

/**
 * Keeps the subscription row in step with Stripe. Whatever the event says, the state
 * written is the subscription as Stripe holds it now, so duplicates and events out of
 * order converge on the same row. The event id is remembered only after the write, so a
 * failure before it leaves the event to Stripe's retry.
 */
export function webhookService({ provider, repository, now = () => new Date(), log = () => {} }: WebhookServiceDeps) {
  return {
    async handle(event: BillingEvent): Promise<WebhookOutcome> {
      if (await repository.wasEventHandled(event.id)) return 'duplicate';
      let outcome: WebhookOutcome = 'ignored';
      if (handledEventTypes.has(event.type) && event.subscriptionId) {
        const subscription = await provider.getSubscription(event.subscriptionId);
        const userId =
          event.userId ?? subscription.userId ?? (await repository.userOfCustomer(subscription.customerId));
        if (!userId) {
          log('Stripe subscription of no known user', { eventId: event.id, subscriptionId: subscription.id });
        } else {
          if (event.type === 'checkout.session.completed') {
            await repository.saveCustomer(userId, subscription.customerId);
            if (event.replacesSubscriptionId) await cancelReplaced(event.replacesSubscriptionId);
          }
          outcome = await repository.saveSubscription(userId, subscription);
        }
      }
      await repository.markEventHandled(event.id, new Date(now().getTime() + eventMemoryMs));
      return outcome;
    },
  };

  async function cancelReplaced(subscriptionId: string): Promise<void> {
    const replaced = await provider.getSubscription(subscriptionId);
    if (replaced.status !== 'canceled') await provider.cancelSubscription(subscriptionId);
  }
}
