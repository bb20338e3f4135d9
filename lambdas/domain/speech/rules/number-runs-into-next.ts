import { categoriseItem } from '../../categories/categorise-item';
import { NON_FOODS } from '../../categories/category-modifiers';
import type { CategoryName } from '../../categories/categories';
import { readNumber } from '../number-words';
import { readQuantity, type SpokenQuantity } from '../read-quantity';
import type { Token } from '../tokenize';
import { isMeasure } from '../units';
import { LINKS_TO_SIZE } from '../lexicon-items';
import type { Rule } from './rule';

/** What this rule reads of the item pass's state (`SplitState`, split-items.ts). */
export interface NumberRunsIntoNextState {
  readonly tokens: readonly Token[];
  readonly i: number;
  readonly heard: SpokenQuantity | undefined;
  readonly named: boolean;
  readonly skipped: unknown;
  readonly previous: Token | undefined;
  readonly words: Token[];
  close(): void;
  skipTo(to: number): true;
}

/**
 * "um pacote de espeto de bambu de cinquenta e dois quilos de coração de frango", "uma caixa de
 * copo de duzentos e três litros de leite": after a product named, a size said with "de" in round
 * words ("cinquenta") and "e" with a smaller number that has a measure and "de" and a product after
 * it: the round number is the pack's size, and the measure starts the next item (2 kg of coração),
 * the reading where the product after the measure is bought, when a thing's pack is followed by a
 * food ("um pacote de cinquenta e dois quilos de frango", with nothing named before the size, stays one
 * amount).
 */
export const numberRunsIntoNext: Rule<NumberRunsIntoNextState> = {
  name: 'number-runs-into-next',
  apply: (s) => {
    const { heard, tokens, i } = s;
    if (!heard || !s.named || s.skipped || !heard.linked || typeof heard.unit !== 'string' || !isMeasure(heard.unit))
      return false;
    if (!LINKS_TO_SIZE.has(s.previous?.fold ?? '') || tokens[i + 1]?.fold !== 'e') return false;
    const word = (k: number): string => tokens[k]?.fold ?? '';
    // (the round number alone: "cinquenta", "duzentos"; not digits.)
    const round = readNumber((k) => (k === i ? word(k) : ''), i);
    if (!round || round.half || /^\d/.test(word(i)) || round.value < 20 || round.value % 10 !== 0) return false;
    const next = readQuantity(tokens, i + 2, false);
    const product = tokens[heard.end];
    if (next?.end !== heard.end || next.unit !== heard.unit || product?.head !== true) return false;
    // Only a thing's pack ("espeto", "copo descartável"; `NON_FOODS`) is sized in round words before a food
    // weighed or measured: "um saco de ração de vinte e cinco quilos de frango" stays 25 kg.
    const aisle = (words: readonly Token[]): CategoryName => categoriseItem(words.map((w) => w.raw).join(' ')).category;
    const thing = NON_FOODS.includes(aisle(s.words.slice(0, -1)));
    if (!thing || NON_FOODS.includes(aisle(tokens.slice(heard.end, heard.end + 1)))) return false;
    s.words.pop();
    s.close();
    return s.skipTo(i + 2);
  },
};
