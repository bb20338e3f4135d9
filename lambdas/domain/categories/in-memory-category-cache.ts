import type { CategoryName } from './categories';
import type { CategoryCache } from './category-cache';

/**
 * A CategoryCache held in a Map: for unit tests, and wherever one process is the whole
 * system. `entries` exposes what was stored so tests can check what got cached.
 */
export function createInMemoryCategoryCache(
  initial: Iterable<[string, CategoryName]> = [],
): CategoryCache & { readonly entries: ReadonlyMap<string, CategoryName> } {
  const entries = new Map(initial);
  return {
    entries,
    async getMany(keys) {
      const found = new Map<string, CategoryName>();
      for (const key of keys) {
        const category = entries.get(key);
        if (category !== undefined) found.set(key, category);
      }
      return found;
    },
    async putMany(newEntries) {
      for (const [key, category] of newEntries) entries.set(key, category);
    },
  };
}
