import type { HistoryEntry } from '../../domain/habits/history-entry';
import { maxHistoryEntries, type HistoryRepository } from '../../domain/habits/history-service';
import type { TableClient } from './document-client';
import { historyKeys, historyPrefix } from './keys/history-keys';
import type { Row } from './queries';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { transactWrite } from './transactions';

const toEntry = (row: Row): HistoryEntry => ({
  name: String(row.name),
  timesAdded: Number(row.timesAdded ?? 0),
  lastAddedAt: String(row.lastAddedAt ?? ''),
});

/** One row per product a user added; see keys/history-keys.ts. */
export function dynamoHistoryRepository(table: TableClient): HistoryRepository {
  const { documentClient, tableName } = table;
  return {
    async list(userId) {
      const rows: Row[] = [];
      let ExclusiveStartKey: Row | undefined;
      do {
        const page = await documentClient.send(
          new QueryCommand({
            TableName: tableName,
            KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
            ExpressionAttributeValues: { ':pk': historyKeys.partition(userId), ':prefix': historyPrefix },
            Limit: maxHistoryEntries - rows.length,
            ExclusiveStartKey,
          }),
        );
        rows.push(...((page.Items ?? []) as Row[]));
        ExclusiveStartKey = page.LastEvaluatedKey;
      } while (ExclusiveStartKey && rows.length < maxHistoryEntries);
      return rows.map(toEntry);
    },

    async record(userId, names, at) {
      await transactWrite(
        table,
        names.map(({ key, name }) => ({
          Update: {
            TableName: tableName,
            Key: historyKeys.entry(userId, key),
            UpdateExpression: 'SET #type = :type, #name = :name, lastAddedAt = :at ADD timesAdded :one',
            ExpressionAttributeNames: { '#type': 'type', '#name': 'name' },
            ExpressionAttributeValues: { ':type': 'HistoryEntry', ':name': name, ':at': at, ':one': 1 },
          },
        })),
        () => 'stale',
      );
    },
  };
}
