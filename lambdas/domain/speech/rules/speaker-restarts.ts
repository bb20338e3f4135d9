import { SPEAKER_LEADS, WAIT_WORDS } from '../lexicon-not-to-buy';
import { namesItem, type TalkState } from '../talk-state';
import type { Rule } from './rule';

/** An infinitive that is no product word: "falar", "repetir", "começar". */
const infinitiveAt = (s: TalkState, k: number): boolean => {
  const t = s.tokens[k];
  return t !== undefined && !t.head && !t.brand && /^[a-z]{2,}[aei]r$/.test(t.fold);
};

/**
 * "pera deixa eu falar de novo pega ovo", "deixa eu repetir tudo arroz feijão", "espera deixa eu começar
 * de novo": the speaker saying what they are about to do, first in a run, is no item: "deixa eu/me", the
 * infinitive and up to three words after it (to the next request, product or amount) go, with a word of
 * waiting said before it ("pera" is a fruit too).
 */
export const speakerRestarts: Rule<TalkState> = {
  name: 'speaker-restarts',
  apply: (s) => {
    const { i, word } = s;
    if (word(i) !== 'deixa' || !SPEAKER_LEADS.has(word(i + 1)) || !infinitiveAt(s, i + 2)) return false;
    const said = s.out.slice(s.runStart);
    if (!said.every((t) => WAIT_WORDS.has(t.fold))) return false;
    let end = i + 3;
    while (end < i + 6 && end < s.tokens.length && s.request(end) === 0 && !s.amountAt(end, false)) {
      const t = s.tokens[end];
      if (t === undefined || t.separator || namesItem(t)) break;
      end += 1;
    }
    s.out.length = s.runStart;
    s.runItem = false;
    return s.skipTo(end);
  },
};
