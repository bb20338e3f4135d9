import { describesWhich } from '../descriptions';
import { WHICH_ONE_OF } from '../lexicon-descriptions';
import { ITEM_ARTICLES, WHOLE } from '../lexicon-items';
import { isTalkWord } from '../lexicon-index';
import { KIND_ENDINGS } from '../lexicon-not-to-buy';
import { readQuantity, type SpokenQuantity } from '../read-quantity';
import { endsItem, type Token } from '../tokenize';
import { isMeasure, isSizeWord } from '../units';
import { roundedUpAt } from './size-said';
import type { AmountAfterState } from './amount-said-after';
import type { Rule } from './rule';
import { isPackLook } from './look-after-size';

/** What this rule reads of the item pass's state (`SplitState`, split-items.ts): as the amount-after rules, and where a purpose ends. */
export type LookAfterAmountState = Pick<
  AmountAfterState,
  'tokens' | 'i' | 'heard' | 'named' | 'skipped' | 'quantity' | 'close' | 'previous'
> & {
  purposeEnd(k: number): number;
};

/** The most describing words said in a row after the amount ("inteira limpinha"). */
const MOST_LOOKS = 2;

/**
 * Whether a word only describes the product or its package: a colour or look (`isPackLook`: "marrom",
 * "rosinha", "fofinho"), "inteiro", or any describing adjective, plain or said smaller or bigger
 * (`describesWhich`: "grandona", "limpinha", "novinho"); a product or brand word never does.
 */
export const isDescribingWord = (t: Token | undefined): boolean =>
  t !== undefined && !t.head && t.brand !== true && (isPackLook(t) || WHOLE.has(t.fold) || describesWhich(t));

/**
 * Where the describing words said at `k` end ("bem" before one too; "daquele" before them, look68b: "daquele macio"),
 * or `k` when none is said there.
 */
export function looksEnd(tokens: readonly Token[], k: number): number {
  const which = WHICH_ONE_OF.has(tokens[k]?.fold ?? '') && isDescribingWord(tokens[k + 1]) ? 1 : 0;
  let end = k + which;
  for (let said = 0; said < MOST_LOOKS; said += 1) {
    const bem = tokens[end]?.fold === 'bem' ? 1 : 0;
    if (!isDescribingWord(tokens[end + bem])) break;
    end += bem + 1;
  }
  return end === k + which ? k : end;
}

/**
 * "pão de leite um pacote de 400 gramas fofinho o requeijão", "amaciante um frasco de um litro rosinha um pacote
 * de fralda", "amaciante pra roupa do nenê um frasco de um litro rosinha" (after a purpose too, pur68), "cupim dois
 * quilos inteiro e um saco de sal", "brilhante uma caixa de um quilo azul amaciante": an
 * amount said after the name (a measure, or a container with its size), then a word or two that only describe the
 * product or its package (`isDescribingWord`), where the item ends (a pause or "e", a product, an article and a
 * product, another amount, a purpose): the amount is the item's and the describing words go, no item of their own.
 */
export const lookAfterAmount: Rule<LookAfterAmountState> = {
  name: 'look-after-amount',
  apply: (s) => {
    const amountEnd = amountSaidAfterEnd(s);
    if (amountEnd === undefined) return false;
    const end = looksEnd(s.tokens, amountEnd);
    if (end === amountEnd || !itemEndsAt(s, end)) return false;
    return closeWith(s, end);
  },
};

/**
 * "pão de forma um pacote de 500 gramas integral e uma banana", "bisnaguinha um pacote de seiscentos gramas integral"
 * (look68b): as `look-after-amount`, one word of the shape of a kind (`KIND_ENDINGS`: "integral", "desnatado",
 * "tradicional"; no product, brand or describing word) said after the amount, where the item ends, is the name's.
 */
export const kindAfterAmount: Rule<LookAfterAmountState & { words: Token[] }> = {
  name: 'kind-after-amount',
  apply: (s) => {
    const amountEnd = amountSaidAfterEnd(s);
    const kind = amountEnd === undefined ? undefined : s.tokens[amountEnd];
    if (amountEnd === undefined || kind === undefined || kind.head || kind.brand === true || isDescribingWord(kind))
      return false;
    if (isTalkWord(kind.fold)) return false;
    if (!KIND_ENDINGS.some((end) => kind.fold.endsWith(end)) || readQuantity(s.tokens, amountEnd, false)) return false;
    if (!itemEndsAt(s, amountEnd + 1)) return false;
    s.words.push(kind);
    return closeWith(s, amountEnd + 1);
  },
};

/**
 * Where an amount said after the name ends (a measure, or a container with its size: "um pacote de 400 gramas", or
 * the count of what it holds: "um fardo de 16 rolos", look68b), or undefined when none is said at the state's position.
 */
function amountSaidAfterEnd(s: LookAfterAmountState): number | undefined {
  const { heard, tokens } = s;
  // ("o amaciante pra roupa do nenê um frasco de um litro rosinha": after a purpose too, pur68.)
  // ("uma bisnaguinha um pacote de 600 gramas integral": the container said after "um/uma" is the amount.)
  const { quantity } = s;
  const one =
    quantity === undefined ||
    (quantity.value === 1 && quantity.unit === undefined && !quantity.money && heard?.linked === true);
  if (!heard || !s.named || !one || heard.money || typeof heard.unit !== 'string') return undefined;
  if (quantity !== undefined && s.previous?.fold === 'de') return undefined;
  if (!heard.linked) return heard.end;
  const size = readQuantity(tokens, heard.end, false);
  if (isMeasure(heard.unit) || !size || size.linked || size.money) return undefined;
  // ("papel filme um rolo de trinta metros transparente": a size word, rounded up too ("e meio"), look69.)
  if (size.unit === undefined && isSizeWord(tokens[size.end]?.fold ?? ''))
    return size.end + 1 + roundedUpAt(tokens, size.end + 1);
  const contents = size.unit !== undefined && (size.unit === null || !isMeasure(size.unit)) && size.value > 1;
  if (!contents && (typeof size.unit !== 'string' || !isMeasure(size.unit))) return undefined;
  return size.end;
}

/** Whether the item ends at `end`: a pause or "e", a product, an article and a product, another amount, a purpose. */
export function itemEndsAt(s: Pick<LookAfterAmountState, 'tokens' | 'purposeEnd'>, end: number): boolean {
  const { tokens } = s;
  const next = tokens[end];
  return (
    endsItem(next) ||
    next?.head === true ||
    (ITEM_ARTICLES.has(next?.fold ?? '') && tokens[end + 1]?.head === true) ||
    readQuantity(tokens, end, false) !== undefined ||
    s.purposeEnd(end) > end
  );
}

/** The amount heard is the item's; the item closes at `end` (after a purpose there). */
function closeWith(s: LookAfterAmountState, end: number): true {
  s.quantity = { ...(s.heard as SpokenQuantity), linked: false };
  s.i = s.purposeEnd(end);
  s.close();
  return true;
}
