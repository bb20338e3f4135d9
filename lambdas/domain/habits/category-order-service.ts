import { isPremium, type SubscriptionsRepository } from '../subscriptions/subscription';
import { requirePremium } from '../subscriptions/premium-guard';

export interface CategoryOrderRepository {
  get(userId: string): Promise<string[] | undefined>;
  put(userId: string, categories: string[], at: string): Promise<void>;
}

export const categoryOrderPremiumMessage =
  'A ordem dos corredores é um recurso Premium. Seja Premium para organizar as categorias.';

/**
 * The order of the 22 categories in the user's shop (issue 29), one per account. Only a
 * Premium user may save one, and only a Premium user's is answered (the groups are Premium);
 * otherwise the answer is null and the app uses the spec's order.
 */
export function categoryOrderService({
  repository,
  subscriptions,
  now = () => new Date(),
}: {
  repository: CategoryOrderRepository;
  subscriptions: SubscriptionsRepository;
  now?: () => Date;
}) {
  return {
    async get(userId: string): Promise<string[] | null> {
      const [order, subscription] = await Promise.all([repository.get(userId), subscriptions.getSubscription(userId)]);
      return order && isPremium(subscription, now()) ? order : null;
    },
    async save(userId: string, categories: string[]): Promise<string[]> {
      await requirePremium(subscriptions, userId, now(), categoryOrderPremiumMessage);
      await repository.put(userId, categories, now().toISOString());
      return categories;
    },
  };
}
