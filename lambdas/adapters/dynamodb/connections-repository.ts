import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ConnectionsRepository, LiveConnection } from '../../domain/live/live-service';
import type { TableClient } from './document-client';
import { connectionKeys, connectionLifetimeSeconds } from './keys/connection-keys';
import { queryAll } from './queries';
import { transactWrite } from './transactions';

/** Live-update connections and what they watch; see keys/connection-keys.ts. */
export function dynamoConnectionsRepository(table: TableClient): ConnectionsRepository {
  const { documentClient, tableName } = table;
  const expiresAt = (connectedAt: string) =>
    Math.floor(new Date(connectedAt).getTime() / 1000) + connectionLifetimeSeconds;

  async function get(connectionId: string): Promise<LiveConnection | undefined> {
    const { Item } = await documentClient.send(
      new GetCommand({ TableName: tableName, Key: connectionKeys.connection(connectionId) }),
    );
    if (!Item) return undefined;
    return {
      connectionId,
      userId: Item.userId as string,
      connectedAt: Item.connectedAt as string,
      ...(typeof Item.listId === 'string' ? { listId: Item.listId } : {}),
    };
  }

  return {
    async put(connection) {
      await documentClient.send(
        new PutCommand({
          TableName: tableName,
          Item: {
            ...connectionKeys.connection(connection.connectionId),
            type: 'Connection',
            userId: connection.userId,
            connectedAt: connection.connectedAt,
            expiresAt: expiresAt(connection.connectedAt),
          },
        }),
      );
    },

    get,

    async remove(connectionId) {
      const { Attributes } = await documentClient.send(
        new DeleteCommand({
          TableName: tableName,
          Key: connectionKeys.connection(connectionId),
          ReturnValues: 'ALL_OLD',
        }),
      );
      if (typeof Attributes?.listId === 'string')
        await documentClient.send(
          new DeleteCommand({ TableName: tableName, Key: connectionKeys.watcher(Attributes.listId, connectionId) }),
        );
    },

    async watch(connection, listId) {
      const { connectionId } = connection;
      const items = [
        {
          Update: {
            TableName: tableName,
            Key: connectionKeys.connection(connectionId),
            UpdateExpression: 'SET listId = :listId',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':listId': listId },
          },
        },
        {
          Put: {
            TableName: tableName,
            Item: {
              ...connectionKeys.watcher(listId, connectionId),
              type: 'Watcher',
              userId: connection.userId,
              expiresAt: expiresAt(connection.connectedAt),
            },
          },
        },
        ...(connection.listId && connection.listId !== listId
          ? [{ Delete: { TableName: tableName, Key: connectionKeys.watcher(connection.listId, connectionId) } }]
          : []),
      ];
      await transactWrite(table, items, () => 'missing');
    },

    async unwatch(listId, connectionId) {
      await documentClient.send(
        new DeleteCommand({ TableName: tableName, Key: connectionKeys.watcher(listId, connectionId) }),
      );
    },

    async countMessage(connectionId, windowStart, max) {
      const key = connectionKeys.connection(connectionId);
      // A new window starts the count at 1; within the window, count while under the limit.
      try {
        await documentClient.send(
          new UpdateCommand({
            TableName: tableName,
            Key: key,
            UpdateExpression: 'SET windowStart = :window, messages = :one',
            ConditionExpression:
              'attribute_exists(pk) AND (attribute_not_exists(windowStart) OR windowStart <> :window)',
            ExpressionAttributeValues: { ':window': windowStart, ':one': 1 },
          }),
        );
        return 'ok';
      } catch (error) {
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
      }
      try {
        await documentClient.send(
          new UpdateCommand({
            TableName: tableName,
            Key: key,
            UpdateExpression: 'ADD messages :one',
            ConditionExpression: 'attribute_exists(pk) AND windowStart = :window AND messages < :max',
            ExpressionAttributeValues: { ':window': windowStart, ':one': 1, ':max': max },
          }),
        );
        return 'ok';
      } catch (error) {
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
        return (await get(connectionId)) ? 'throttled' : 'missing';
      }
    },

    async watchers(listId) {
      const rows = await queryAll(documentClient, {
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': connectionKeys.watchersPartition(listId) },
      });
      return rows.map((row) => ({
        connectionId: connectionKeys.connectionIdOfWatcherSortKey(row.sk as string),
        userId: row.userId as string,
      }));
    },
  };
}
