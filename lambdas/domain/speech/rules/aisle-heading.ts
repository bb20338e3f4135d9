import { AISLE_HEADINGS } from '../lexicon-counted';
import { MODIFIER_LINKS, QUALIFIERS } from '../lexicon-items';
import { readQuantity } from '../read-quantity';
import type { Token } from '../tokenize';
import type { Rule } from './rule';

/** What this rule reads and changes of the item pass's state (`SplitState`, split-items.ts). */
export interface HeadingState {
  readonly tokens: readonly Token[];
  i: number;
  readonly named: boolean;
  readonly quantity: unknown;
  close(): void;
}

/**
 * "bebidas uma coca e uma água tônica limpeza um veja e um bom ar", "higiene dois sabonetes": a section of
 * the shop (`AISLE_HEADINGS`) said on its own right before an amount or a product heads what follows: no item,
 * and it ends the item said before it ("produtos de limpeza", "a de frios" keep it in the name).
 */
export const aisleHeading: Rule<HeadingState> = {
  name: 'aisle-heading',
  apply: (s) => {
    const { tokens, i } = s;
    const word = tokens[i];
    const before = tokens[i - 1]?.fold ?? '';
    if (!word || !AISLE_HEADINGS.has(word.sing) || MODIFIER_LINKS.has(before) || QUALIFIERS.has(before)) return false;
    const next = tokens[i + 1];
    if (next?.head !== true && readQuantity(tokens, i + 1, true) === undefined) return false;
    if (s.named || s.quantity !== undefined) s.close();
    s.i = i + 1;
    return true;
  },
};
