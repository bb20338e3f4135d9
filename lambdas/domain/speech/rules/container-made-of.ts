import { CONTAINER_MATERIALS } from '../lexicon-counted';
import { PET_OWNERS } from '../lexicon-left-in-name';
import type { Token } from '../tokenize';
import { isMeasure, unitFor } from '../units';
import type { PackageWordsState } from './package-words';
import type { Rule } from './rule';

/** What this rule reads and changes of the item pass's state (`SplitState`, split-items.ts). */
export type MadeOfState = PackageWordsState & {
  /** Where a purpose or description starting at `k` ends (`k` when none does). */
  purposeEnd(k: number): number;
};

/**
 * "uma caixa de isopor grande", "dois potes de plástico", "um copo de vidro", "o sachê de gato": a container said
 * with "de" and what it is made of (`CONTAINER_MATERIALS`) or the animal it is for (`PET_OWNERS`) holds no
 * product: it is the product itself, counted plainly ("Caixa de isopor", 1; "Sachê de gato", 1).
 */
export const containerMadeOf: Rule<MadeOfState> = {
  name: 'container-made-of',
  apply: (s) => {
    const { heard, tokens } = s;
    if (!heard || s.named || s.quantity !== undefined || !heard.linked || heard.money) return false;
    const container = tokens[heard.end - 2];
    const unit = unitFor(container?.fold ?? '');
    if (!container || unit === undefined || isMeasure(unit) || unit !== heard.unit) return false;
    const of = tokens[heard.end]?.fold ?? '';
    // ("o sachê da gata": whose it is, said with "do/da", is `container-of-someone`'s.)
    if (tokens[heard.end - 1]?.fold !== 'de' || (!CONTAINER_MATERIALS.has(of) && !PET_OWNERS.has(of))) return false;
    // (The container said alone, with no count: one.)
    const counted = heard.end - 2 > s.i;
    s.quantity = { ...heard, value: counted ? heard.value : 1, unit: null, linked: false };
    s.words.push(container, tokens[heard.end - 1] as Token, tokens[heard.end] as Token);
    // ("uma caixa de isopor grande branca": how it looks, after it, goes.)
    s.i = s.purposeEnd(heard.end + 1);
    return true;
  },
};
