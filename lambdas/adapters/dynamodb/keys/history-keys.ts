/**
 * Keys of a user's item history (issue 29): one row per product the user has added, in the
 * user's partition, keyed by the folded name ("feijao preto").
 *
 * Access patterns:
 * - a user's history: Query pk = USER#<userId>, begins_with(sk, "HISTORY#") (at most 5,000 rows);
 * - record additions: TransactWriteItems of ≤ 100 UpdateItems (ADD timesAdded 1, SET name, lastAddedAt).
 */
export const historyPrefix = 'HISTORY#';

export const historyKeys = {
  partition: (userId: string) => `USER#${userId}`,
  entry: (userId: string, key: string) => ({ pk: `USER#${userId}`, sk: `${historyPrefix}${key}` }),
} as const;
