import type { SpokenQuantity } from '../read-quantity';
import type { Token } from '../tokenize';
import { PACK_SIZE_LINKS } from '../lexicon-amounts';
import { isMeasure } from '../units';
import type { Rule } from './rule';

/** What this rule reads of the item pass's state (`SplitState`, split-items.ts). */
export interface PackCountState {
  readonly heard: SpokenQuantity | undefined;
  readonly named: boolean;
  readonly skipped: unknown;
  readonly quantity: SpokenQuantity | undefined;
  readonly previous: Token | undefined;
  skipTo(to: number): true;
}

/**
 * "um pacote de pão de cachorro quente dez unidades ketchup", "uma caixa de bombom vinte unidades e
 * um suco": after a product bought by the container said first, a count of units said after its
 * name is how many the pack holds, neither its amount nor the next product's.
 */
export const packCountAfterName: Rule<PackCountState> = {
  name: 'pack-count-after-name',
  apply: (s) => {
    const { heard, quantity } = s;
    if (!heard || !s.named || s.skipped || heard.linked || heard.money || heard.unit !== null || heard.value < 2)
      return false;
    if (typeof quantity?.unit !== 'string' || isMeasure(quantity.unit)) return false;
    // ("um pacote de balão de 50 unidades colorido": a size said with "de" is `pack-size`'s.)
    if (PACK_SIZE_LINKS.has(s.previous?.fold ?? '')) return false;
    return s.skipTo(heard.end);
  },
};
