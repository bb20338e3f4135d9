import { HELD_UNITS } from '../lexicon-counted-kind';
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
    if (!heard || !s.named || s.skipped || heard.money || heard.value < 2) return false;
    const link = s.previous?.fold ?? '';
    const container = typeof quantity?.unit === 'string' && !isMeasure(quantity.unit);
    // ("de 20 sachês de hibisco": units held in the container, then "de" and the kind.)
    const held = heldThenKind(s, container && link === 'de');
    if (held) return held;
    // ("com 8 unidades": the units said are no unit of the amount, `null`.)
    if (heard.linked || typeof heard.unit === 'string') return false;
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
    const kindWord = (k: number): boolean => isKindWord(tokens, k, false);
    if (s.purposeEnd(from) > from) return false;
    let end = from;
    // ("de dezesseis com abas": a plural right after a link is the kind's.)
    if (KIND_LINKS.has(tokens[from]?.fold ?? '') && isKindWord(tokens, from + 1, true)) end = from + 2;
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

/**
 * Whether the word at `k` may be a word of a kind said after a count: no number, brand or end of the item, and no
 * plural unless `plural` (right after a link: "com abas"), then no unit nor describing word ("com latas", "com gelada").
 */
function isKindWord(tokens: readonly Token[], k: number, plural: boolean): boolean {
  const t = tokens[k];
  if (t === undefined || endsItem(t) || t.brand === true) return false;
  if (readNumber((j) => tokens[j]?.fold ?? '', k) !== undefined) return false;
  if (!/s$/.test(t.fold)) return true;
  return plural && !isDescribingWord(t) && unitFor(t.fold) === undefined;
}

/**
 * "uma caixa de chá de 20 sachês de hibisco": after a container and "de", a count of units held in it (a unit that
 * is no measure, `HELD_UNITS`) linked with "de" to one or two kind words said up to the item's end: the count is the
 * pack's size, "de" and the kind join the name ("Chá de hibisco", 1 caixa).
 */
function heldThenKind(s: KindAfterCountState, afterContainer: boolean): boolean {
  const { heard, tokens } = s;
  if (!afterContainer || !heard?.linked || typeof heard.unit !== 'string' || !HELD_UNITS.has(heard.unit)) return false;
  const from = heard.end;
  let end = from;
  while (end < from + 2 && isKindWord(tokens, end, false) && !isDescribingWord(tokens[end] as Token)) end += 1;
  if (end === from || !itemEndsAt(s, end) || s.purposeEnd(from) > from) return false;
  s.words.pop();
  s.words.push(tokens[from - 1] as Token, ...tokens.slice(from, end));
  return s.skipPurposeAt(end);
}
