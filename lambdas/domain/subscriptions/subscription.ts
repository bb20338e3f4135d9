/**
 * A user's Premium subscription as stored (spec §3 subscribers), written from Stripe's
 * subscription object by the webhook. `status` is Stripe's own subscription status.
 */
export interface Subscription {
  userId: string;
  status: string;
  /** 'Basic' is the monthly plan (spec §6: a Basic subscriber may upgrade to annual). */
  tier: SubscriptionTier | null;
  /** End of the paid period, ISO time; null when there is none. */
  subscriptionEnd: string | null;
  cancelAtPeriodEnd: boolean;
  /** The Stripe subscription this row mirrors (an upgrade to annual cancels it). */
  subscriptionId?: string;
  /** What it is charged in ('brl' | 'eur'); an upgrade keeps it. */
  currency?: string;
}

export type SubscriptionTier = 'Basic' | 'Anual';
export type Plan = 'monthly' | 'yearly';

export const tierOfPlan: Record<Plan, SubscriptionTier> = { monthly: 'Basic', yearly: 'Anual' };

/** What the limits need from storage: the subscription, if any. */
export interface SubscriptionsRepository {
  getSubscription(userId: string): Promise<Subscription | undefined>;
}

/** Stripe statuses in which the customer has paid (or is in a trial) for the current period. */
const payingStatuses = new Set(['active', 'trialing']);

export function isPayingStatus(status: string): boolean {
  return payingStatuses.has(status);
}

/**
 * The one subscription rule (spec §4): Premium while the subscription is active or
 * trialing and its period end is still ahead. The list limit, categorisation and
 * check-subscription all read it.
 */
export function isPremium(subscription: Subscription | undefined, now: Date): boolean {
  if (!subscription || !isPayingStatus(subscription.status) || !subscription.subscriptionEnd) return false;
  const end = Date.parse(subscription.subscriptionEnd);
  return Number.isFinite(end) && end > now.getTime();
}

/** The check-subscription answer (spec §3 Subscription status). */
export interface SubscriptionStatusView {
  subscribed: boolean;
  subscription_tier: SubscriptionTier | null;
  subscription_end: string | null;
  cancel_at_period_end: boolean;
  /**
   * What the plan is charged in (beyond spec §3): the upgrade to annual is charged in it, so
   * its screen shows that price. Rows written before the currency was kept are in BRL.
   */
  subscription_currency: 'brl' | 'eur' | null;
}

export function subscriptionStatusView(subscription: Subscription | undefined, now: Date): SubscriptionStatusView {
  const subscribed = isPremium(subscription, now);
  return {
    subscribed,
    subscription_tier: subscribed ? (subscription?.tier ?? null) : null,
    subscription_end: subscribed ? (subscription?.subscriptionEnd ?? null) : null,
    cancel_at_period_end: subscribed ? (subscription?.cancelAtPeriodEnd ?? false) : false,
    subscription_currency: subscribed ? (subscription?.currency === 'eur' ? 'eur' : 'brl') : null,
  };
}
