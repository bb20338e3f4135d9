import { categoriseItem } from '@domain/categories/categorise-item';

/** The bundled categoriser, for when the server cannot answer (its own chunk; see categorise-names.ts). */
export function categoriseOffline(names: readonly string[]): Map<string, string> {
  return new Map(names.map((name) => [name, categoriseItem(name).category]));
}
