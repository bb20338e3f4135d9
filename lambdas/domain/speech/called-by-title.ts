import { COMPOUNDS, isKnownWord } from './lexicon-index';
import { CLAUSE_ARTICLES } from './lexicon-talk';
import { TITLES } from './lexicon-requests';
import type { Rule } from './rules/rule';
import type { TalkState } from './talk-state';

/**
 * "anota aí dona maria uma couve flor", "pega seu zé dois quilos de arroz": right after a request,
 * before any item, a title and a name the lexicon does not know, with an amount or a product after
 * them, call the person who writes or shops; no item ("dona benta farinha" keeps its brand).
 */
export const calledByTitle: Rule<TalkState> = {
  name: 'called-by-title',
  apply: (s) => {
    const { i, tokens } = s;
    const name = tokens[i + 1];
    if (!TITLES.has(s.word(i)) || s.runItem || s.lastKind !== 'add' || name === undefined) return false;
    // ("da padaria do seu manoel": a title after a link is whose; "dona benta": a brand.)
    if (CLAUSE_ARTICLES.has(s.word(i - 1)) || brandNamed(s.word(i), name.sing)) return false;
    if (!/^[a-z]+$/.test(name.fold) || name.head || name.brand === true || isKnownWord(name.sing)) return false;
    return (tokens[i + 2]?.head === true || s.amountAt(i + 2, true)) && s.skipTo(i + 2);
  },
};

/** Whether a title and a name are a brand of two words ("dona benta"). */
const brandNamed = (title: string, name: string): boolean =>
  COMPOUNDS.get(title)?.some((c) => c.words[1] === name) ?? false;
