import { ITEM_ARTICLES } from '../lexicon-items';
import { readQuantity, type SpokenQuantity } from '../read-quantity';
import { baseWords } from '../diminutive';
import { endsItem, type Token } from '../tokenize';
import type { AmountAfterState } from './amount-said-after';
import type { Rule } from './rule';

/**
 * Whether the amount at the state's position is a bare count said after the item's name (or after
 * its purpose or owner: "coxinha pros convidados cem"), before the item has an amount.
 */
function bareCountAfterName(s: AmountAfterState): s is AmountAfterState & { heard: SpokenQuantity } {
  const { heard } = s;
  return (
    heard !== undefined &&
    s.named &&
    s.quantity === undefined &&
    heard.unit === undefined &&
    !heard.linked &&
    !heard.money &&
    s.words.some((w) => w.head)
  );
}

/** Ends the item being said with the count heard after its name, and moves to `to`. */
function takeCount(s: AmountAfterState & { heard: SpokenQuantity }, to: number): true {
  s.quantity = s.heard;
  s.i = to;
  s.close();
  return true;
}

/**
 * "sabonete de aveia dois o hidratante", "o iogurte da sofi quatro a fruta", "o pão dez os ovos": a
 * count right before an article and a product cannot be the next product's ("dois o" is never said of
 * one), so it is the amount of the item said before it.
 */
export const countBeforeArticle: Rule<AmountAfterState> = {
  name: 'count-before-article',
  apply: (s) => {
    if (!bareCountAfterName(s)) return false;
    const { tokens, heard } = s;
    const article = tokens[heard.end];
    if (!ITEM_ARTICLES.has(article?.fold ?? '') || tokens[heard.end + 1]?.head !== true) return false;
    return takeCount(s, heard.end);
  },
};

/**
 * "coxinha pros convidados cem refrigerante pra criançada seis garrafas": after a purpose or owner, a
 * bare count before a product whose own amount is said after it (before any other product) is the
 * amount of the item before the count ("o shampoo do lucas três leite de saquinho" counts the leite).
 */
export const countAfterPurposeBeforeCounted: Rule<AmountAfterState> = {
  name: 'count-after-purpose-before-counted',
  apply: (s) => {
    if (!bareCountAfterName(s) || s.skipped === undefined) return false;
    const { tokens, heard } = s;
    const next = tokens[heard.end];
    // ("… pro lanche três danoninhos": a count agreeing with a product in the plural is that product's.)
    const plural = next !== undefined && next.fold !== next.sing && heard.value >= 2;
    if (next?.head !== true || plural || !ownAmountLater(tokens, heard.end)) return false;
    return takeCount(s, heard.end);
  },
};

/**
 * Whether the product at `start` has an amount of its own said after its name or purpose, before
 * the item ends or another product or article starts.
 */
function ownAmountLater(tokens: readonly Token[], start: number): boolean {
  for (let k = start + 1; k <= start + 6; k += 1) {
    const t = tokens[k];
    if (t === undefined || endsItem(t) || t.head || ITEM_ARTICLES.has(t.fold)) return false;
    // (Not a container said with "de": "… um pacote de pão" starts the next item.)
    const amount = readQuantity(tokens, k, true);
    if (amount !== undefined) return !amount.linked || sizedLast(tokens, amount);
  }
  return false;
}

/**
 * "pão francês dez pãezinhos", "tomate seis tomates", "limão uns dez limõezinhos": a count after
 * the name with the product's own word again (plural or diminutive) counts the item; the word said
 * again is no item.
 */
export const countWithProductAgain: Rule<AmountAfterState> = {
  name: 'count-with-product-again',
  apply: (s) => {
    if (!bareCountAfterName(s) || s.skipped !== undefined) return false;
    const { tokens, heard } = s;
    const again = tokens[heard.end];
    if (again === undefined || again.separator || !(endsItem(tokens[heard.end + 1]) || tokens[heard.end + 1]?.head))
      return false;
    // ("pão francês": a compound's first word is its product.)
    const heads = s.words.filter((w) => w.head).map((w) => w.sing.split(' ')[0] ?? w.sing);
    const said = [again.sing, ...baseWords(again.sing)];
    if (!heads.some((h) => said.includes(h))) return false;
    return takeCount(s, heard.end + 1);
  },
};

/** Whether a container said with "de" is followed by its size, last in its item ("seis garrafas de dois litros e …"). */
function sizedLast(tokens: readonly Token[], amount: SpokenQuantity): boolean {
  const size = readQuantity(tokens, amount.end, false);
  return size !== undefined && !size.linked && !size.money && endsItem(tokens[size.end]);
}
