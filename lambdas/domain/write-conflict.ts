/**
 * Thrown by a repository when a conditional write was refused, saying which condition:
 * - `limit`: a plan counter would go over its limit;
 * - `stale`: the row changed since it was read (optimistic concurrency);
 * - `missing`: the row is gone or is not in the expected state (or not the caller's);
 * - `deleted`: an item is no longer in the state the change expects (deleted meanwhile);
 * - `applied`: the operation (or the client-named row it creates) was already applied.
 * Services turn it into the domain error the user should see (`errors.ts`).
 */
export class WriteConflict extends Error {
  constructor(readonly reason: 'limit' | 'stale' | 'missing' | 'deleted' | 'applied') {
    super(`Conditional write refused: ${reason}`);
    this.name = 'WriteConflict';
  }
}
