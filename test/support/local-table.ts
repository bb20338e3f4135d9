import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { tableDefinition } from '../../lib/table-definition';
import { subscriptionKeys } from '../../lambdas/adapters/dynamodb/keys/subscription-keys';
import { userLimitKeys } from '../../lambdas/adapters/dynamodb/keys/user-limit-keys';
import { voiceUsageKeys } from '../../lambdas/adapters/dynamodb/keys/voice-usage-keys';
import { userIdOf, type TestUser } from './local-users';

/**
 * Direct access to the integration runtime's DynamoDB Local, for what the API does not
 * expose: writing a subscription without going through Stripe, reading raw rows.
 */
export function localTable(endpoint = process.env.LOCAL_DYNAMODB_ENDPOINT!) {
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
  const TableName = tableDefinition.localTableName;
  return {
    client,
    tableName: TableName,
    /** Makes the user Premium until `until` (default: a year from now). */
    async makePremium(user: TestUser, until = new Date(Date.now() + 365 * 86_400_000)): Promise<void> {
      const userId = userIdOf(user);
      await client.send(
        new PutCommand({
          TableName,
          Item: {
            ...subscriptionKeys.subscription(userId),
            type: 'Subscription',
            userId,
            status: 'active',
            tier: 'Basic',
            subscriptionEnd: until.toISOString(),
            cancelAtPeriodEnd: false,
          },
        }),
      );
    },
    async endPremium(user: TestUser): Promise<void> {
      await client.send(new DeleteCommand({ TableName, Key: subscriptionKeys.subscription(userIdOf(user)) }));
    },
    /** The user's active-list counter (undefined before the first list). */
    async activeLists(user: TestUser): Promise<number | undefined> {
      const { Item } = await client.send(new GetCommand({ TableName, Key: userLimitKeys.limits(userIdOf(user)) }));
      return Item?.activeLists as number | undefined;
    },
    /** Sets a caller's voice counter for this month (UTC), as if it had made `calls` voice calls. */
    async spendVoiceMonth(caller: Parameters<typeof voiceUsageKeys.counter>[0], calls: number): Promise<void> {
      const period = `MONTH#${new Date().toISOString().slice(0, 7)}`;
      await client.send(
        new PutCommand({
          TableName,
          Item: { ...voiceUsageKeys.counter(caller, period), calls, expiresAt: Math.floor(Date.now() / 1000) + 86_400 },
        }),
      );
    },
    /** Every row of one partition. */
    async partition(pk: string): Promise<Record<string, unknown>[]> {
      const { Items } = await client.send(
        new QueryCommand({ TableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk } }),
      );
      return Items ?? [];
    },
  };
}
