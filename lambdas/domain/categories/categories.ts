/**
 * The 22 shopping categories of the product (spec §3), in the order the spec lists them,
 * which is also the order the list screen shows them in. The names are product strings:
 * they are stored in item metadata and sent by the server, so they must not change.
 */
export const CATEGORIES = [
  { name: 'Hortifruti', icon: '🥬' },
  { name: 'Laticínios e Ovos', icon: '🥛' },
  { name: 'Padaria e Confeitaria', icon: '🍞' },
  { name: 'Açougue e Peixaria', icon: '🥩' },
  { name: 'Mercearia', icon: '🛒' },
  { name: 'Enlatados e Conservas', icon: '🥫' },
  { name: 'Óleos Molhos e Temperos', icon: '🫒' },
  { name: 'Snacks e Doces', icon: '🍫' },
  { name: 'Congelados e Refeições Prontas', icon: '🧊' },
  { name: 'Bebidas', icon: '🧃' },
  { name: 'Bebidas Alcoólicas', icon: '🍺' },
  { name: 'Produtos para Bebê', icon: '🍼' },
  { name: 'Pet Shop', icon: '🐾' },
  { name: 'Limpeza e Lavanderia', icon: '🧽' },
  { name: 'Higiene Pessoal', icon: '🧴' },
  { name: 'Farmácia e Saúde', icon: '💊' },
  { name: 'Casa e Jardim', icon: '🏡' },
  { name: 'Papel e Utilidades', icon: '🧻' },
  { name: 'Eletrônicos', icon: '🔌' },
  { name: 'Vestuário e Acessórios', icon: '👕' },
  { name: 'Produtos Veganos e Dieta Especial', icon: '🌱' },
  { name: 'Diversos e Sazonal', icon: '🎁' },
] as const;

/** One of the 22 category names, exactly as the spec writes it. */
export type CategoryName = (typeof CATEGORIES)[number]['name'];

/** The category names in spec order, for schemas and enumerations. */
export const CATEGORY_NAMES: readonly CategoryName[] = CATEGORIES.map((category) => category.name);

/** Where an item goes when nothing better is known (spec §3: "the default"). */
export const DEFAULT_CATEGORY: CategoryName = 'Diversos e Sazonal';

/** Shown for a category name the app does not know, e.g. one stored by an older version. */
export const FALLBACK_ICON = '📦';

const iconByName = new Map<string, string>(CATEGORIES.map((category) => [category.name, category.icon]));

/** True when `value` is one of the 22 names, so untrusted input can be narrowed safely. */
export function isCategoryName(value: unknown): value is CategoryName {
  return typeof value === 'string' && iconByName.has(value);
}

/** The emoji of a category; 📦 for anything that is not one of the 22 names. */
export function categoryIcon(name: string): string {
  return iconByName.get(name) ?? FALLBACK_ICON;
}
