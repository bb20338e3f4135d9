import type { ListSummary, ListWithItems } from '@domain/lists/list-types';
import { definitionOf, type ListChange } from './change-kinds';

export type { ItemChanges, ListChange, NewListItem, QueuedChange, RestoredItem, RestoredList } from './change-kinds';

/**
 * A list as the user sees it: the server's copy (or the device's cached one) with the changes
 * still waiting in the outbox applied on top, in order. Applying a change twice changes
 * nothing, so a change the server already has (a refetch that raced its answer) is harmless.
 * Undefined when there is no copy and no pending creation, or the list was deleted here.
 */
export function applyToList(
  list: ListWithItems | undefined,
  changes: readonly ListChange[],
  listId: string,
): ListWithItems | undefined {
  let current = list;
  // A deletion hides the list; a restore later in the queue brings back what it was.
  let deleted = false;
  for (const change of changes) {
    if (!listIdsOf(change).includes(listId)) continue;
    const { onList } = definitionOf(change);
    if (onList === 'hide') deleted = true;
    else if (onList === 'show') deleted = false;
    else if (!deleted) current = onList(current, change);
  }
  return deleted ? undefined : current;
}

/** The lists a change touches. */
export function listIdsOf(change: ListChange): string[] {
  return definitionOf(change).listIds?.(change) ?? [change.listId];
}

/** The user's lists with the pending changes applied: new lists first, renames, deletions and item counts. */
export function applyToSummaries(lists: readonly ListSummary[], changes: readonly ListChange[]): ListSummary[] {
  return changes.reduce<ListSummary[]>(
    (current, change) => definitionOf(change).onSummaries?.(current, change) ?? current,
    [...lists],
  );
}
