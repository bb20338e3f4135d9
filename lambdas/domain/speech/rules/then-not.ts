import { isPlaceWord } from '../lexicon-index';
import { ITEM_ARTICLES } from '../lexicon-items';
import { ELSEWHERE_PLACES, PROVIDED_LAST, SHOP_LINKS, THEN_NOT } from '../lexicon-not-to-buy';
import { namesItem, type TalkState } from '../talk-state';
import type { Token } from '../tokenize';
import type { Rule } from './rule';

/** Whether a shop is named at `k` after its "da/do/na/no" ("da padaria", "no açougue"). */
const shopAfter = (part: readonly Token[], k: number): boolean =>
  SHOP_LINKS.has(part[k - 1]?.fold ?? '') &&
  (isPlaceWord(part[k]?.sing ?? '') || ELSEWHERE_PLACES.has(part[k]?.fold ?? ''));

/** The length of "então não (compra …)"/"então deixa" said at `k` (`THEN_NOT`), 0 when none. */
/**
 * Where "então não (compra …)"/"então deixa" (`THEN_NOT`) said at `k` ends, when talk turns back to the list
 * after it: a pause or the end, "mas" or "e" and an add request, an add request, or "e" and an amount or a
 * product ("… então não põe e pega amendoim", "… então deixa e também um chantilly", i27g); -1 otherwise.
 */
export function thenNotEnd(s: TalkState, k: number): number {
  const phrase = THEN_NOT.filter((p) => p.every((w, n) => s.word(k + n) === w)).reduce(
    (best, p) => Math.max(best, p.length),
    0,
  );
  if (phrase === 0) return -1;
  const but = ['mas', 'e'].includes(s.word(k + phrase)) && s.phraseAt[k + phrase + 1]?.kind === 'add' ? 1 : 0;
  const after = k + phrase + but;
  const next = s.tokens[after];
  const also = after + (s.word(after + 1) === 'tambem' ? 2 : 1);
  const back =
    but > 0 ||
    next === undefined ||
    next.separator ||
    s.phraseAt[after]?.kind === 'add' ||
    (s.word(after) === 'e' && (s.tokens[also]?.head === true || s.amountAt(also, false)));
  return back ? after : -1;
}

/**
 * "… e farofa a ju disse que leva então não compra", "e o guardanapo a tia traz então não": said last
 * (before a pause or the end, or before "mas" and an add request), "então não"/"então deixa" after an
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
