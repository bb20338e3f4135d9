/** A malformed operation id: in `x-operation-id`, or in a batch's change. */
export const invalidOperationIdMessage = 'Identificador de operação inválido.';

/** How long an applied operation id is remembered: longer than a phone plausibly stays offline. */
export const operationRetentionDays = 30;

/** An applied operation, written in the same transaction as its change. */
export interface OperationRecord {
  ownerId: string;
  id: string;
  /** What the change answered, answered again to a replay. */
  result: unknown;
  /** Epoch seconds, for the table's TTL. */
  expiresAt: number;
}

export interface OperationsRepository {
  /** The applied operation of this owner with this id, if still remembered. */
  getOperation(ownerId: string, operationId: string): Promise<{ result: unknown } | undefined>;
}

/** Builds the record of an operation about to be applied; undefined when the request named none. */
export type RecordOf<T> = (result: T) => OperationRecord | undefined;

/**
 * Runs a change at most once per (owner, operation id). The record is put with the change,
 * conditioned on being new, so a replay's write is refused as a whole (`applied`) and answers
 * the stored result; a replay refused earlier (the item it deleted is gone, say) answers it
 * too. Reading the record only when something refused keeps a first send to one round trip
 * fewer. Without an id the change just runs.
 */
export async function applyOnce<T>(
  repository: OperationsRepository,
  ownerId: string,
  operationId: string | undefined,
  now: () => Date,
  run: (recordOf: RecordOf<T>) => Promise<T>,
): Promise<T> {
  if (!operationId) return run(() => undefined);
  try {
    return await run((result) => ({
      ownerId,
      id: operationId,
      result,
      expiresAt: Math.floor(now().getTime() / 1000) + operationRetentionDays * 86_400,
    }));
  } catch (error) {
    const applied = await repository.getOperation(ownerId, operationId);
    if (!applied) throw error;
    return applied.result as T;
  }
}
