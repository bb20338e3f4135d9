import { CLOSERS } from '../intent-phrases';
import { isTalkWord } from '../lexicon-index';
import { AFTER_MARKER, CORRECTION_WORDS, LATE_CORRECTION, MORE_WORDS, TRAILING_NOISE } from '../lexicon-items';
import { readQuantity, type SpokenQuantity } from '../read-quantity';
import { endsItem, type Token } from '../tokenize';
import { isMeasure } from '../units';
import type { Rule } from './rule';

/** What this rule reads of the item pass's state (`SplitState`, split-items.ts). */
export interface PackSizeState {
  readonly tokens: readonly Token[];
  i: number;
  /** The amount said at `i`, if any. */
  readonly heard: SpokenQuantity | undefined;
  /** Whether the item being heard names something yet. */
  readonly named: boolean;
  /** The last word of a purpose being skipped. */
  readonly skipped: Token | undefined;
  readonly words: Token[];
  readonly previous: Token | undefined;
  /** Where a purpose phrase starting at `k` ends (`k` when none does). */
  purposeEnd(k: number): number;
}

/** Words that say no kind: talk, tags ("tá", "viu"), corrections ("aliás", "pera"), "mais". */
const NO_KIND: ReadonlySet<string> = new Set(
  [CLOSERS, CORRECTION_WORDS, AFTER_MARKER, LATE_CORRECTION, MORE_WORDS, TRAILING_NOISE].flatMap((list) => [...list]),
);
const saysNoKind = (fold: string): boolean => isTalkWord(fold) || NO_KIND.has(fold);

/** The most words of a kind said after a pack size ("extra forte", "tamanho xg"). */
const MOST_KIND_WORDS = 2;

/**
 * "um pacote de café de quinhentos gramas extra forte", "dois tubos de creme dental de 90 g menta", "um
 * pote de sorvete de dois litros de flocos", "fralda de 50 unidades tamanho xg": after a pack size said
 * with "de" (a measure, or a count of units), the words that say the product's kind, up to the item's end
 * (no product, brand or amount of their own; after "de" one word, a flavour), join the name; the pack
 * size goes ("Café extra forte", "Sorvete de flocos"). A product after them starts the next item.
 */
export const kindAfterPackSize: Rule<PackSizeState> = {
  name: 'kind-after-pack-size',
  apply: (s) => {
    const { heard, tokens } = s;
    if (!heard || !s.named || s.skipped || heard.money || s.previous?.fold !== 'de' || s.words.length < 2) return false;
    const measure = typeof heard.unit === 'string' && isMeasure(heard.unit);
    const units = heard.unit === null && /^unidades?$/.test(tokens[heard.end - 1]?.fold ?? '');
    if (!measure && !units) return false;
    // ("de dois litros de flocos": a flavour said with "de".)
    const start = heard.linked ? heard.end - 1 : heard.end;
    const first = heard.linked ? heard.end : start;
    let end = first;
    const kindWord = (t: Token | undefined, k: number): boolean =>
      t !== undefined &&
      !endsItem(t) &&
      t.brand !== true &&
      !saysNoKind(t.fold) &&
      (!t.head || (heard.linked && k === first)) &&
      readQuantity(tokens, k, false) === undefined &&
      s.purposeEnd(k) === k;
    while (end < first + (heard.linked ? 1 : MOST_KIND_WORDS) && kindWord(tokens[end], end)) end += 1;
    if (end === first) return false;
    const next = tokens[end];
    const ends =
      endsItem(next) ||
      next?.head === true ||
      s.purposeEnd(end) > end ||
      readQuantity(tokens, end, false) !== undefined;
    if (!ends) return false;
    s.words.pop();
    s.words.push(...tokens.slice(start, end));
    s.i = end;
    return true;
  },
};
