/**
 * Keys of a user's category order (issue 29): the 22 categories in the order of the aisles
 * of the user's shop, one row per user.
 *
 * Access patterns:
 * - a user's order: GetItem / PutItem pk = USER#<userId>, sk = CATEGORY_ORDER.
 */
export const categoryOrderKeys = {
  user: (userId: string) => ({ pk: `USER#${userId}`, sk: 'CATEGORY_ORDER' }),
} as const;
