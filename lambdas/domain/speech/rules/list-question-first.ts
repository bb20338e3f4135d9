import { DEFINITE_ARTICLES, LIST_QUESTION_WORDS, OF_WORDS } from '../lexicon-talk';
import { namesItem, type TalkState } from '../talk-state';
import type { Rule } from './rule';

/** At most this many words ask the question. */
const QUESTION_WORDS = 6;

/**
 * "quais são as coisas da faxina água sanitária dois litros …", "qual é o resto ah sim polpa de fruta …":
 * a question about the list, first in a run, opens what follows: from "qual/quais" up to the first product
 * or amount, the words go and the items after them stay. A product right after "de"/"o" is what is asked
 * about ("qual o preço do arroz"), and a question with no product after it ("qual a previsão do tempo")
 * is left to the requests, which drop it. "o que" asked before any item in the run goes with what was
 * said before it ("vó a senhora quer o que dela ela falou um pacote de bolacha …").
 */
export const listQuestionFirst: Rule<TalkState> = {
  name: 'list-question-first',
  apply: (s) => {
    const { i, word } = s;
    // ("vó a senhora quer o que dela ela falou um pacote de …": "o que" asked before any item, what was
    // said before it in the run too.)
    const what = word(i) === 'o' && word(i + 1) === 'que' && !s.runItem;
    if (!(LIST_QUESTION_WORDS.has(word(i)) && s.out.length === s.runStart) && !what) return false;
    let end = i + (what ? 2 : 1);
    while (end < i + QUESTION_WORDS && end < s.tokens.length && s.request(end) === 0 && !s.amountAt(end, false)) {
      const t = s.tokens[end];
      if (t === undefined || t.separator || namesItem(t)) break;
      end += 1;
    }
    const first = s.tokens[end];
    const item = first !== undefined && !first.separator && (namesItem(first) || s.amountAt(end, false));
    const asked = OF_WORDS.has(word(end - 1)) || DEFINITE_ARTICLES.has(word(end - 1));
    if (!item || asked || end <= i + 1) return false;
    s.out.length = s.runStart;
    return s.skipTo(end);
  },
};
