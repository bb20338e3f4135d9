import { EXAMPLE_OPENERS, KIND_LEADS, KIND_WORDS } from './lexicon-talk';
import { readNumber } from './number-words';
import type { Rule } from './rules/rule';
import type { TalkState } from './talk-state';

/**
 * "compra umas frutas pra salada de frutas tipo dois mamões e três maçãs", "pega só produto de limpeza
 * tipo água sanitária e desinfetante": a kind of product (`KIND_WORDS`) said before "tipo" and examples
 * of it (a product or an amount) is no item; the kind, what is said of it, and "tipo" go (the words
 * before it that lead it too), and the examples are the items.
 */
export const kindBeforeExamples: Rule<TalkState> = {
  name: 'kind-before-examples',
  apply: (s) => {
    const { i, word, tokens } = s;
    if (!KIND_WORDS.has(tokens[i]?.sing ?? '')) return false;
    let k = i + 1;
    while (k < i + 12 && k < tokens.length && !tokens[k]?.separator && s.request(k) === 0) {
      if (EXAMPLE_OPENERS.has(word(k))) break;
      k += 1;
    }
    const next = tokens[k + 1];
    if (!EXAMPLE_OPENERS.has(word(k)) || next === undefined) return false;
    if (!(next.head || next.brand === true || readNumber(word, k + 1) !== undefined)) return false;
    while (KIND_LEADS.has(s.out.at(-1)?.fold ?? '')) s.out.pop();
    return s.skipTo(k + 1);
  },
};
