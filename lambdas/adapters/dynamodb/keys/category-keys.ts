/**
 * Keys of the category cache: what the model answered for a name the lexicon did not know.
 *
 * Access patterns:
 * - the cached categories of many names: BatchGetItem on pk = CATEGORY#<normalised name>, sk = CATEGORY.
 */
export const categoryKeys = {
  entry: (cacheKey: string) => ({ pk: `CATEGORY#${cacheKey}`, sk: 'CATEGORY' }),
} as const;
