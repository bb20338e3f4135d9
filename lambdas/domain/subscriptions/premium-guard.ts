import { ForbiddenError } from '../errors';
import { isPremium, type SubscriptionsRepository } from './subscription';

export const premiumRequiredMessage = 'A organização por categorias é um recurso Premium. Seja Premium para usar.';

/** Throws 403 FORBIDDEN unless the user is Premium by the one subscription rule. */
export async function requirePremium(
  subscriptions: SubscriptionsRepository,
  userId: string,
  now = new Date(),
  message = premiumRequiredMessage,
): Promise<void> {
  if (!isPremium(await subscriptions.getSubscription(userId), now)) throw new ForbiddenError(message);
}
