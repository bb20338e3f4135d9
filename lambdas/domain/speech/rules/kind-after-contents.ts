import { readQuantity } from '../read-quantity';
import { endsItem, type Token } from '../tokenize';
import { KIND_LINKS } from '../lexicon-items';

/** At most this many words say the kind after what a pack holds ("sem gás", "puro malte"). */
const MOST_KIND_WORDS = 3;

/**
 * "um fardo de água de seis garrafas de um litro e meio sem gás", "uma caixa de leite de doze caixinhas
 * de um litro integral": after what a pack holds and their size, the words up to the item's end that say
 * the product's kind (a link such as "sem" and its word, or words that start no product, brand or
 * amount) are the name's. Returns where they end, or -1 when the words there are no kind that ends the
 * item (`purposeEnd` says where a purpose said at a position ends).
 */
export function kindAfterContents(tokens: readonly Token[], from: number, purposeEnd: (k: number) => number): number {
  let end = from;
  while (end < from + MOST_KIND_WORDS && !endsItem(tokens[end]) && purposeEnd(end) === end) {
    const t = tokens[end] as Token;
    const linked = KIND_LINKS.has(t.fold) && tokens[end + 1] !== undefined && !endsItem(tokens[end + 1]);
    if (t.brand === true || readQuantity(tokens, end, false) !== undefined) return -1;
    if (linked) end += 2;
    else if (t.head && end === from) return -1;
    else end += 1;
  }
  return end > from && (endsItem(tokens[end]) || purposeEnd(end) > end) ? end : -1;
}
