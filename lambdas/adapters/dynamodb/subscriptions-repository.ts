import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { SubscriptionsRepository } from '../../domain/subscriptions/subscription';
import type { TableClient } from './document-client';
import { subscriptionKeys } from './keys/subscription-keys';

/** The subscription row (keys/subscription-keys.ts): one GetItem. */
export function dynamoSubscriptionsRepository({ documentClient, tableName }: TableClient): SubscriptionsRepository {
  return {
    async getSubscription(userId) {
      const { Item } = await documentClient.send(
        new GetCommand({ TableName: tableName, Key: subscriptionKeys.subscription(userId) }),
      );
      if (!Item) return undefined;
      return {
        userId,
        subscribed: Item.subscribed === true,
        subscriptionEnd: typeof Item.subscriptionEnd === 'string' ? Item.subscriptionEnd : null,
      };
    },
  };
}
