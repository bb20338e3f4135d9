/**
 * Keys of a user's limit counters (spec §6, §9: a free account keeps 1 saved list).
 *
 * Row USER#<userId> / LIMITS, attribute activeLists: how many of the user's lists are
 * active (not in the trash). Every write that changes that number (create, soft delete,
 * restore, permanent delete of an active list) updates this row in the same
 * TransactWriteItems as the list rows, with a ConditionExpression for free accounts.
 *
 * Access patterns:
 * - the counter: updated inside transactions only; read with GetItem (tests, support).
 */
export const userLimitKeys = {
  limits: (userId: string) => ({ pk: `USER#${userId}`, sk: 'LIMITS' }),
} as const;
