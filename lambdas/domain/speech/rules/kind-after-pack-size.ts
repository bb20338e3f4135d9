import { describesWhich } from '../descriptions';
import { CLOSERS } from '../intent-phrases';
import { isFlavourOf, isTalkWord, isVarietyOf } from '../lexicon-index';
import { WHICH_ONE } from '../lexicon-purpose';
import {
  AFTER_MARKER,
  APPROXIMATE,
  CORRECTION_WORDS,
  DESCRIPTIONS,
  ITEM_ARTICLES,
  KIND_FEATURES,
  KIND_LINKS,
  LATE_CORRECTION,
  MORE_WORDS,
  SPEC_WORDS,
  TRAILING_NOISE,
  WHOLE,
} from '../lexicon-items';
import { readNumber } from '../number-words';
import { readQuantity, type SpokenQuantity } from '../read-quantity';
import { endsItem, type Token } from '../tokenize';
import { isMeasure } from '../units';
import type { Rule } from './rule';
import { SIZES_OF_A_KIND } from '../lexicon-kind-asked';
import { baseWords } from '../diminutive';
import { THING_LOOKS } from '../lexicon-left-in-name';
import { colourNamesKind, isColour, isPackLook, lookAt } from './look-after-size';
import { isShapeLook } from './said-of-its-look';

