import { NUMBERED_UNLESS_COLOURED, SIZE_ROUNDERS, WHICH_NUMBER_LABELS } from '../lexicon-size-said';
import { isColour } from './look-after-size';
import type { SpokenQuantity } from '../read-quantity';
import type { Token } from '../tokenize';
import type { Rule } from './rule';

/**
 * What is said with a size, a count or the name that only describes the item (issue 27, look69): read by the item
 * pass's `described-size` and its neighbours.
 */

/** How many words a size rounded up said at `k` takes: "e pouco", "e meio" after "de um quilo", "de um metro" (0: none). */
export const roundedUpAt = (tokens: readonly Token[], k: number): number =>
  tokens[k]?.fold === 'e' && SIZE_ROUNDERS.has(tokens[k + 1]?.fold ?? '') ? 2 : 0;

/** What `label-after-purpose` reads of the item pass's state (`SplitState`, split-items.ts). */
export interface LabelAfterPurposeState {
  readonly tokens: readonly Token[];
  readonly heard: SpokenQuantity | undefined;
  skipped: Token | undefined;
  skipTo(to: number): true;
}

/**
 * "o protetor solar pra praia fator cinquenta e um repelente", "o protetor do pai fator trinta" (look69): after a
 * purpose or whose it is, a number said after its label (`WHICH_NUMBER_LABELS`) says which one, no amount: it goes
 * with the purpose. Right after the name the label names the kind and stays ("protetor solar fator cinquenta").
 */
export const labelAfterPurpose: Rule<LabelAfterPurposeState> = {
  name: 'label-after-purpose',
  apply: (s) => {
    const { heard, skipped } = s;
    if (!heard || heard.unit !== undefined || !WHICH_NUMBER_LABELS.has(skipped?.fold ?? '')) return false;
    // ("camiseta pra bia tamanho dez duas": a count after the label's number is the item's, own6.)
    s.skipped = s.tokens[heard.end - 1];
    return s.skipTo(heard.end);
  },
};

/**
 * Whether the thing named by `words` is named by the number `heard` (`NUMBERED_UNLESS_COLOURED`: "um pacote de bexiga
 * número nove com cinquenta colorida" → Bexiga número nove), no colour said right after it ("bexiga número nove azul"
 * → Bexiga azul).
 */
export function numberedUnlessColoured(
  words: readonly Token[],
  tokens: readonly Token[],
  heard: SpokenQuantity | undefined,
): boolean {
  if (heard === undefined || !words.some((w) => NUMBERED_UNLESS_COLOURED.has(w.sing))) return false;
  const after = tokens[heard.end];
  return after === undefined || !isColour(after);
}
