import { KIND_COUNTED_NOUNS } from '../lexicon-counted-kind';
import type { SpokenQuantity } from '../read-quantity';
import { endsItem, type Token } from '../tokenize';
import type { Rule } from './rule';

/** What this rule reads of the item pass's state (`SplitState`, split-items.ts). */
export interface CountedKindState {
  readonly tokens: readonly Token[];
  i: number;
  readonly heard: SpokenQuantity | undefined;
  readonly named: boolean;
  readonly words: Token[];
}

/**
 * "um pacote de arroz sete grãos", "pão doze grãos", "mix cinco cereais" (i27c): a number said right after
 * the product's name, with no unit and no "de", followed by a plural noun that counts a kind (`KIND_COUNTED_NOUNS`)
 * where the item ends, joins the name: it is the product's kind, not an amount, and not an item of its own.
 */
export const kindCountedInName: Rule<CountedKindState> = {
  name: 'kind-counted-in-name',
  apply: (s) => {
    const { heard, tokens } = s;
    if (!heard || !s.named || heard.linked || heard.money || heard.unit !== undefined) return false;
    const noun = tokens[heard.end];
    // (Not after "de": "bandeja de morango de umas vinte frutas" is the pack's size; a product is the next item.)
    if (noun === undefined || !KIND_COUNTED_NOUNS.has(noun.fold) || s.words.at(-1)?.fold === 'de') return false;
    if (!endsItem(tokens[heard.end + 1])) return false;
    s.words.push(...tokens.slice(s.i, heard.end + 1));
    s.i = heard.end + 1;
    return true;
  },
};
