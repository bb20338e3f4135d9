/**
 * Keys of a user's Premium subscription (spec §3 subscribers: user_id, status,
 * subscription_end). Written by the payments issue (and directly by tests); read here to
 * decide the list limit.
 *
 * Access patterns:
 * - a user's subscription: GetItem pk = USER#<userId>, sk = SUBSCRIPTION.
 */
export const subscriptionKeys = {
  subscription: (userId: string) => ({ pk: `USER#${userId}`, sk: 'SUBSCRIPTION' }),
} as const;
