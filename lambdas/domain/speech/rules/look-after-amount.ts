import { describesWhich } from '../descriptions';
import { WHICH_ONE_OF } from '../lexicon-descriptions';
import { ITEM_ARTICLES, WHOLE } from '../lexicon-items';
import { readQuantity } from '../read-quantity';
import { endsItem, type Token } from '../tokenize';
import { isMeasure } from '../units';
import type { AmountAfterState } from './amount-said-after';
import type { Rule } from './rule';
import { isPackLook } from './look-after-size';

/** What this rule reads of the item pass's state (`SplitState`, split-items.ts): as the amount-after rules, and where a purpose ends. */
export type LookAfterAmountState = Pick<
  AmountAfterState,
  'tokens' | 'i' | 'heard' | 'named' | 'skipped' | 'quantity' | 'close'
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
 * de fralda", "amaciante pra roupa do nenê um frasco de um litro rosinha" (after a purpose too, look68b), "cupim dois
 * quilos inteiro e um saco de sal", "brilhante uma caixa de um quilo azul amaciante": an
 * amount said after the name (a measure, or a container with its size), then a word or two that only describe the
 * product or its package (`isDescribingWord`), where the item ends (a pause or "e", a product, an article and a
 * product, another amount, a purpose): the amount is the item's and the describing words go, no item of their own.
 */
export const lookAfterAmount: Rule<LookAfterAmountState> = {
  name: 'look-after-amount',
  apply: (s) => {
    const { heard, tokens } = s;
    // ("o amaciante pra roupa do nenê um frasco de um litro rosinha": after a purpose too, pur68.)
    if (!heard || !s.named || s.quantity !== undefined || heard.money || typeof heard.unit !== 'string') return false;
    let amountEnd = heard.end;
    if (heard.linked) {
      // ("um pacote de 400 gramas": a container said after the name with its size.)
      const size = readQuantity(tokens, heard.end, false);
      if (isMeasure(heard.unit) || !size || size.linked || size.money) return false;
      // ("um fardo de 16 rolos daquele macio": or the count of what it holds, look68b.)
      const contents = size.unit !== undefined && (size.unit === null || !isMeasure(size.unit)) && size.value > 1;
      if (!contents && (typeof size.unit !== 'string' || !isMeasure(size.unit))) return false;
      amountEnd = size.end;
    }
    const end = looksEnd(tokens, amountEnd);
    if (end === amountEnd) return false;
    const next = tokens[end];
    const ends =
      endsItem(next) ||
      next?.head === true ||
      (ITEM_ARTICLES.has(next?.fold ?? '') && tokens[end + 1]?.head === true) ||
      readQuantity(tokens, end, false) !== undefined ||
      s.purposeEnd(end) > end;
    if (!ends) return false;
    s.quantity = { ...heard, linked: false };
    s.i = s.purposeEnd(end);
    s.close();
    return true;
  },
};
