import { KIND_ASKED, kindAskedAfterReason, kindOnlyAsked } from '../not-to-buy';
import { RAN_OUT_PHRASES } from '../lexicon-items';
import { DEFINITE_ARTICLES } from '../lexicon-talk';
import { KIND_LEADS } from '../lexicon-kind-asked';
import { KIND_ENDINGS, ONLY_WORDS } from '../lexicon-not-to-buy';
import { readQuantity } from '../read-quantity';
import type { TalkState } from '../talk-state';
import type { Rule } from './rule';

/**
 * reason-then-kind-asked (kind66): after an item, someone and what they say or think of it ("a mari falou que o
 * cheiro é muito forte", "o lucas acha enjoativo"), then a request for only another kind of it (`kindOnlyAsked`:
 * "pega o de eucalipto", "põe sem sal") is a change of mind said without "não": the reason goes and the request
 * revises the item, as after "não" (`KIND_ASKED`): "o desinfetante pinho sol a mari falou que o cheiro é muito
 * forte pega o de eucalipto" → `Desinfetante de eucalipto`. A request naming a product of its own keeps both.
 */
export const reasonThenKind: Rule<TalkState> = {
  name: 'reason-then-kind-asked',
  apply: (s) => {
    // (Not in a removal's run: "tira o X que …"; after what is not to buy, or a removal that named nothing before
    // "e" ("então não pega e o sabonete …"), the run is the list again.)
    const listAgain = s.notToBuyRun === s.runStart || s.out[s.runStart]?.fold === 'e';
    if (!s.runItem || (s.lastKind === 'remove' && !listAgain)) return false;
    const end = kindAskedAfterReason(s, s.i);
    if (end < 0) return false;
    s.out.push(KIND_ASKED);
    return s.skipTo(end);
  },
};

/**
 * product-then-kind-asked (kind66): a product said alone (or said to have run out, `RAN_OUT_PHRASES`), then a
 * request for only a kind of it with its article ("pega o de camomila", "põe a sem lactose", "pega o light";
 * after "acabou" any `kindOnlyAsked`), asks for that kind of the product: the phrase, the request and its article
 * go, the kind stays with the product ("o shampoo acabou pega o de camomila" → `Shampoo de camomila`), so a change
 * of mind after it revises that item. "o sal acabou pega sal refinado" is left to the requests (a product of its
 * own), "no lugar do café põe o descafeinado" to the swap.
 */
export const productThenKind: Rule<TalkState> = {
  name: 'product-then-kind-asked',
  apply: (s) => {
    const { i } = s;
    const phrase = s.phraseAt[i];
    if (!s.runItem || phrase?.kind !== 'add') return false;
    // (Said of one product with no amount: "o leite acabou", not "dois quilos de arroz acabou".)
    const run = s.out.slice(s.runStart);
    // (One product, with its kind said with "de" if any: "o sabonete de erva doce acabou".)
    const heads = run.filter((t, n) => t.head && !KIND_LEADS.has(run[n - 1]?.fold ?? ''));
    if (run.some((t) => /\d/.test(t.fold) || t.separator) || heads.length !== 1) return false;
    // ("o shampoo pega o de babosa": said alone, then only its kind asked for, with its article, kind66.)
    const ranOut = RAN_OUT_PHRASES.has(phrase.words.join(' '));
    const k = ranOut ? i + phrase.words.length : i;
    if (s.request(k) === 0 || !(kindOnlyAsked(s, k) || kindWordAsked(s, k))) return false;
    // (Not after a swap or removal: "no lugar do café põe o descafeinado" is the swap's.)
    const swapped = s.lastKind === 'remove' || s.lastKind === 'swap';
    if (!ranOut && (swapped || (!kindWordAsked(s, k) && !kindWithArticle(s, k)))) return false;
    // ("o sabonete de erva doce acabou pega o de aveia": a kind said already is replaced, as after "não".)
    const product = run.findIndex((t) => t.head);
    const before = DEFINITE_ARTICLES.has(run[0]?.fold ?? '') ? 1 : 0;
    if (ranOut && product === before && run.length > product + 1) {
      s.out.push(KIND_ASKED);
      return s.skipTo(k);
    }
    let j = k + s.request(k);
    // (The request was said: the run is asked for, whatever was declined before it.)
    s.lastKind = 'add';
    while (ONLY_WORDS.has(s.word(j)) || DEFINITE_ARTICLES.has(s.word(j))) j += 1;
    return s.skipTo(j);
  },
};

/**
 * Whether the request at `k` asks, with its article, for one word shaped like a kind (`KIND_ENDINGS`) and
 * nothing more before the item ends: "pega o light", "compra a integral".
 */
function kindWordAsked(s: TalkState, k: number): boolean {
  const j = k + s.request(k);
  const t = s.tokens[j + 1];
  const next = s.tokens[j + 2];
  return (
    DEFINITE_ARTICLES.has(s.word(j)) &&
    t !== undefined &&
    !t.head &&
    t.brand !== true &&
    t.fold.length > 3 &&
    KIND_ENDINGS.some((end) => t.fold.endsWith(end)) &&
    (next === undefined || next.separator || next.fold === 'e')
  );
}

/**
 * Whether the add request at `k` asks, with a container and its size, for only another kind of the item
 * ("pega um pacote de cinco quilos tipo um", "pega um saco de um quilo carioca"): a rejection's reason ends there.
 */
export function sizedKindAsked(s: TalkState, k: number): boolean {
  const amount = readQuantity(s.tokens, k + s.request(k), false);
  if (amount?.linked !== true || amount.unit === undefined) return false;
  const size = readQuantity(s.tokens, amount.end, false);
  return size !== undefined && !size.linked && size.unit !== undefined && kindOnlyAsked(s, k);
}

/** Whether the request at `k` asks for only a kind with its article ("pega o de babosa", "põe a sem sal"). */
function kindWithArticle(s: TalkState, k: number): boolean {
  const j = k + s.request(k);
  return DEFINITE_ARTICLES.has(s.word(j)) && KIND_LEADS.has(s.word(j + 1));
}
