import { baseWords } from '../diminutive';
import { isKnownWord } from '../lexicon-index';
import type { SpokenQuantity } from '../read-quantity';
import type { Token } from '../tokenize';
import { itemEndsAt, looksEnd } from './look-after-amount';
import type { Rule } from './rule';

/** What `described-ones` reads of the item pass's state (`SplitState`, split-items.ts). */
export interface DescribedOnesState {
  readonly tokens: readonly Token[];
  readonly heard: SpokenQuantity | undefined;
  readonly named: boolean;
  readonly skipped: unknown;
  quantity: SpokenQuantity | undefined;
  i: number;
  purposeEnd(k: number): number;
  close(): void;
}

/**
 * "abóbora de pescoço uma pequena inteira", "ovos doze bem grandes e leite", "mamão dois maduros o limão" (look69): a
 * count said after the name, then a word or two that only describe the product (`isDescribingWord`: a size word, a look,
 * "inteiro"), where the item ends, says how many and which ones, no item of its own (the count said first stays), as
 * `whole-ones` does with "inteiro" alone.
 */
export const describedOnes: Rule<DescribedOnesState> = {
  name: 'described-ones',
  apply: (s) => {
    const { heard, tokens } = s;
    if (!heard || !s.named || s.skipped || heard.unit !== undefined || heard.linked || heard.money) return false;
    const end = looksEnd(tokens, heard.end);
    if (end === heard.end || !itemEndsAt(s, end)) return false;
    // ("bolo um grande docinhos cem": a product said smaller is the next item, no look.)
    if (tokens.slice(heard.end, end).some((t) => baseWords(t.sing).some(isKnownWord))) return false;
    s.quantity ??= heard;
    s.i = s.purposeEnd(end);
    s.close();
    return true;
  },
};
