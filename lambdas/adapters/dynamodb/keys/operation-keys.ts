/**
 * Keys of applied operations (replayable list changes named by the client).
 *
 * Access pattern: has this user applied operation X? GetItem pk = USER#<userId>,
 * sk = OPERATION#<operationId>; written in the same transaction as the change with the
 * condition attribute_not_exists(pk), and removed by the table's TTL on expiresAt.
 */
export const operationKeys = {
  operation: (userId: string, operationId: string) => ({ pk: `USER#${userId}`, sk: `OPERATION#${operationId}` }),
} as const;
