import { readNumber } from '../number-words';
import { FOR_EACH_LINKS } from '../lexicon-talk';
import { endsItem } from '../tokenize';
import type { TalkState } from '../talk-state';
import type { Rule } from './rule';

/**
 * "três maçãs uma pra cada", "duas escovas uma pra cada filho", "iogurte pra cada um": how the items
 * are shared out, after a complete item, is not an amount nor an item: the count, "pra cada" and whom
 * (one word, up to the end of the item) go.
 */
export const oneForEach: Rule<TalkState> = {
  name: 'one-for-each',
  apply: (s) => {
    const { i, word, tokens } = s;
    if (!s.runItem) return false;
    const link = readNumber(word, i)?.end ?? i;
    if (!FOR_EACH_LINKS.has(word(link)) || word(link + 1) !== 'cada') return false;
    // ("um vinho pra cada cinco garrafas": a count after it is the item's amount, no one's, pur68.)
    const counted = readNumber(word, link + 2) !== undefined;
    const whom = link + 2 < tokens.length && !endsItem(tokens[link + 2]) && !tokens[link + 2]?.head && !counted ? 1 : 0;
    return s.skipTo(link + 2 + whom);
  },
};
