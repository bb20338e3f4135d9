import { PREPARING_INFINITIVES } from '../lexicon-not-to-buy';
import type { TalkState } from '../talk-state';
import type { Rule } from './rule';

/** Words before the infinitive that say it need not be done: "não precisa", "nem precisa", "num precisa". */
const NEED_NOT = new Set(['nao', 'nem', 'num']);

/**
 * After an item, "não precisa" and how it would be prepared ("um mamão inteiro não precisa cortar", "frango não
 * precisa limpar"): how the item is wanted, not that it is not to buy; the words go, the items stay.
 */
export const notNeededDone: Rule<TalkState> = {
  name: 'not-needed-done',
  apply: (s) => {
    const { i, word } = s;
    if (!s.runItem || !NEED_NOT.has(word(i)) || word(i + 1) !== 'precisa') return false;
    return PREPARING_INFINITIVES.has(word(i + 2)) && s.skipTo(i + 3);
  },
};
