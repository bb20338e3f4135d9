/** A user's Premium subscription as stored (spec §3 subscribers). */
export interface Subscription {
  userId: string;
  subscribed: boolean;
  /** ISO time; null when there is none. */
  subscriptionEnd: string | null;
}

/** What the limits need from storage: the subscription, if any. */
export interface SubscriptionsRepository {
  getSubscription(userId: string): Promise<Subscription | undefined>;
}

/** Spec §4: subscribed with an end date in the future counts as Premium. */
export function isPremium(subscription: Subscription | undefined, now: Date): boolean {
  if (!subscription?.subscribed || !subscription.subscriptionEnd) return false;
  const end = Date.parse(subscription.subscriptionEnd);
  return Number.isFinite(end) && end > now.getTime();
}
