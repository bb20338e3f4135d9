import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { BillingRepository } from '../../domain/subscriptions/billing';
import {
  isPayingStatus,
  type Subscription,
  type SubscriptionsRepository,
  type SubscriptionTier,
} from '../../domain/subscriptions/subscription';
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
    subscriptionId: typeof item.subscriptionId === 'string' ? item.subscriptionId : undefined,
    currency: typeof item.currency === 'string' ? item.currency : undefined,
  };
}

/** The subscription row (keys/subscription-keys.ts): one GetItem. */
export function dynamoSubscriptionsRepository(table: TableClient): SubscriptionsRepository {
  const { documentClient, tableName } = table;
  return {
    async getSubscription(userId) {
      const { Item } = await documentClient.send(
        new GetCommand({ TableName: tableName, Key: subscriptionKeys.subscription(userId) }),
      );
      return Item ? subscriptionFromItem(userId, Item) : undefined;
    },
  };
}

const conditionFailed = (error: unknown) =>
  error instanceof ConditionalCheckFailedException ||
  (error instanceof TransactionCanceledException &&
    (error.CancellationReasons ?? []).some((reason) => reason.Code === 'ConditionalCheckFailed'));

/** Subscription, Stripe customer and handled-event rows, for create-checkout, the portal and the webhook. */
export function dynamoBillingRepository(table: TableClient): BillingRepository {
  const { documentClient, tableName } = table;
  const get = async (Key: Record<string, string>) =>
    (await documentClient.send(new GetCommand({ TableName: tableName, Key, ConsistentRead: true }))).Item;

  return {
    ...dynamoSubscriptionsRepository(table),

    async getCustomerId(userId) {
      const item = await get(subscriptionKeys.customerOfUser(userId));
      return typeof item?.customerId === 'string' ? item.customerId : undefined;
    },

    async saveCustomer(userId, customerId) {
      try {
        await documentClient.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName: tableName,
                  Item: { ...subscriptionKeys.customerOfUser(userId), type: 'StripeCustomer', userId, customerId },
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
              {
                Put: {
                  TableName: tableName,
                  Item: { ...subscriptionKeys.userOfCustomer(customerId), type: 'StripeCustomer', userId, customerId },
                },
              },
            ],
          }),
        );
        return customerId;
      } catch (error) {
        if (!conditionFailed(error)) throw error;
        const kept = await this.getCustomerId(userId);
        if (!kept) throw error;
        return kept;
      }
    },

    async userOfCustomer(customerId) {
      const item = await get(subscriptionKeys.userOfCustomer(customerId));
      return typeof item?.userId === 'string' ? item.userId : undefined;
    },

    async saveSubscription(userId, subscription) {
      try {
        await documentClient.send(
          new PutCommand({
            TableName: tableName,
            Item: {
              ...subscriptionKeys.subscription(userId),
              type: 'Subscription',
              userId,
              status: subscription.status,
              tier: subscription.tier,
              subscriptionEnd: subscription.periodEnd,
              cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
              subscriptionId: subscription.id,
              subscriptionCreated: subscription.created,
              customerId: subscription.customerId,
              currency: subscription.currency,
              updatedAt: new Date().toISOString(),
            },
            // Another subscription's row is replaced only by a newer subscription (an upgrade, a new
            // purchase). Stripe's `created` has one-second steps, so an upgrade's annual plan and the
            // monthly one it cancels can tie: then only a paying subscription takes the row.
            ConditionExpression: `attribute_not_exists(pk) OR attribute_not_exists(subscriptionCreated) OR subscriptionId = :id OR subscriptionCreated ${isPayingStatus(subscription.status) ? '<=' : '<'} :created`,
            ExpressionAttributeValues: { ':id': subscription.id, ':created': subscription.created },
          }),
        );
        return 'written';
      } catch (error) {
        if (conditionFailed(error)) return 'stale';
        throw error;
      }
    },

    async wasEventHandled(eventId) {
      return (await get(subscriptionKeys.event(eventId))) !== undefined;
    },

    async markEventHandled(eventId, expiresAt) {
      try {
        await documentClient.send(
          new PutCommand({
            TableName: tableName,
            Item: {
              ...subscriptionKeys.event(eventId),
              type: 'StripeEvent',
              expiresAt: Math.floor(expiresAt.getTime() / 1000),
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        );
      } catch (error) {
        // A concurrent delivery of the same event marked it first: nothing left to do.
        if (!conditionFailed(error)) throw error;
      }
    },
  };
}
