import { CATEGORY_NAMES, DEFAULT_CATEGORY, type CategoryName } from './categories';
import type { CategoryCache } from './category-cache';
import { categoriseItem } from './categorise-item';
import { categoryCacheKey } from './item-name-tokens';
import type { CategoryLog, ModelCategoriser } from './model-categoriser';

/**
 * The answer of categorize-grocery-items (spec §7, `categorizedItems`): category → names
 * as given. Only categories that received a name are present, in the spec's order.
 */
export type CategorisedItems = Partial<Record<CategoryName, string[]>>;

/** What `categoriseItems` may use beyond the lexicon; without them unknown names get the default. */
export interface CategoriseItemsDeps {
  cache?: CategoryCache;
  modelCategoriser?: ModelCategoriser;
  log?: CategoryLog;
}

/**
 * Groups a list's item names by category: the offline lexicon first (free and instant),
 * then the cache, then one model call for the names still unknown, whose answers are
 * cached; whatever is left gets the default category. Each distinct name appears once,
 * in exactly one category; blank names are left out. A failing cache or model never
 * fails the request, since the spec tolerates a wrong category but not a lost list.
 */
export async function categoriseItems(names: string[], deps: CategoriseItemsDeps = {}): Promise<CategorisedItems> {
  const log = deps.log ?? ((message, details) => console.warn(message, details));
  const distinct = [...new Set(names)].filter((name) => name.trim().length > 0);
  const categoryOf = new Map<string, CategoryName>();
  const unknownByKey = new Map<string, string[]>();

  for (const name of distinct) {
    const offline = categoriseItem(name);
    const key = categoryCacheKey(name);
    if (offline.known || key === '') categoryOf.set(name, offline.category);
    else unknownByKey.set(key, [...(unknownByKey.get(key) ?? []), name]);
  }

  const learned = await categoriseUnknown([...unknownByKey.keys()], unknownByKey, deps, log);
  for (const [key, keyNames] of unknownByKey) {
    for (const name of keyNames) categoryOf.set(name, learned.get(key) ?? DEFAULT_CATEGORY);
  }
  return groupByCategory(distinct, categoryOf);
}

/** Cache, then model; returns the category found for each key that has one. */
async function categoriseUnknown(
  keys: string[],
  namesByKey: ReadonlyMap<string, string[]>,
  deps: CategoriseItemsDeps,
  log: CategoryLog,
): Promise<Map<string, CategoryName>> {
  if (keys.length === 0) return new Map();
  const found = await readCache(keys, deps.cache, log);
  const stillUnknown = keys.filter((key) => !found.has(key));
  if (stillUnknown.length === 0 || !deps.modelCategoriser) return found;

  const representative = new Map(stillUnknown.map((key) => [namesByKey.get(key)?.[0] ?? key, key]));
  const answers = await askModel(deps.modelCategoriser, [...representative.keys()], log);
  const fresh: Array<[string, CategoryName]> = [];
  for (const [name, category] of answers) {
    const key = representative.get(name);
    if (key === undefined) continue;
    found.set(key, category);
    fresh.push([key, category]);
  }
  if (fresh.length > 0 && deps.cache) {
    try {
      await deps.cache.putMany(fresh);
    } catch (error) {
      log('Could not cache model categories', { count: fresh.length, error: String(error) });
    }
  }
  return found;
}

async function readCache(keys: string[], cache: CategoryCache | undefined, log: CategoryLog) {
  if (!cache) return new Map<string, CategoryName>();
  try {
    return new Map(await cache.getMany(keys));
  } catch (error) {
    log('Could not read cached categories', { count: keys.length, error: String(error) });
    return new Map<string, CategoryName>();
  }
}

async function askModel(model: ModelCategoriser, names: string[], log: CategoryLog) {
  try {
    return await model.categorise(names);
  } catch (error) {
    log('Model categoriser failed; using the default category', { count: names.length, error: String(error) });
    return new Map<string, CategoryName>();
  }
}

function groupByCategory(names: readonly string[], categoryOf: ReadonlyMap<string, CategoryName>): CategorisedItems {
  const grouped: CategorisedItems = {};
  for (const category of CATEGORY_NAMES) {
    const members = names.filter((name) => categoryOf.get(name) === category);
    if (members.length > 0) grouped[category] = members;
  }
  return grouped;
}
