import { apiFetch } from '@/lib/api-client';

/** The check-subscription answer (spec §3 Subscription status). */
interface SubscriptionStatus {
  subscribed?: boolean;
  subscription_tier?: string | null;
  subscription_end?: string | null;
  cancel_at_period_end?: boolean;
}

/** Premium: subscribed, with an end date in the future when there is one (spec §4). */
function isPremium(status: SubscriptionStatus): boolean {
  if (!status.subscribed) return false;
  if (!status.subscription_end) return true;
  return new Date(status.subscription_end).getTime() > Date.now();
}

/**
 * POST /functions/check-subscription. Any error means non-premium with no data (spec §8),
 * so the save flow is never blocked by it.
 */
export async function checkPremium(): Promise<boolean> {
  try {
    return isPremium(await apiFetch<SubscriptionStatus>('/functions/check-subscription', { method: 'POST' }));
  } catch {
    return false;
  }
}
