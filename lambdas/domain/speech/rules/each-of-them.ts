import { EACH_WORDS } from '../lexicon-counted';
import { readQuantity, type SpokenQuantity } from '../read-quantity';
import type { Token } from '../tokenize';
import type { Rule } from './rule';

/** What this rule reads and changes of the item pass's state (`SplitState`, split-items.ts). */
export interface EachState {
  readonly tokens: readonly Token[];
  i: number;
  readonly heard: SpokenQuantity | undefined;
  readonly named: boolean;
  quantity: SpokenQuantity | undefined;
  readonly items: Array<{ quantity: SpokenQuantity | undefined; headed?: boolean }>;
  close(): void;
}

/**
 * "uva morango e kiwi uma bandeja de cada", "cenoura e batata um quilo de cada", "coca e guaraná dois de
 * cada": an amount said with "de cada" after a run of products said without amounts is the amount of
 * each of them (back to the last product said with an amount, or to the first after a heading); "cada"
 * is no item.
 */
export const amountOfEach: Rule<EachState> = {
  name: 'amount-of-each',
  apply: (s) => {
    const { tokens } = s;
    // ("feijão e macarrão um de cada": "um" after a name is read as an article unless asked.)
    const heard = s.heard ?? readQuantity(tokens, s.i, true);
    if (!heard?.linked || heard.money || !EACH_WORDS.has(tokens[heard.end]?.fold ?? '')) return false;
    if (s.named) {
      if (s.quantity !== undefined) return false;
      s.close();
    }
    const { items } = s;
    let k = items.length - 1;
    for (; k >= 0 && items[k]?.quantity === undefined; k -= 1) {
      const item = items[k] as EachState['items'][number];
      item.quantity = { ...heard, linked: false };
      if (item.headed) break;
    }
    if (k === items.length - 1) return false;
    s.i = heard.end + 1;
    return true;
  },
};
