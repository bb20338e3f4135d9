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
 * is left to the requests, which drop it.
 */
export const listQuestionFirst: Rule<TalkState> = {
  name: 'list-question-first',
  apply: (s) => {
    const { i, word } = s;
    if (!LIST_QUESTION_WORDS.has(word(i)) || s.out.length !== s.runStart) return false;
    let end = i + 1;
    while (end < i + QUESTION_WORDS && end < s.tokens.length && s.request(end) === 0 && !s.amountAt(end, false)) {
      const t = s.tokens[end];
      if (t === undefined || t.separator || namesItem(t)) break;
      end += 1;
    }
    const first = s.tokens[end];
    const item = first !== undefined && !first.separator && (namesItem(first) || s.amountAt(end, false));
    const asked = OF_WORDS.has(word(end - 1)) || DEFINITE_ARTICLES.has(word(end - 1));
    return item && !asked && end > i + 1 && s.skipTo(end);
  },
};
