import { wordList } from './word-list';

/**
 * Plural nouns that, after a number said right after a product, name its kind, not an amount (i27c):
 * "arroz sete grãos", "pão doze grãos", "mix cinco cereais", "pão doze sementes".
 */
export const KIND_COUNTED_NOUNS: ReadonlySet<string> = new Set(wordList('graos cereais sementes ervas'));
