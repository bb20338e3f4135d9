import type { CategoryName } from './categories';

/**
 * Remembers the categories a model gave, keyed by normalised name (`categoryCacheKey`),
 * so a name the lexicon does not know costs one model call in total, not one per list.
 * The DynamoDB implementation lives in the adapters; tests and the local runtime may use
 * `createInMemoryCategoryCache`.
 */
export interface CategoryCache {
  /** The cached categories of those keys that have one; absent keys are simply missing. */
  getMany(keys: string[]): Promise<Map<string, CategoryName>>;
  putMany(entries: Array<[string, CategoryName]>): Promise<void>;
}