/** What this rule reads of the item pass's state (`SplitState`, split-items.ts). */
export interface PackSizeState {
  readonly tokens: readonly Token[];
  i: number;
  /** The amount said at `i`, if any. */
  readonly heard: SpokenQuantity | undefined;
  /** The item's amount said before its name: in a container, "fatiado" is a kind. */
  readonly quantity: SpokenQuantity | undefined;
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

/** Whether the pack size counts what the pack holds, said as a plural ("de doze rolos", "de 30 cápsulas"). */
function countsContents(heard: SpokenQuantity, counted: Token | undefined): boolean {
  if (typeof heard.unit === 'string') return !isMeasure(heard.unit) && heard.value > 1 && !heard.linked;
  return (
    heard.unit === undefined &&
    heard.value > 1 &&
    counted !== undefined &&
    !endsItem(counted) &&
    !counted.head &&
    counted.brand !== true &&
    !DESCRIPTIONS.has(counted.fold) &&
    !WHICH_ONE.has(counted.fold) &&
    !saysNoKind(counted.fold) &&
    /s$/.test(counted.fold)
  );
}

/**
 * "um pacote de café de quinhentos gramas extra forte", "dois tubos de creme dental de 90 g menta", "um
 * pote de sorvete de dois litros de flocos", "fralda de 50 unidades tamanho xg": after a pack size said
 * with "de" (a measure, or a count of units), the words that say the product's kind, up to the item's end
 * (no product, brand or amount of their own; after "de" one word, a flavour), join the name; the pack
 * size goes ("Café extra forte", "Sorvete de flocos"). A product after them starts the next item.
 * Widened (recognizer-blind-64): a kind said with a link (`KIND_LINKS`: "de um quilo sem osso", "de
 * 500 ml com gás", "de 170 g em pedaços ao natural") keeps the product word after the link; "tipo" and a
 * number ("de cinco quilos tipo um") is a kind; after a count of what the pack holds ("de doze rolos
 * folha dupla") or a size said without a unit ("latinhas de trezentos e cinquenta puro malte") the kind
 * joins too, and a feature of the kind said with a product word (`KIND_FEATURES`: "folha dupla", "sabor
 * morango") or a flavour of the product (`isFlavourOf`: "de dois litros morango"); "de dez unidades de
 * hortelã" as "de dois litros de flocos", in two words too ("de 500 ml de vinho tinto", desc66); a size said roughly ("de uns três quilos temperado"); the kind said with its article ("de cinco quilos o parboilizado";
 * not a look: "de 800 g a dourada"); describing words after the kind (`DESCRIPTIONS`, `describesWhich`: "folha dupla macio") go.
 */
export const kindAfterPackSize: Rule<PackSizeState> = {
  name: 'kind-after-pack-size',
  apply: (s) => {
    const { heard, tokens } = s;
    // ("um frango de uns três quilos temperado": a size said roughly.)
    const roughly = APPROXIMATE.has(s.previous?.fold ?? '') && s.words.at(-2)?.fold === 'de';
    const of = roughly ? 2 : 1;
    if (!heard || !s.named || s.skipped || heard.money || (s.previous?.fold !== 'de' && !roughly)) return false;
    if (s.words.length < of + 1) return false;
    const measure = typeof heard.unit === 'string' && isMeasure(heard.unit);
    const units = heard.unit === null && /^unidades?$/.test(tokens[heard.end - (heard.linked ? 2 : 1)]?.fold ?? '');
    const contents = countsContents(heard, tokens[heard.end]);
    const bareSize = heard.unit === undefined && !contents && heard.value >= 50 && !heard.linked;
    if (!measure && !units && !contents && !bareSize) return false;
    // ("de dois litros de flocos": a flavour said with "de".)
    let start = heard.linked ? heard.end - 1 : heard.end + (contents && heard.unit === undefined ? 1 : 0);
    // ("um pacote de arroz de cinco quilos o parboilizado": the kind said with its article.)
    // ("de 800 g a dourada", "de 20 litros o azul": what it looks like is no kind.)
    const looks = (t: Token | undefined): boolean =>
      t === undefined || [t.fold, t.sing, ...baseWords(t.sing)].some((w) => DESCRIPTIONS.has(w) || THING_LOOKS.has(w));
    if (!heard.linked && ['o', 'a'].includes(tokens[start]?.fold ?? '') && measure && !looks(tokens[start + 1]))
      start += 1;
    // ("um peru de uns 6 quilos inteiro temperado": a whole one, before the kind, goes with the size, qty27.)
    while (!heard.linked && WHOLE.has(tokens[start]?.fold ?? '') && tokens[start + 1] && !endsItem(tokens[start + 1]))
      start += 1;
    let first = heard.linked ? heard.end : start;
    // ("biscoito de 130 g chocolate": a flavour of the product, though a product too.)
    // ("café de 500 g vermelho", "pão de forma de 500 g fofinho": how the package or food looks is no kind; a
    // colour of produce or of a food sold by colour is, "feijão de um quilo preto", "de 500 ml de vinho branco".)
    const colourKind = colourNamesKind(s.words.slice(0, -of));
    // ("linguiça de um quilo calabresa": a product word that, said with the product, is a variety of it, kind66.)
    const flavour = (t: Token): boolean =>
      s.words.some((w) => w.head && (isFlavourOf(t.sing, w.sing) || isVarietyOf(t.sing, w.sing)));
    const varietyLast = (k: number): boolean =>
      s.words.some((w) => w.head && isVarietyOf(tokens[k]?.sing ?? '', w.sing)) && endsItem(tokens[k + 1]);
    const kindWord = (k: number, afterLink = false): boolean => {
      const t = tokens[k];
      return (
        t !== undefined &&
        !endsItem(t) &&
        // ("bolo de dois quilos de prestígio": a brand said with "de" after the size is its flavour, qty27.)
        (t.brand !== true || (heard.linked && k === first)) &&
        // ("laranja de cinco quilos pera": a variety of the product is its kind, though also a wait word, i27c.)
        (!saysNoKind(t.fold) || varietyLast(k)) &&
        !WHICH_ONE.has(t.fold) &&
        // ("melancia de uns dez quilos inteira": a whole one, after its size, is a description.)
        !WHOLE.has(t.fold) &&
        (!isPackLook(t) || (isColour(t) && (colourKind || colourNamesKind(tokens.slice(k - 1, k))))) &&
        !isShapeLook(t, s.words) &&
        (!t.head || afterLink || KIND_FEATURES.has(t.fold) || flavour(t) || (heard.linked && k === first)) &&
        readQuantity(tokens, k, false) === undefined &&
        s.purposeEnd(k) === k
      );
    };
    // How many words a kind said at `k` takes: a word, a link and its word, "tipo" and a number (0: none).
    const kindAt = (k: number): number => {
      const fold = tokens[k]?.fold ?? '';
      if (!heard.linked && KIND_LINKS.has(fold) && kindWord(k + 1, true)) return 2;
      if (!heard.linked && SPEC_WORDS.has(fold)) {
        const number = readNumber((j) => tokens[j]?.fold ?? '', k + 1);
        if (number && number.end === k + 2) return 2;
      }
      return kindWord(k) ? 1 : 0;
    };
    // ("um peru de uns seis quilos inteiro temperado", "chester de três quilos grande defumado": a whole one or a
    // look said before the kind goes, and the kind joins the name; a colour may be the kind, "vinho de 750 ml branco seco".)
    const leadingLook = (t: Token | undefined): boolean =>
      t !== undefined && !t.head && (WHOLE.has(t.fold) || (DESCRIPTIONS.has(t.fold) && !isColour(t)));
    if (!heard.linked && leadingLook(tokens[first])) {
      let k = first;
      while (k < first + MOST_KIND_WORDS && leadingLook(tokens[k])) k += 1;
      if (k > first && kindAt(k) > 0) {
        first = k;
        start = k;
      }
    }
    let end = first;
    let said = 0;
    for (let taken = kindAt(end); taken > 0 && said < MOST_KIND_WORDS; taken = kindAt(end)) {
      end += taken;
      said += 1;
    }
    // ("de 500 ml verde um pacote de…": only a look after the size, which goes with it.)
    if (end === first && lookAt(tokens, first, s.words) === 0) return false;
    // ("de dois quilos filhote raças pequenas": a plural size after a plural noun of the kind says which ones the
    // kind is for, and stays, kind66.)
    const pluralNoun = (t: Token | undefined): boolean =>
      t !== undefined && /s$/.test(t.fold) && !DESCRIPTIONS.has(t.fold) && !t.head;
    if (end > first && SIZES_OF_A_KIND.has(tokens[end]?.fold ?? '') && pluralNoun(tokens[end - 1])) end += 1;
    const kindEnd = end;
    for (;;) {
      if ((DESCRIPTIONS.has(tokens[end]?.fold ?? '') && !tokens[end]?.head) || describesWhich(tokens[end])) end += 1;
      else if (lookAt(tokens, end, s.words, s.quantity?.unit !== undefined) > 0)
        end += lookAt(tokens, end, s.words, s.quantity?.unit !== undefined);
      else break;
    }
    const next = tokens[end];
    const ends =
      endsItem(next) ||
      // ("de 400 g zero lactose não melhor o integral": the kind said, then taken back, kind66.)
      CORRECTION_WORDS.has(next?.fold ?? '') ||
      next?.head === true ||
      // ("de cinco quilos integral o sabonete": an article and the next product end it too.)
      (ITEM_ARTICLES.has(next?.fold ?? '') && tokens[end + 1]?.head === true) ||
      s.purposeEnd(end) > end ||
      readQuantity(tokens, end, false) !== undefined;
    if (!ends) {
      if (end === kindEnd || kindEnd === first) return false;
      end = kindEnd;
    }
    s.words.splice(-of);
    s.words.push(...tokens.slice(start, kindEnd));
    s.i = end;
    return true;
  },
};
