import { ForbiddenError } from '../../../lambdas/domain/errors';
import { requirePremium } from '../../../lambdas/domain/subscriptions/premium-guard';
import {
  isPremium,
  subscriptionStatusView,
  type Subscription,
} from '../../../lambdas/domain/subscriptions/subscription';

const now = new Date('2026-11-01T00:00:00Z');
const subscription = (fields: Partial<Subscription> = {}): Subscription => ({
  userId: 'ana',
  status: 'active',
  tier: 'Basic',
  subscriptionEnd: '2026-12-01T00:00:00Z',
  cancelAtPeriodEnd: false,
  ...fields,
});

describe('the subscription rule', () => {
  it('is Premium while active or trialing with the period end ahead', () => {
    expect(isPremium(subscription(), now)).toBe(true);
    expect(isPremium(subscription({ status: 'trialing' }), now)).toBe(true);
    expect(isPremium(subscription({ cancelAtPeriodEnd: true }), now)).toBe(true);
  });

  it('is not Premium once the period ended, in any other status, or without a subscription', () => {
    expect(isPremium(subscription({ subscriptionEnd: '2026-10-01T00:00:00Z' }), now)).toBe(false);
    expect(isPremium(subscription({ subscriptionEnd: null }), now)).toBe(false);
    for (const status of ['canceled', 'past_due', 'unpaid', 'incomplete', 'incomplete_expired', 'paused'])
      expect(isPremium(subscription({ status }), now)).toBe(false);
    expect(isPremium(undefined, now)).toBe(false);
  });

  it('answers check-subscription in the shape of spec §3', () => {
    expect(subscriptionStatusView(subscription({ cancelAtPeriodEnd: true }), now)).toEqual({
      subscribed: true,
      subscription_tier: 'Basic',
      subscription_end: '2026-12-01T00:00:00Z',
      cancel_at_period_end: true,
      subscription_currency: 'brl',
    });
    expect(subscriptionStatusView(subscription({ currency: 'eur' }), now)).toMatchObject({
      subscription_currency: 'eur',
    });
    expect(subscriptionStatusView(subscription({ status: 'canceled' }), now)).toEqual({
      subscribed: false,
      subscription_tier: null,
      subscription_end: null,
      cancel_at_period_end: false,
      subscription_currency: null,
    });
  });

  it('refuses a Premium feature to a free user with a pt-BR 403', async () => {
    const repository = { getSubscription: async (userId: string) => (userId === 'ana' ? subscription() : undefined) };
    await expect(requirePremium(repository, 'ana', now)).resolves.toBeUndefined();
    const refusal = requirePremium(repository, 'bruno', now);
    await expect(refusal).rejects.toBeInstanceOf(ForbiddenError);
    await expect(refusal).rejects.toMatchObject({ code: 'FORBIDDEN', message: expect.stringContaining('Premium') });
  });
});
