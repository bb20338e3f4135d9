import { wordList } from './word-list';

/**
 * Plural nouns that, after a number said right after a product, name its kind, not an amount (i27c):
 * "arroz sete grãos", "pão doze grãos", "mix cinco cereais", "pão doze sementes".
 */
export const KIND_COUNTED_NOUNS: ReadonlySet<string> = new Set(wordList('graos cereais sementes ervas'));

/**
 * Units held in a container, counted as its size before "de" and the product's kind (i27g): "uma caixa de chá de 20
 * sachês de hibisco" → Chá de hibisco, 1 caixa.
 */
export const HELD_UNITS: ReadonlySet<string> = new Set(['sachê']);
