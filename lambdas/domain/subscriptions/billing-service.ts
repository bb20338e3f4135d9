import { ConflictError, NotFoundError } from '../errors';
import type { BillingRepository, Currency, PaymentsProvider } from './billing';
import { isPremium, type Plan } from './subscription';

export const alreadyPremiumMessage = 'Você já é Premium.';
export const noCustomerMessage = 'Nenhuma assinatura encontrada para gerenciar.';

/** The screen a checkout or the portal returns to: the BRL one, or the pt-PT one for EUR. */
export function subscriptionScreen(currency: Currency): string {
  return currency === 'eur' ? '/gerenciar-subscricao-eur' : '/gerenciar-assinatura';
}

export interface BillingServiceDeps {
  provider: PaymentsProvider;
  repository: BillingRepository;
  /** The web app's origin, e.g. https://d123.cloudfront.net. */
  appUrl: string;
  now?: () => Date;
}

/** Starting a checkout and opening the portal for the signed-in user (spec §7). */
export function billingService({ provider, repository, appUrl, now = () => new Date() }: BillingServiceDeps) {
  /** One customer per user: created on the first checkout and kept in the table. */
  async function customerOf(userId: string): Promise<string> {
    const stored = await repository.getCustomerId(userId);
    if (stored) return stored;
    return repository.saveCustomer(userId, await provider.createCustomer(userId));
  }

  return {
    /**
     * A free user may buy either plan; a monthly ("Basic") subscriber may only move to the
     * yearly plan, which replaces the monthly one once paid (spec §2 Upgrade to annual).
     */
    async createCheckout(userId: string, { plan, currency }: { plan: Plan; currency: Currency }): Promise<string> {
      const current = await repository.getSubscription(userId);
      const premium = isPremium(current, now());
      const upgrade = premium && current?.tier === 'Basic' && plan === 'yearly';
      if (premium && !upgrade) throw new ConflictError(alreadyPremiumMessage);
      // An upgrade is charged in the currency the monthly plan is paid in, whichever screen asked.
      const chargedIn: Currency = upgrade && current?.currency === 'eur' ? 'eur' : upgrade ? 'brl' : currency;
      const screen = `${appUrl}${subscriptionScreen(chargedIn)}`;
      return provider.createCheckout({
        userId,
        customerId: await customerOf(userId),
        plan,
        currency: chargedIn,
        successUrl: `${screen}?checkout=success`,
        cancelUrl: `${screen}?checkout=cancel`,
        replacesSubscriptionId: upgrade ? current?.subscriptionId : undefined,
      });
    },

    async openPortal(userId: string, currency: Currency): Promise<string> {
      const customerId = await repository.getCustomerId(userId);
      if (!customerId) throw new NotFoundError(noCustomerMessage);
      return provider.createPortal(customerId, `${appUrl}${subscriptionScreen(currency)}?portal=return`);
    },
  };
}
