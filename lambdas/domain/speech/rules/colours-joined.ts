import { ITEM_ARTICLES } from '../lexicon-items';
import { COLOUR_IS_KIND } from '../lexicon-left-in-name';
import { readQuantity } from '../read-quantity';
import { endsItem, type Token } from '../tokenize';
import { isColour, namesAThing } from './look-after-size';
import type { Rule } from './rule';

/** What this rule reads of the item pass's state (`SplitState`, split-items.ts). */
export interface ColoursJoinedState {
  readonly tokens: readonly Token[];
  readonly i: number;
  readonly named: boolean;
  readonly skipped: unknown;
  readonly words: Token[];
  skipTo(to: number): true;
}

/** Whether the next item starts at `k`, or the item ends there: a pause, "e", an amount, a product, an article and a product. */
const nextStarts = (tokens: readonly Token[], k: number): boolean =>
  endsItem(tokens[k]) ||
  tokens[k]?.head === true ||
  readQuantity(tokens, k, false) !== undefined ||
  (ITEM_ARTICLES.has(tokens[k]?.fold ?? '') && tokens[k + 1]?.head === true);

/**
 * "um tubo de creme dental branco e azul uma escova de dente", "um pano de chão cinza e branco e um rodo" (look68b):
 * a thing's colour, "e" and another colour, said last, is how it looks: the second colour is no item (the name pass
 * drops the first, `look-of-a-thing`). Things bought by their colour (`COLOUR_IS_KIND`: "bexiga azul e branca") keep
 * each colour an item of its own.
 */
export const coloursJoined: Rule<ColoursJoinedState> = {
  name: 'colours-joined',
  apply: (s) => {
    const { tokens, i, words } = s;
    const colour = (t: Token | undefined): boolean => t !== undefined && isColour(t);
    if (!s.named || s.skipped || tokens[i]?.fold !== 'e' || !colour(tokens[i - 1]) || !colour(tokens[i + 1]))
      return false;
    if (!nextStarts(tokens, i + 2)) return false;
    const name = words.filter((w) => !colour(w));
    if (name.some((w) => COLOUR_IS_KIND.has(w.sing)) || !namesAThing(name)) return false;
    return s.skipTo(i + 2);
  },
};
