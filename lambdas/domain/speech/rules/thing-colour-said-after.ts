import { CONNECTORS, ITEM_ARTICLES } from '../lexicon-items';
import { COLOUR_IS_KIND } from '../lexicon-left-in-name';
import { readQuantity } from '../read-quantity';
import { endsItem, type Token } from '../tokenize';
import { isThingColour } from './look-after-size';
import type { Rule } from './rule';

/** What this rule reads of the item pass's state (`SplitState`, split-items.ts). */
export interface ThingColourState {
  readonly tokens: readonly Token[];
  readonly i: number;
  readonly named: boolean;
  readonly skipped: unknown;
  readonly quantity: unknown;
  readonly previous: Token | undefined;
  readonly words: Token[];
  skipTo(to: number): true;
}

/** Whether the item ends at `k`: a pause, "e", an amount, an article and a product (a bare product may be a list's next). */
const itemEndsAt = (tokens: readonly Token[], k: number): boolean =>
  endsItem(tokens[k]) ||
  readQuantity(tokens, k, false) !== undefined ||
  (ITEM_ARTICLES.has(tokens[k]?.fold ?? '') && tokens[k + 1]?.head === true);

/**
 * "duas flanelas laranja um rodo", "uma esponja laranja e um balde", "um pano de prato rosa e sabão" (look69): a colour
 * named like a product (`COLOUR_PRODUCTS`) said right after a thing's name, said with its amount first (`isThingColour`: by the categoriser's
 * aisle; no scent of it, "detergente limão"), where the item ends, is how the thing looks, no item of its own; it goes,
 * as any colour of a thing (`look-of-a-thing`), and stays in the name of things bought by their colour
 * (`COLOUR_IS_KIND`: "bexiga rosa").
 */
export const thingColourSaidAfter: Rule<ThingColourState> = {
  name: 'thing-colour-said-after',
  apply: (s) => {
    const { tokens, i, words } = s;
    const token = tokens[i];
    // (The thing said with its amount first: "shampoo condicionador laranja e banana" may be a list of three.)
    if (!s.named || s.skipped || s.quantity === undefined || !token?.head || CONNECTORS.has(s.previous?.fold ?? ''))
      return false;
    if (!isThingColour(token, words) || !itemEndsAt(tokens, i + 1)) return false;
    if (words.some((w) => COLOUR_IS_KIND.has(w.sing))) words.push(token);
    return s.skipTo(i + 1);
  },
};
