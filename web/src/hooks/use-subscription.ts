import { useQuery } from '@tanstack/react-query';
import type { SubscriptionStatusView } from '@domain/subscriptions/subscription';
import { useSession } from './use-session';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type SubscriptionStatus = SubscriptionStatusView;

/** Fresh for a minute; focus and every return from checkout or the portal refetch it. */
const subscriptionStaleMs = 60_000;

const notSubscribed: SubscriptionStatus = {
  subscribed: false,
  subscription_tier: null,
  subscription_end: null,
  cancel_at_period_end: false,
  subscription_currency: null,
};

/** POST /functions/check-subscription; any error reads as non-premium with no data (spec §8). */
export async function fetchSubscription(): Promise<SubscriptionStatus> {
  try {
    return await apiFetch<SubscriptionStatus>('/functions/check-subscription', { method: 'POST' });
  } catch {
    return notSubscribed;
  }
}

/** The query both the hook and imperative callers (`queryClient.fetchQuery`) use. */
export function subscriptionQuery(userId: string) {
  return { queryKey: queryKeys.subscription(userId), queryFn: fetchSubscription, staleTime: subscriptionStaleMs };
}

/** Premium by the server's one rule: `subscribed` is already "active or trialing, period end ahead". */
export function isPremiumStatus(status: SubscriptionStatus | undefined): boolean {
  return status?.subscribed === true;
}

export interface UseSubscription {
  isPremium: boolean;
  /** The check-subscription answer; undefined while loading or when signed out. */
  subscription: SubscriptionStatus | undefined;
  isLoading: boolean;
  isSignedIn: boolean;
  refetch: () => Promise<unknown>;
}

/**
 * The signed-in user's subscription, cached per user and refreshed on window focus (and
 * every `pollMs` while a caller waits for a payment to land). Signed
 * out (or still loading the session) is non-premium, as spec §4 says.
 */
export function useSubscription({ pollMs }: { pollMs?: number | false } = {}): UseSubscription {
  const session = useSession();
  const userId = session.status === 'signedIn' ? session.user.id : undefined;
  const query = useQuery({
    ...subscriptionQuery(userId ?? ''),
    enabled: userId !== undefined,
    refetchOnWindowFocus: true,
    // Back from checkout or the portal, Stripe's webhook may still be on its way.
    refetchInterval: pollMs ?? false,
  });
  const subscription = userId ? query.data : undefined;
  return {
    isPremium: isPremiumStatus(subscription),
    subscription,
    isLoading: session.status === 'loading' || (userId !== undefined && query.isPending),
    isSignedIn: userId !== undefined,
    refetch: query.refetch,
  };
}
