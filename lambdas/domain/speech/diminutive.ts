import { isHeadWord } from './lexicon-index';

/** Diminutive endings, longest first: "pãozinho", "leitinho", "cervejinha". */
const DIMINUTIVES = ['zinho', 'zinha', 'inho', 'inha'];

/**
 * Whether a singular folded word is a diminutive of something else: "leitinho", "pãozinho";
 * not a product named so on its own ("cebolinha", "bisnaguinha" are head words).
 */
export function isDiminutive(word: string): boolean {
  return DIMINUTIVES.some((end) => word.length > end.length + 1 && word.endsWith(end)) && !isHeadWord(word);
}

/**
 * Words a diminutive may come from, to be looked up: "leitinho" → leite, "coquinha" →
 * coca, "aguinha" → agua, "pãezinho" → pao, "limõezinho" → limao. Most are not words;
 * callers keep the one they know.
 */
export function baseWords(word: string): string[] {
  return DIMINUTIVES.filter((end) => word.endsWith(end)).flatMap((end) => {
    const said = word.slice(0, -end.length);
    const stem = said
      .replace(/qu$/, 'c')
      .replace(/gu$/, 'g')
      .replace(/[ao]e$/, 'ao');
    return [said, `${said}a`, stem, `${stem}o`, `${stem}a`, `${stem}e`];
  });
}

/**
 * Whether a word starts an item: a head word, a diminutive of one ("leitinho", "pãozinho"), or a hyphenated
 * word whose first part is one ("erva-mate", "feijão-de-corda", "batata-doce").
 */
export function isItemStart(word: string): boolean {
  const first = word.includes('-') ? word.slice(0, word.indexOf('-')) : undefined;
  return (
    isHeadWord(word) ||
    (isDiminutive(word) && baseWords(word).some(isHeadWord)) ||
    (first !== undefined && isHeadWord(first))
  );
}
