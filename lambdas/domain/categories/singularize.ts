/**
 * Reduces a folded Portuguese word to a singular-looking stem ("limoes" → "limao",
 * "papeis" → "papel", "flores" → "flor", "ovos" → "ovo"). It is applied to the lexicon
 * and to what the user typed alike, so an imperfect stem ("tenis" → "teni") still matches
 * itself; only the two sides agreeing matters. Words of three letters or fewer are kept.
 */
export function singularize(word: string): string {
  let current = word;
  for (;;) {
    const next = singularizeOnce(current);
    if (next === current) return current;
    current = next;
  }
}

const SUFFIX_RULES: ReadonlyArray<readonly [string, string]> = [
  ['oes', 'ao'],
  ['aes', 'ao'],
  ['ais', 'al'],
  ['eis', 'el'],
  ['ois', 'ol'],
  ['ns', 'm'],
  ['res', 'r'],
  ['zes', 'z'],
  ['ses', 's'],
];

function singularizeOnce(word: string): string {
  if (word.length <= 3 || !word.endsWith('s')) return word;
  for (const [suffix, replacement] of SUFFIX_RULES) {
    if (word.endsWith(suffix)) return word.slice(0, -suffix.length) + replacement;
  }
  return word.slice(0, -1);
}
