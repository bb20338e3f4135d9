import { TransactionCanceledException, TransactionConflictException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { WriteConflict } from '../../domain/write-conflict';
import type { TableClient } from './document-client';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** DynamoDB's limit of writes in one TransactWriteItems. */
export const maxTransactItems = 100;

/** Attempts at a write that collided with a transaction on the same rows (nothing of it applied). */
const collisionAttempts = 8;

/** Exponential backoff with full jitter: 10, 20, 40… ms, at most 320 ms. */
function backoff(attempt: number): Promise<void> {
  const ceiling = Math.min(320, 10 * 2 ** attempt);
  return new Promise((resolve) => setTimeout(resolve, ceiling / 2 + (Math.random() * ceiling) / 2));
}

/**
 * Runs a single-row write again while it collides with a transaction in progress on the
 * same row (TransactionConflictException: nothing was written), e.g. a list's order counter
 * while another phone's addition to the list commits.
 */
export async function retryOnTransactionConflict<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (!(error instanceof TransactionConflictException) || attempt >= collisionAttempts) throw error;
      await backoff(attempt);
    }
  }
}

/**
 * Runs one TransactWriteItems. A refused condition becomes WriteConflict with the reason
 * `reasonOf(index)` gives for the first refused write; a transaction that collided with
 * another one on the same rows (TransactionConflict) is retried with backoff first, since
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
      if (!collided || attempt >= collisionAttempts) throw collided ? new WriteConflict('stale') : error;
      await backoff(attempt);
    }
  }
}

/** Splits writes into groups of `size`. */
export function chunk<T>(values: T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < values.length; i += size) chunks.push(values.slice(i, i + size));
  return chunks;
}
