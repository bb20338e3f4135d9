import { ITEM_ARTICLES, MODIFIER_LINKS } from '../lexicon-items';
import { readQuantity, type SpokenQuantity } from '../read-quantity';
import { endsItem, type Token } from '../tokenize';
import { isMeasure } from '../units';
import type { Rule } from './rule';

/** What these rules read of the item pass's state (`SplitState`, split-items.ts). */
export interface AmountAgainState {
  readonly tokens: readonly Token[];
  i: number;
  readonly heard: SpokenQuantity | undefined;
  readonly named: boolean;
  quantity: SpokenQuantity | undefined;
  words: Token[];
  close(): void;
}

/**
 * Where the item ends at `k`: its end, the next amount, the next product, or an article and the
 * next product ("seis sachês um brinquedo", "duas escovas e um sabonete").
 */
export function itemEndsAt(tokens: readonly Token[], k: number): boolean {
  const next = tokens[k];
  if (next === undefined || endsItem(next) || next.head) return true;
  if (ITEM_ARTICLES.has(next.fold) && tokens[k + 1]?.head === true) return true;
  return readQuantity(tokens, k, false) !== undefined;
}

/**
 * "sachê de ração úmida pra gata seis sachês um brinquedo", "pacote de fralda pro bebê três pacotes
 * e lenço": a container said first without a count, then the same container counted after the name
 * (or its purpose), up to the item's end: the count is the item's, the container said once.
 */
export const containerSaidAgain: Rule<AmountAgainState> = {
  name: 'container-said-again',
  apply: (s) => {
    const { heard, quantity, tokens } = s;
    if (!heard || !s.named || heard.linked || heard.money || quantity === undefined) return false;
    if (typeof heard.unit !== 'string' || isMeasure(heard.unit) || heard.unit !== quantity.unit) return false;
    if (quantity.value !== 1 || !itemEndsAt(tokens, heard.end)) return false;
    s.quantity = heard;
    s.i = heard.end;
    s.close();
    return true;
  },
};

/**
 * "escova de dente duas escovas e …", "pano de prato três panos um rodo": after a name with its
 * kind said with "de" and no amount, a count and the name's first word said again (in the plural)
 * count it; the name takes the word as said with the count ("Escovas de dente", 2).
 */
export const headSaidAgain: Rule<AmountAgainState> = {
  name: 'head-said-again',
  apply: (s) => {
    const { heard, tokens, words } = s;
    if (!heard || !s.named || s.quantity !== undefined || heard.linked || heard.money || heard.unit !== undefined)
      return false;
    const first = words[0];
    const again = tokens[heard.end];
    if (first === undefined || again === undefined || !first.head || again.sing !== first.sing) return false;
    // (Only a name with its kind after "de": a word said alone again is the item said again, "limão … dez limões".)
    if (!MODIFIER_LINKS.has(words[1]?.fold ?? '') || !itemEndsAt(tokens, heard.end + 1)) return false;
    s.words = [again, ...words.slice(1)];
    s.quantity = { ...heard, end: heard.end + 1 };
    s.i = heard.end + 1;
    s.close();
    return true;
  },
};
