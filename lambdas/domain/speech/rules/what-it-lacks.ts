import { descriptionEnd, type DescriptionState } from '../descriptions';
import { LACK_LINKS, LACK_VERBS } from '../lexicon-descriptions';
import { ARTICLES } from '../lexicon-items';
import { readNumber } from '../number-words';
import { endsItem } from '../tokenize';
import type { Rule } from './rule';

/**
 * "lenço umedecido que não tem perfume", "iogurte que não leva açúcar", "pão que não vem com gergelim":
 * what the product does NOT have says which one; the word after the verb (a product word too) is no
 * item, up to the end of the item, an amount or a product said after it (`descriptionEnd`).
 */
export const whatItLacks: Rule<DescriptionState> = {
  name: 'what-it-lacks',
  apply: (s) => {
    const { tokens, start, product } = s;
    const word = (k: number): string => tokens[k]?.fold ?? '';
    if (typeof product !== 'object' || word(start) !== 'que' || word(start + 1) !== 'nao') return false;
    if (!LACK_VERBS.has(word(start + 2))) return false;
    let k = start + 3;
    if (LACK_LINKS.has(word(k))) k += 1;
    if (ARTICLES.has(word(k))) k += 1;
    // ("que não tem mais", "que não tem e pão": nothing it lacks is said.)
    if (endsItem(tokens[k]) || readNumber(word, k) !== undefined) return false;
    return s.endAt(descriptionEnd(tokens, k + 1));
  },
};
