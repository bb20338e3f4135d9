import { maxChangesPerBatch } from '@domain/lists/list-limits';
import { definitionOf, type QueuedChange, type Transport } from './change-kinds';
import type { SendOutcome } from './outbox';
import { ApiError } from '@/lib/api-client';

export type { Transport } from './change-kinds';

/** A batch's body stays well under the API's 64 KB limit (a change of 98 new items is about 10 KB). */
const maxBatchChars = 40_000;

/**
 * Sends one queued change with its operation id (the server applies an id once); a refusal
 * its kind can recover from (a deletion of something already gone, a reorder of a list
 * changed meanwhile) ends as done.
 */
export async function sendChange(change: QueuedChange, call: Transport): Promise<void> {
  const definition = definitionOf(change);
  try {
    await definition.send(change, call);
  } catch (error) {
    if (!definition.recover) throw error;
    await definition.recover(change, error, call);
  }
}

/**
 * How many changes at the head of the queue go in one request: a run of one list's changes
 * whose kinds travel in batches, within the batch limits; a change of another kind goes alone.
 */
export function batchSize(queue: readonly QueuedChange[]): number {
  const first = queue[0];
  if (!first || !definitionOf(first).batched) return Math.min(queue.length, 1);
  let size = 0;
  let chars = 0;
  for (const change of queue.slice(0, maxChangesPerBatch)) {
    const batched = definitionOf(change).batched;
    if (change.listId !== first.listId || !batched) break;
    chars += JSON.stringify(batched(change)).length;
    if (size > 0 && chars > maxBatchChars) break;
    size += 1;
  }
  return size;
}

type BatchResult =
  | { id: string; outcome: 'applied' }
  | { id: string; outcome: 'refused'; status: number; code: string; message: string };

/**
 * Sends changes the way `batchSize` grouped them: one alone by its own request, a run of a
 * list's changes in one `POST /lists/{listId}/changes`, each still with its operation id.
 * Answers an outcome per change, in order; a change the server did not get to (it stopped
 * half-way) has none, and is sent again later. A refusal of the whole request (the list is
 * gone for this user, no network) is thrown.
 */
export async function sendChanges(changes: QueuedChange[], call: Transport): Promise<SendOutcome[]> {
  const [first] = changes;
  if (!first) return [];
  if (changes.length === 1 && !definitionOf(first).batched) {
    await sendChange(first, call);
    return [{ ok: true }];
  }
  const answer = (await call(`/lists/${encodeURIComponent(first.listId)}/changes`, {
    method: 'POST',
    body: {
      changes: changes.map((change) => ({
        id: change.id,
        kind: change.kind,
        ...definitionOf(change).batched!(change),
      })),
    },
  })) as { results?: unknown };
  // An answer without its list (a proxy's page, a cut body) is the server's fault, not a
  // refusal: thrown as a 502 the outbox treats as transient, so nothing is dropped.
  if (!Array.isArray(answer?.results)) throw new ApiError(502, 'BAD_ANSWER', 'Resposta inválida do servidor.');
  const byId = new Map((answer.results as BatchResult[]).map((result) => [result.id, result]));
  const outcomes: SendOutcome[] = [];
  for (const change of changes) {
    const result = byId.get(change.id);
    if (!result) break;
    outcomes.push(result.outcome === 'applied' ? { ok: true } : await settleRefusal(change, result, call));
  }
  return outcomes;
}

/** A refusal within a batch, given to the change's kind to recover from, as if it had been sent alone. */
async function settleRefusal(
  change: QueuedChange,
  { status, code, message }: Extract<BatchResult, { outcome: 'refused' }>,
  call: Transport,
): Promise<SendOutcome> {
  const error = new ApiError(status, code, message);
  const { recover } = definitionOf(change);
  if (!recover) return { ok: false, error };
  try {
    await recover(change, error, call);
    return { ok: true };
  } catch (failure) {
    return { ok: false, error: failure };
  }
}

/** Failures a later attempt may not meet: no network, a server error, a token being refreshed, throttling. */
export function isTransientFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return [0, 401, 408, 429].includes(error.status) || error.status >= 500;
}
