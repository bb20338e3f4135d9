import { isPlaceWord } from '../lexicon-index';
import { ITEM_ARTICLES } from '../lexicon-items';
import {
  ELSEWHERE_PLACES,
  PROVIDED_LAST,
  SHOP_LINKS,
  THEN_ALSO,
  THEN_NOT,
  THEN_NOT_POINTERS,
} from '../lexicon-not-to-buy';
import { namesItem, type TalkState } from '../talk-state';
import type { Token } from '../tokenize';
import { phraseAt } from './change-of-mind';
import type { Rule } from './rule';

/** Whether a shop is named at `k` after its "da/do/na/no" ("da padaria", "no açougue"). */
const shopAfter = (part: readonly Token[], k: number): boolean =>
  SHOP_LINKS.has(part[k - 1]?.fold ?? '') &&
  (isPlaceWord(part[k]?.sing ?? '') || ELSEWHERE_PLACES.has(part[k]?.fold ?? ''));

/**
 * Where the talk after "então não", "então não compra isso", "então deixa" at `i` returns to the list, -1 when it
 * does not: the phrase said last (before a pause or the end), or before a request, or "e"/"mas" (and "também") and
 * a request, an amount or a product ("… então não pega pega dois quilos de batata", "… então não precisa e dois
 * cocos", "… então deixa e também um chantilly"); "do mercado" after it says where it need not come from.
 */
export function thenNotEnd(s: TalkState, i: number): number {
  const { tokens } = s;
  // (Every phrase opens with "então".)
  if (s.word(i) !== 'entao') return -1;
  const phrase = phraseAt(s, i, THEN_NOT);
  if (phrase === 0) return -1;
  let end = i + phrase + (THEN_NOT_POINTERS.has(s.word(i + phrase)) ? 1 : 0);
  if (shopAfter(tokens, end + 1)) end += 2;
  const link = ['mas', 'e'].includes(s.word(end)) ? 1 + (THEN_ALSO.has(s.word(end + 1)) ? 1 : 0) : 0;
  const after = end + link;
  const back =
    s.phraseAt[after]?.kind === 'add' ||
    (link > 0 && (s.amountAt(after, true) || (tokens[after] !== undefined && namesItem(tokens[after]))));
  const next = tokens[end];
  if (back) return after;
  return next === undefined || next.separator ? end : -1;
}

/**
 * "… e farofa a ju disse que leva então não compra", "e o guardanapo a tia traz então não": said last
 * (`thenNotEnd`: before a pause or the end, or where talk returns to the list), "então não"/"então deixa" after an
 * item and a verb of someone providing it, or the shop it comes from ("o cacetinho é da padaria então não
 * anota mas põe …"), takes that item back: the words since the last "e", pause or article that singles it
 * out after another item go, with the phrase.
 */
export const thenNot: Rule<TalkState> = {
  name: 'then-not-said-last',
  apply: (s) => {
    const { i, out } = s;
    const end = thenNotEnd(s, i);
    if (end < 0) return false;
    let start = out.length;
    while (start > 0 && out[start - 1]?.fold !== 'e' && !out[start - 1]?.separator) start -= 1;
    // ("um quilo de costelinha a couve o zé traz …": an article after an item singles the next one out.)
    const singled = out.findLastIndex(
      (t, n) =>
        n > start && ITEM_ARTICLES.has(t.fold) && out[n + 1]?.head === true && out.slice(start, n).some(namesItem),
    );
    if (singled > 0) start = singled;
    const part = out.slice(start);
    // ("a couve o zé traz da horta dele então não precisa", "o cacetinho é da padaria então não anota": a
    // verb of providing it, or the shop it comes from, after the item; first in the talk too.)
    const item = part.findIndex(namesItem);
    const provided = part.slice(item + 1).some((t, n) => PROVIDED_LAST.has(t.fold) || shopAfter(part, item + 1 + n));
    if (item < 0 || !provided) return false;
    out.length = Math.max(0, start - (out[start - 1]?.fold === 'e' ? 1 : 0));
    return s.skipTo(end);
  },
};
