import { CATEGORY_NAMES } from '@domain/categories/categories';

type MoveDirection = 'up' | 'down';

/**
 * The 22 categories in the user's aisle order (issue 29): the saved order's known names, then
 * any category it lacks (one added after it was saved) in the spec's order. Without a saved
 * order, the spec's.
 */
export function completeOrder(saved: readonly string[] | null | undefined): string[] {
  const known = new Set<string>(CATEGORY_NAMES);
  const kept = (saved ?? []).filter((name, index, all) => known.has(name) && all.indexOf(name) === index);
  return [...kept, ...CATEGORY_NAMES.filter((name) => !kept.includes(name))];
}

/** The order with the category at `from` moved to `to`. */
export function moveTo(order: readonly string[], from: number, to: number): string[] {
  const next = [...order];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(Math.max(0, Math.min(to, next.length)), 0, moved);
  return next;
}

/**
 * A group moved up or down on a list, where only some categories show: it passes the
 * neighbouring shown group (before it going up, after it going down) in the full order.
 */
export function moveAmongShown(
  order: readonly string[],
  shown: readonly string[],
  name: string,
  direction: MoveDirection,
): string[] {
  const at = shown.indexOf(name);
  const neighbour = shown[direction === 'up' ? at - 1 : at + 1];
  if (at < 0 || neighbour === undefined) return [...order];
  const without = order.filter((category) => category !== name);
  const target = without.indexOf(neighbour);
  without.splice(direction === 'up' ? target : target + 1, 0, name);
  return without;
}

const storagePrefix = 'categoryOrder:';

/** The device's copy of a user's order, so the lists keep it offline. */
export function storedOrder(userId: string): string[] | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(`${storagePrefix}${userId}`) ?? 'null');
    return Array.isArray(parsed) ? parsed.map(String) : null;
  } catch {
    return null;
  }
}

export function storeOrder(userId: string, order: readonly string[] | null): void {
  try {
    if (order) localStorage.setItem(`${storagePrefix}${userId}`, JSON.stringify(order));
    else localStorage.removeItem(`${storagePrefix}${userId}`);
  } catch {
    // Storage unavailable: the order is still on the account.
  }
}

/** Sign-out: the accounts' orders leave the device. */
export function forgetCategoryOrders(): void {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(storagePrefix)) localStorage.removeItem(key);
  } catch {
    // Storage unavailable: nothing stored.
  }
}
