import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { WriteConflict } from '../../domain/write-conflict';
import type { TableClient } from './document-client';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** DynamoDB's limit of writes in one TransactWriteItems. */
export const maxTransactItems = 100;

/**
 * Runs one TransactWriteItems. A refused condition becomes WriteConflict with the reason
 * `reasonOf(index)` gives for the first refused write; a transaction that collided with
 * another one on the same rows (TransactionConflict) is retried a few times first, since
 * nothing of it was applied.
 */
export async function transactWrite(
  { documentClient }: TableClient,
  items: TransactItem[],
  reasonOf: (index: number) => WriteConflict['reason'],
): Promise<void> {
  if (items.length > maxTransactItems)
    throw new Error(`A transaction holds at most ${maxTransactItems} writes, not ${items.length}`);
  for (let attempt = 1; ; attempt++) {
    try {
      await documentClient.send(new TransactWriteCommand({ TransactItems: items }));
      return;
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const reasons = error.CancellationReasons ?? [];
      const refused = reasons.findIndex((reason) => reason.Code === 'ConditionalCheckFailed');
      if (refused >= 0) throw new WriteConflict(reasonOf(refused));
      const collided = reasons.some((reason) => reason.Code === 'TransactionConflict');
      if (!collided || attempt >= 5) throw collided ? new WriteConflict('stale') : error;
      await new Promise((resolve) => setTimeout(resolve, 10 * attempt + Math.random() * 20));
    }
  }
}

/** Splits writes into groups of `size`. */
export function chunk<T>(values: T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < values.length; i += size) chunks.push(values.slice(i, i + size));
  return chunks;
}
