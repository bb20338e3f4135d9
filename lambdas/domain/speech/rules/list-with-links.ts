import { LIST_LINKS } from '../lexicon-amounts';
import type { Token } from '../tokenize';
import type { Rule } from './rule';

/** What this rule reads of the item pass's state (`SplitState`, split-items.ts). */
export interface ListWithLinksState {
  readonly tokens: readonly Token[];
  i: number;
  readonly named: boolean;
  readonly words: readonly Token[];
  close(): void;
}

/**
 * "não esquece do alface da cenoura da beterraba", "lembra dos ovos das bananas": a list said after
 * a verb that takes "do/da" repeats the link before each product: after one product said with the
 * link (or before a second link: the verb's may have gone with the request), the link before another
 * product starts the next item ("castanha do pará", said alone, stays one).
 */
export const listWithLinks: Rule<ListWithLinksState> = {
  name: 'list-said-with-links',
  apply: (s) => {
    const { tokens, i, words } = s;
    if (!s.named || !LIST_LINKS.has(tokens[i]?.fold ?? '') || tokens[i + 1]?.head !== true) return false;
    // (The verb's link may have gone with the request: "não esquece do" leaves "alface da cenoura da beterraba".)
    const opened = LIST_LINKS.has(words[0]?.fold ?? '') && words[1]?.head === true && words.length === 2;
    // (Only where the words open the segment, right after the request, and two more products follow
    // with their links: not "vitamina do café da manhã".)
    const chained =
      words.length === 1 &&
      words[0] === tokens[0] &&
      words[0]?.head === true &&
      LIST_LINKS.has(tokens[i + 2]?.fold ?? '') &&
      tokens[i + 3]?.head === true;
    if (!opened && !chained) return false;
    // The link stays as the next item's first word, so that the list goes on.
    s.close();
    return true;
  },
};
