import type { Plan, Subscription, SubscriptionsRepository, SubscriptionTier } from './subscription';

export type Currency = 'brl' | 'eur';

/** A subscription as the payment provider holds it now (never as an event once described it). */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  /** The user the subscription was started for (its metadata), when known. */
  userId: string | null;
  status: string;
  tier: SubscriptionTier;
  /** ISO time; null when the provider gives none. */
  periodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  /** Lower-case ISO code, as Stripe gives it. */
  currency: string;
  /** Unix seconds: when it was created; a newer subscription replaces an older one. */
  created: number;
}

export interface CheckoutRequest {
  userId: string;
  customerId: string;
  plan: Plan;
  currency: Currency;
  successUrl: string;
  cancelUrl: string;
  /** The monthly subscription an upgrade to annual replaces (cancelled once the new one is paid). */
  replacesSubscriptionId?: string;
}

/** What the billing services need from Stripe (lambdas/adapters/stripe implements it). */
export interface PaymentsProvider {
  createCustomer(userId: string): Promise<string>;
  /** A hosted checkout page for the plan's price in that currency; its URL. */
  createCheckout(request: CheckoutRequest): Promise<string>;
  /** A hosted management portal for the customer; its URL. */
  createPortal(customerId: string, returnUrl: string): Promise<string>;
  getSubscription(subscriptionId: string): Promise<ProviderSubscription>;
  cancelSubscription(subscriptionId: string): Promise<void>;
}

export interface BillingRepository extends SubscriptionsRepository {
  getCustomerId(userId: string): Promise<string | undefined>;
  /** Keeps the first customer stored for the user and answers the one kept. */
  saveCustomer(userId: string, customerId: string): Promise<string>;
  userOfCustomer(customerId: string): Promise<string | undefined>;
  /**
   * Writes the subscription's state unless the row already mirrors a newer subscription;
   * 'stale' when it was left alone.
   */
  saveSubscription(userId: string, subscription: ProviderSubscription): Promise<'written' | 'stale'>;
  wasEventHandled(eventId: string): Promise<boolean>;
  /** Remembers the event id until `expiresAt` (Stripe retries for three days). */
  markEventHandled(eventId: string, expiresAt: Date): Promise<void>;
}

/** The stored row for a provider subscription. */
export function subscriptionOf(userId: string, subscription: ProviderSubscription): Subscription {
  return {
    userId,
    status: subscription.status,
    tier: subscription.tier,
    subscriptionEnd: subscription.periodEnd,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    subscriptionId: subscription.id,
    currency: subscription.currency,
  };
}
