import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Subscription, SubscriptionsRepository, SubscriptionTier } from '../../domain/subscriptions/subscription';
import type { TableClient } from './document-client';
import { subscriptionKeys } from './keys/subscription-keys';

const tiers = new Set<string>(['Basic', 'Anual'] satisfies SubscriptionTier[]);

/** A stored subscription row as the domain sees it. */
export function subscriptionFromItem(userId: string, item: Record<string, unknown>): Subscription {
  return {
    userId,
    status: typeof item.status === 'string' ? item.status : 'incomplete',
    tier: typeof item.tier === 'string' && tiers.has(item.tier) ? (item.tier as SubscriptionTier) : null,
    subscriptionEnd: typeof item.subscriptionEnd === 'string' ? item.subscriptionEnd : null,
    cancelAtPeriodEnd: item.cancelAtPeriodEnd === true,
  };
}

/** The subscription row (keys/subscription-keys.ts): one GetItem. */
export function dynamoSubscriptionsRepository({ documentClient, tableName }: TableClient): SubscriptionsRepository {
  return {
    async getSubscription(userId) {
      const { Item } = await documentClient.send(
        new GetCommand({ TableName: tableName, Key: subscriptionKeys.subscription(userId) }),
      );
      return Item ? subscriptionFromItem(userId, Item) : undefined;
    },
  };
}
