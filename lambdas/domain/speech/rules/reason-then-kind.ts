import { KIND_ASKED, kindOnlyAsked } from '../not-to-buy';
import { MOST_REASON_WORDS } from '../lexicon-kind-asked';
import { SAYING_VERBS } from '../lexicon-not-to-buy';
import type { TalkState } from '../talk-state';
import type { Rule } from './rule';

/**
 * reason-then-kind-asked (kind66): after an item, someone and what they say or think of it ("a mari falou que o
 * cheiro é muito forte", "o lucas acha enjoativo"), then a request for only another kind of it (`kindOnlyAsked`:
 * "pega o de eucalipto", "põe sem sal") is a change of mind said without "não": the reason goes and the request
 * revises the item, as after "não" (`KIND_ASKED`): "o desinfetante pinho sol a mari falou que o cheiro é muito
 * forte pega o de eucalipto" → `Desinfetante de eucalipto`. A request naming a product of its own keeps both.
 */
export const reasonThenKind: Rule<TalkState> = {
  name: 'reason-then-kind-asked',
  apply: (s) => {
    const { i } = s;
    if (!s.runItem || s.lastKind === 'remove') return false;
    const subject = s.subjectAt(i);
    const said = SAYING_VERBS.has(s.word(i + subject)) ? i + subject + 1 : s.verbAt(i + subject);
    if (subject === 0 || said < 0) return false;
    let k = said;
    while (k < s.tokens.length && k < i + MOST_REASON_WORDS && s.request(k) === 0 && !s.tokens[k]?.separator) k += 1;
    if (s.request(k) === 0 || !kindOnlyAsked(s, k)) return false;
    s.out.push(KIND_ASKED);
    return s.skipTo(k);
  },
};
