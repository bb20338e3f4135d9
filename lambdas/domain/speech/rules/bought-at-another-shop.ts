import { isPlaceWord } from '../lexicon-index';
import {
  ELSEWHERE_PLACES,
  INDEFINITE_ARTICLES,
  ONLY_WORDS,
  REJECTED_POINTERS,
  SHOP_KINDS,
} from '../lexicon-not-to-buy';
import { HERE_WORDS, OTHER_SHOPS, SHOP_BUYERS, SHOP_CLAUSE_LINKS, SHOPS_OF_GOODS } from '../lexicon-shop-said';
import { AFTER_REJECTION, BUY_VERBS, DEFINITE_ARTICLES, OF_WORDS, OTHER_WORDS, VERB_ADVERBS } from '../lexicon-talk';
import { dropLastItem } from '../not-to-buy';
import { readNumber } from '../number-words';
import type { TalkState } from '../talk-state';
import type { Rule } from './rule';

/** How many words the shop's name may take after its noun ("loja de material de construção"). */
const MAX_SHOP_WORDS = 7;

// ("lá na casa de material de construção": a shop named by its goods too.)
export const shopAt = (s: TalkState, k: number): boolean =>
  SHOP_KINDS.has(s.word(k)) ||
  ELSEWHERE_PLACES.has(s.word(k)) ||
  OTHER_SHOPS.has(s.word(k)) ||
  (SHOPS_OF_GOODS.has(s.word(k)) && OF_WORDS.has(s.word(k + 1)) && s.tokens[k + 2]?.separator === false);

/**
 * Where the shop's name that starts with its noun at `k` ends: its kind ("loja de tinta", "de casa e
 * decoração"), whose it is ("da dona Neide") or what it is ("municipal"), up to a pause, a request,
 * "aqui", "mas", "então", an amount, or a product said after it (one right after "loja de" is the shop's).
 */
export function shopNameEnd(s: TalkState, k: number): number {
  let goods = false;
  let j = k + 1;
  for (; j < Math.min(s.tokens.length, k + MAX_SHOP_WORDS); j += 1) {
    const t = s.tokens[j];
    if (t === undefined || t.separator || s.request(j) > 0 || readNumber(s.word, j) !== undefined) break;
    if (HERE_WORDS.has(t.fold) || t.fold === 'mas' || t.fold === 'entao') break;
    // ("loja de casa e decoração": what the shop sells, joined with "e"; else "e" ends it.)
    if (t.fold === 'e' && (!goods || readNumber(s.word, j + 1) !== undefined)) break;
    if (OTHER_WORDS.has(t.fold)) break;
    if (OF_WORDS.has(s.word(j - 1)) && SHOPS_OF_GOODS.has(s.word(j - 2))) goods = true;
    else if ((t.head || t.brand) && !OF_WORDS.has(s.word(j - 1)) && !(goods && s.word(j - 1) === 'e')) break;
  }
  return j;
}

/**
 * Where a clause at `k` (the "não" after an item) saying the item is bought at another shop ends, or -1:
 * "não isso é da loja de tinta", "não esse é lá na farmácia", "não isso a gente compra na loja de material
 * de construção", "não esse eu peço lá do depósito", "não é aqui mas" (the "é" is gone). After the shop,
 * "aqui (só)" or "mas" goes too: what follows is asked for here.
 */
function otherShopEnd(s: TalkState, k: number): number {
  const { word } = s;
  if (word(k) !== 'nao' || s.phraseAt[k] !== undefined) return -1;
  let j = k + 1;
  // ("não peraí isso é loja de esporte": a pause word before the pointer.)
  if (AFTER_REJECTION.has(word(j)) && word(j) !== 'nao') j += 1;
  const pointed = REJECTED_POINTERS.has(word(j));
  if (pointed) j += 1;
  // "não é aqui mas meia …": not this shop, then what is.
  if (HERE_WORDS.has(word(j)) && word(j + 1) === 'mas') return j + 2;
  // "a gente compra", "eu peço", "nós sempre pegamos".
  const buyer = word(j) === 'a' && word(j + 1) === 'gente' ? 2 : SHOP_BUYERS.has(word(j)) ? 1 : 0;
  let verb = j + buyer;
  while (VERB_ADVERBS.has(word(verb)) && verb < j + buyer + 2) verb += 1;
  const buys = BUY_VERBS.has(word(verb)) && (buyer > 0 || s.request(verb) === 0);
  if (buys) j = verb + 1;
  else if (buyer > 0) return -1;
  const there = word(j) === 'la';
  if (there) j += 1;
  // ("não isso é papelaria chocolate …": after the pointer, a shop said without its link too.)
  const bare = pointed && !buys && !there && shopAt(s, j);
  if (!bare && (!(pointed || buys || there) || !SHOP_CLAUSE_LINKS.has(word(j)))) return -1;
  const shop = bare ? j : j + 1;
  if (!shopAt(s, shop) && !isPlaceWord(s.tokens[shop]?.sing ?? '')) return -1;
  // (A room is no shop: "não esse é do banheiro".)
  if (!shopAt(s, shop) && !buys) return -1;
  let end = shopNameEnd(s, shop);
  // ("não isso é do posto e gelo", "é da drogaria outra loja pega …": `not-to-buy-clause` ends those.)
  if (word(end) === 'e' || OTHER_WORDS.has(word(end))) return -1;
  if (HERE_WORDS.has(word(end))) {
    end += 1;
    if (ONLY_WORDS.has(word(end))) end += 1;
  } else if (word(end) === 'mas') end += 1;
  return end;
}

/**
 * "lâmpada não isso a gente compra na loja de material de construção aqui é só pilha …", "o bolo não esse é
 * da confeitaria da dona Neide refrigerante …", "tênis não é aqui mas meia …": after an item, "não" and
 * the shop that sells it (`otherShopEnd`) reject it; the shop's words name nothing, and the products
 * after "aqui", "mas" or the shop are asked for here. The items said before it stay.
 */
export const boughtAtAnotherShop: Rule<TalkState> = {
  name: 'bought-at-another-shop',
  apply: (s) => {
    if (!s.runItem) return false;
    const end = otherShopEnd(s, s.i);
    if (end < 0) return false;
    dropLastItem(s, undefined);
    return s.skipTo(end);
  },
};

/**
 * "o remédio não mas o chá pra dor de barriga …", "refrigerante não mas suco dois litros": after an item,
 * "não mas" and another product (said with its article or not, or asked for) rejects the item; what
 * follows is asked for instead.
 */
export const notButThat: Rule<TalkState> = {
  name: 'not-but-that',
  apply: (s) => {
    const { i, word } = s;
    if (!s.runItem || word(i) !== 'nao' || word(i + 1) !== 'mas' || s.phraseAt[i] !== undefined) return false;
    // ("alho também não mas cebola": "também não" is `not-to-buy-clause`'s.)
    if (word(i - 1) === 'tambem') return false;
    const article = DEFINITE_ARTICLES.has(word(i + 2)) || INDEFINITE_ARTICLES.has(word(i + 2)) ? 1 : 0;
    const next = s.tokens[i + 2 + article];
    const asked = s.phraseAt[i + 2]?.kind === 'add' || next?.head === true || next?.brand === true;
    if (!asked) return false;
    dropLastItem(s, undefined);
    return s.skipTo(i + 2);
  },
};
