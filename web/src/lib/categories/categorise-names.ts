import { DEFAULT_CATEGORY } from '@domain/categories/categories';
import { apiFetch } from '@/lib/api-client';

/**
 * Each name's category (spec §7 categorize-grocery-items). Offline or when the server
 * fails, the bundled categoriser answers on the device, loaded on first use as its own
 * chunk; if even that fails, every name gets the default category (a failure is tolerated).
 */
export async function categoriseNames(names: readonly string[]): Promise<Map<string, string>> {
  if (navigator.onLine !== false) {
    try {
      const { categorizedItems } = await apiFetch<{ categorizedItems: Record<string, string[]> }>(
        '/functions/categorize-grocery-items',
        { method: 'POST', body: { items: names } },
      );
      const answer = new Map<string, string>();
      for (const [category, members] of Object.entries(categorizedItems))
        for (const name of members) answer.set(name, category);
      return new Map(names.map((name) => [name, answer.get(name) ?? DEFAULT_CATEGORY]));
    } catch {
      // Falls through to the device.
    }
  }
  try {
    const { categoriseOffline } = await import('./offline-categoriser');
    return categoriseOffline(names);
  } catch {
    return new Map(names.map((name) => [name, DEFAULT_CATEGORY]));
  }
}
