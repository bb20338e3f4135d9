import { SIZE_ROUNDERS } from '../lexicon-size-said';
import type { Token } from '../tokenize';

/**
 * What is said with a size, a count or the name that only describes the item (issue 27, look69): read by the item
 * pass's `described-size` and its neighbours.
 */

/** How many words a size rounded up said at `k` takes: "e pouco", "e meio" after "de um quilo", "de um metro" (0: none). */
export const roundedUpAt = (tokens: readonly Token[], k: number): number =>
  tokens[k]?.fold === 'e' && SIZE_ROUNDERS.has(tokens[k + 1]?.fold ?? '') ? 2 : 0;
