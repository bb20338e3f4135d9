/**
 * Keys of a user's settings (prices, currency, categories, theme): one row per user.
 *
 * Access patterns:
 * - a user's settings: GetItem / PutItem pk = USER#<userId>, sk = SETTINGS; the put is
 *   conditional on `changedAt` (the time of the change on the device), so the newer change wins.
 */
export const settingsKeys = {
  user: (userId: string) => ({ pk: `USER#${userId}`, sk: 'SETTINGS' }),
} as const;
