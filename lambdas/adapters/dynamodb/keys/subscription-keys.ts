/**
 * Keys of Premium billing (spec §3 subscribers), written by the Stripe webhook and
 * create-checkout, read by every Premium rule.
 *
 * Access patterns:
 * - a user's subscription: GetItem / conditional PutItem pk = USER#<userId>, sk = SUBSCRIPTION;
 * - a user's Stripe customer: GetItem pk = USER#<userId>, sk = STRIPE_CUSTOMER;
 * - the user of a Stripe customer: GetItem pk = STRIPE_CUSTOMER#<customerId>, sk = STRIPE_CUSTOMER
 *   (written with the previous row in one transaction);
 * - was a webhook event handled: GetItem / conditional PutItem pk = STRIPE_EVENT#<eventId>,
 *   sk = STRIPE_EVENT, expiring through expiresAt (the table's TTL).
 */
export const subscriptionKeys = {
  subscription: (userId: string) => ({ pk: `USER#${userId}`, sk: 'SUBSCRIPTION' }),
  customerOfUser: (userId: string) => ({ pk: `USER#${userId}`, sk: 'STRIPE_CUSTOMER' }),
  userOfCustomer: (customerId: string) => ({ pk: `STRIPE_CUSTOMER#${customerId}`, sk: 'STRIPE_CUSTOMER' }),
  event: (eventId: string) => ({ pk: `STRIPE_EVENT#${eventId}`, sk: 'STRIPE_EVENT' }),
} as const;
