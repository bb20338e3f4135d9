import { WHICH_ONE_OF } from '../lexicon-descriptions';
import { KIND_LINKS } from '../lexicon-items';
import { readNumber } from '../number-words';
import type { SpokenQuantity } from '../read-quantity';
import { endsItem, type Token } from '../tokenize';
import { isMeasure, isSizeWord, unitFor } from '../units';
import { colourNamesKind, isColour } from './look-after-size';
import { isDescribingWord, itemEndsAt } from './look-after-amount';
import type { Rule } from './rule';

/** What this rule reads of the item pass's state (`SplitState`, split-items.ts). */
export interface KindAfterCountState {
  readonly tokens: readonly Token[];
  readonly heard: SpokenQuantity | undefined;
  readonly named: boolean;
  readonly skipped: Token | undefined;
  readonly previous: Token | undefined;
  readonly quantity: SpokenQuantity | undefined;
  readonly words: Token[];
  purposeEnd(k: number): number;
  skipPurposeAt(k: number): true;
}

/** The most words of a kind said after the count (a link and its two words: "de erva doce"). */
const MOST_KIND_WORDS = 3;

/**
 * "uma caixa de chá de 15 sachês verde", "um pacote de pão de hambúrguer com 8 unidades brioche", "uma bandeja de
 * ovos de 20 caipira", "uma caixa de chá de 10 sachês de erva doce": after a container (or "com"), a count, what the
 * pack holds said as a plural (or nothing), then words that say the product's kind up to the item's end: the count
 * and what it holds are the pack's size, the kind joins the name ("Chá verde", "Pão de hambúrguer brioche", "Ovos
 * caipira", "Chá de erva doce"). Words that only describe ("com doze latas gelada"; a colour, unless it names the
 * food's kind) are left to `counted-pack`; "com doze long necks" (all plural at the end) too.
 */
export const kindAfterCount: Rule<KindAfterCountState> = {
  name: 'kind-after-count',
  apply: (s) => {
    const { heard, tokens, quantity } = s;
    // ("com 8 unidades": the units said are no unit of the amount, `null`.)
    if (!heard || !s.named || s.skipped || heard.linked || heard.money || typeof heard.unit === 'string') return false;
    if (heard.value < 2) return false;
    const link = s.previous?.fold ?? '';
    const container = typeof quantity?.unit === 'string' && !isMeasure(quantity.unit);
    if (!(link === 'com' || (link === 'de' && container))) return false;
    const counted = tokens[heard.end];
    if (counted === undefined || endsItem(counted)) return false;
    // ("vinho de 750 daquelas com rolha": which ones, no contents.)
    if (WHICH_ONE_OF.has(counted.fold)) return false;
    // ("com doze latas puro malte": containers held are `pack-size`'s.)
    if (link === 'com' && unitFor(counted.fold) !== undefined) return false;
    // ("de vinte metros de dois rolos": a size in words is `size-in-words`'s.)
    if (isSizeWord(counted.fold)) return false;
    const plural = heard.unit === undefined && /s$/.test(counted.fold) && !isDescribingWord(counted);
    const from = plural ? heard.end + 1 : heard.end;
    const kindWord = (k: number): boolean => {
      const t = tokens[k];
      const number = readNumber((j) => tokens[j]?.fold ?? '', k) !== undefined;
      return t !== undefined && !endsItem(t) && t.brand !== true && !/s$/.test(t.fold) && !number;
    };
    if (s.purposeEnd(from) > from) return false;
    let end = from;
    if (KIND_LINKS.has(tokens[from]?.fold ?? '') && kindWord(from + 1)) end = from + 2;
    while (end < from + MOST_KIND_WORDS && kindWord(end)) end += 1;
    if (end === from || !itemEndsAt(s, end)) return false;
    const product = s.words.slice(0, -1);
    const kind = tokens.slice(from, end);
    // ("chá de camomila de 10 sachês verde": after a flavour said with "de", the colour is the package's.)
    const colourKind = colourNamesKind(product) && !product.some((w) => /(?:^| )de(?: |$)/.test(w.fold));
    const describes = (t: Token): boolean => isDescribingWord(t) && !(isColour(t) && colourKind);
    if (kind.some(describes)) return false;
    s.words.pop();
    s.words.push(...kind);
    return s.skipPurposeAt(end);
  },
};
