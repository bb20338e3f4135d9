import { billingService } from '../../../lambdas/domain/subscriptions/billing-service';
import type { BillingRepository, CheckoutRequest } from '../../../lambdas/domain/subscriptions/billing';
import type { Subscription } from '../../../lambdas/domain/subscriptions/subscription';

function setup(subscription?: Partial<Subscription>) {
  const checkouts: CheckoutRequest[] = [];
  const customers = new Map<string, string>();
  let created = 0;
  const repository = {
    getSubscription: async (userId: string) =>
      subscription
        ? {
            userId,
            status: 'active',
            tier: 'Basic' as const,
            subscriptionEnd: '2999-01-01T00:00:00Z',
            cancelAtPeriodEnd: false,
            subscriptionId: 'sub_monthly',
            ...subscription,
          }
        : undefined,
    getCustomerId: async (userId: string) => customers.get(userId),
    saveCustomer: async (userId: string, customerId: string) => {
      if (!customers.has(userId)) customers.set(userId, customerId);
      return customers.get(userId)!;
    },
  } as unknown as BillingRepository;
  const service = billingService({
    repository,
    appUrl: 'https://app.exemplo',
    provider: {
      createCustomer: async () => `cus_${++created}`,
      createCheckout: async (request) => {
        checkouts.push(request);
        return 'https://checkout.stripe/cs_1';
      },
      createPortal: async (customerId, returnUrl) => `https://portal/${customerId}?return=${returnUrl}`,
      getSubscription: async () => {
        throw new Error('not used');
      },
      cancelSubscription: async () => {},
    },
  });
  return { service, checkouts, customers, created: () => created };
}

describe('the billing service', () => {
  it('creates one customer per user and returns to the screen of the currency', async () => {
    const { service, checkouts, created } = setup();
    await service.createCheckout('ana', { plan: 'monthly', currency: 'brl' });
    await service.createCheckout('ana', { plan: 'yearly', currency: 'eur' });
    expect(created()).toBe(1);
    expect(checkouts.map((c) => [c.customerId, c.plan, c.currency, c.successUrl, c.cancelUrl])).toEqual([
      [
        'cus_1',
        'monthly',
        'brl',
        'https://app.exemplo/gerenciar-assinatura?checkout=success',
        'https://app.exemplo/gerenciar-assinatura?checkout=cancel',
      ],
      [
        'cus_1',
        'yearly',
        'eur',
        'https://app.exemplo/gerenciar-subscricao-eur?checkout=success',
        'https://app.exemplo/gerenciar-subscricao-eur?checkout=cancel',
      ],
    ]);
    expect(checkouts[0]!.replacesSubscriptionId).toBeUndefined();
  });

  it('lets a monthly subscriber buy only the yearly plan, which replaces the monthly one', async () => {
    const { service, checkouts } = setup({});
    await expect(service.createCheckout('ana', { plan: 'monthly', currency: 'brl' })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    await service.createCheckout('ana', { plan: 'yearly', currency: 'brl' });
    expect(checkouts[0]!.replacesSubscriptionId).toBe('sub_monthly');
  });

  it('charges an upgrade in the currency of the monthly plan, whichever screen asked', async () => {
    const { service, checkouts } = setup({ currency: 'eur' });
    await service.createCheckout('ana', { plan: 'yearly', currency: 'brl' });
    expect(checkouts[0]).toMatchObject({
      currency: 'eur',
      replacesSubscriptionId: 'sub_monthly',
      successUrl: 'https://app.exemplo/gerenciar-subscricao-eur?checkout=success',
    });
  });

  it('refuses a second subscription to a yearly subscriber, and lets a lapsed one buy again', async () => {
    await expect(
      setup({ tier: 'Anual' }).service.createCheckout('ana', { plan: 'yearly', currency: 'brl' }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    const lapsed = setup({ status: 'canceled' });
    await lapsed.service.createCheckout('ana', { plan: 'monthly', currency: 'brl' });
    expect(lapsed.checkouts[0]!.replacesSubscriptionId).toBeUndefined();
  });

  it('opens the portal only for a user with a customer', async () => {
    const { service, customers } = setup();
    await expect(service.openPortal('ana', 'brl')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    customers.set('ana', 'cus_9');
    expect(await service.openPortal('ana', 'eur')).toBe(
      'https://portal/cus_9?return=https://app.exemplo/gerenciar-subscricao-eur?portal=return',
    );
  });
});
