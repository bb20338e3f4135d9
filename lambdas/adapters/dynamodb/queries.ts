import { BatchGetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { TableClient } from './document-client';

export type Row = Record<string, unknown>;

/** Every page of a Query. */
export async function queryAll(
  documentClient: TableClient['documentClient'],
  input: QueryCommand['input'],
): Promise<Row[]> {
  const rows: Row[] = [];
  let ExclusiveStartKey: Row | undefined;
  do {
    const page = await documentClient.send(new QueryCommand({ ...input, ExclusiveStartKey }));
    rows.push(...((page.Items ?? []) as Row[]));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return rows;
}

/** BatchGetItem of up to 100 keys, following UnprocessedKeys until every key is answered. */
export async function batchGet({ documentClient, tableName }: TableClient, keys: Row[]): Promise<Row[]> {
  const rows: Row[] = [];
  for (let i = 0; i < keys.length; i += 100) {
    let pending: Row[] | undefined = keys.slice(i, i + 100);
    for (let attempt = 0; pending && pending.length > 0; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
      const answer = await documentClient.send(
        new BatchGetCommand({ RequestItems: { [tableName]: { Keys: pending } } }),
      );
      rows.push(...((answer.Responses?.[tableName] ?? []) as Row[]));
      pending = answer.UnprocessedKeys?.[tableName]?.Keys as Row[] | undefined;
    }
  }
  return rows;
}
