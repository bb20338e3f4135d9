import { SHOPS_OF_GOODS, SHOP_CLAUSE_LINKS } from '../lexicon-shop-said';
import { DEFINITE_ARTICLES, OF_WORDS } from '../lexicon-talk';
import { dropLastItem } from '../not-to-buy';
import type { TalkState } from '../talk-state';
import { shopAt, shopNameEnd } from './bought-at-another-shop';
import type { Rule } from './rule';

/**
 * Where a clause at `k`, right after an item, saying that it is bought at another shop (with no "não"; the
 * "é" is gone as a hesitation) ends, or -1: "(também) lá da/na <shop>", "também de lá", or, after an item
 * said with its article, "da/na loja de <goods>".
 */
function boughtThereEnd(s: TalkState, k: number): number {
  const { word } = s;
  let j = k;
  const also = word(j) === 'tambem';
  if (also) j += 1;
  // ("e a tinta também é de lá": the shop just named.)
  if (also && word(j) === 'de' && word(j + 1) === 'la') return j + 2;
  const there = word(j) === 'la';
  if (there) j += 1;
  if (!SHOP_CLAUSE_LINKS.has(word(j)) || !shopAt(s, j + 1)) return -1;
  // ("o martelo é da loja de ferragem": without "lá", only a shop named by its goods; of an item said with its article.)
  const goods = SHOPS_OF_GOODS.has(word(j + 1)) && OF_WORDS.has(word(j + 2));
  if (!(there || goods) || articleBefore(s) < 0) return -1;
  return shopNameEnd(s, j + 1);
}

/** Where the item said last before `end` starts with its article ("o martelo", "e os pregos"), or -1. */
function articleBefore(s: TalkState, end = s.out.length): number {
  const { out } = s;
  for (let k = end - 1; k >= s.runStart; k -= 1) {
    const t = out[k];
    if (t === undefined || t.separator || t.fold === 'e') return -1;
    // (The article right before the product: "ó R$ 20 de pão" is no article's.)
    if (DEFINITE_ARTICLES.has(t.fold)) return out[k + 1]?.head === true || out[k + 1]?.brand === true ? k : -1;
  }
  return -1;
}

/** Whether the item said last is joined with "e" to one said with its article before it too: "o martelo e os pregos". */
function pairSaid(s: TalkState): boolean {
  const last = articleBefore(s);
  return last > 0 && s.out[last - 1]?.fold === 'e' && articleBefore(s, last - 1) >= 0;
}

/**
 * "massa de lasanha queijo o vinho é lá da adega e o pão …", "esponja o martelo é da loja de ferragem e a
 * tinta também é de lá": after an item, where else it is bought, said with no "não", rejects it; the
 * shop's words name nothing, and the items before and after stay.
 */
export const boughtThere: Rule<TalkState> = {
  name: 'bought-there-said',
  apply: (s) => {
    if (!s.runItem) return false;
    const end = boughtThereEnd(s, s.i);
    if (end < 0) return false;
    const pair = pairSaid(s);
    dropLastItem(s, undefined);
    // ("o martelo e os pregos é da loja de ferragem": both items said with their articles go.)
    if (pair) {
      if (s.out.at(-1)?.separator === true) s.out.pop();
      dropLastItem(s, undefined);
    }
    return s.skipTo(end);
  },
};
