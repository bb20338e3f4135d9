import { INVARIANT } from './lexicon-items';

/**
 * Reduces a folded (lower case, accent-free) Portuguese word to a singular-like key, so
 * that "pães" and "pão", "limões" and "limão", "ovos" and "ovo" compare equal. It only
 * has to be consistent (both sides of a comparison go through it), not grammatical.
 */
export function singularize(word: string): string {
  if (word.length <= 3 || !word.endsWith('s') || INVARIANT.has(word)) return word;
  if (word.endsWith('oes') || word.endsWith('aes') || word.endsWith('aos')) return `${word.slice(0, -3)}ao`;
  if (word.endsWith('eis')) return `${word.slice(0, -3)}el`;
  if (word.endsWith('ois')) return `${word.slice(0, -3)}ol`;
  if (word.endsWith('ais')) return `${word.slice(0, -3)}al`;
  if (word.endsWith('res') || word.endsWith('zes') || word.endsWith('eses')) return word.slice(0, -2);
  if (word.endsWith('ns')) return `${word.slice(0, -2)}m`;
  if (word.endsWith('ss')) return word;
  return word.slice(0, -1);
}
