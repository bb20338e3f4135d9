import { TURNS } from '../lexicon-change-of-mind';
import { KIND_ASKED, kindOnlyAsked } from '../not-to-buy';
import type { TalkState } from '../talk-state';
import type { Token } from '../tokenize';
import { dropPreamble, meantChoiceEnd, meantObjectStart, phraseAt, topicBefore } from './change-of-mind';
import type { Rule } from './rule';

/**
 * A change of mind said without "não": what the speaker meant to buy ("eu ia pedir picanha", "queria
 * um azeite português", "pensei em levar amaciante concentrado", "o menino pediu bolacha recheada",
 * "eu botei coxinha"), "mas"/"só que" and the reason, then the new choice after "então", "melhor",
 * "troca por" or an add request ("… então vamos de fraldinha um quilo", "… melhor levar um fardo de
 * cerveja comum", "… põe charque um quilo"). The first item and its reason go; the items after stay.
 */
export const changedMindWithoutNo: Rule<TalkState> = {
  name: 'changed-mind-without-no',
  apply: (s) => {
    const end = meantChoiceEnd(s, s.i);
    if (end < 0) return false;
    // (Read before the preamble goes: it may take the topic's last words, "queijo brie eu".)
    const topic = topicBefore(s, s.i);
    dropPreamble(s);
    if (topic) s.out.length = s.runStart;
    // ("eu ia pegar o azeite português mas … leva o espanhol": only another kind asked for after it: the
    // meant item stays, for the requests to revise, as after a rejection with "não", i27g.)
    else {
      const before = s.out.length;
      s.out.push(...meantItem(s, s.i));
      if (kindOnlyAsked(s, end)) s.out.push(KIND_ASKED);
      else s.out.length = before;
    }
    return s.skipTo(end);
  },
};

/** The words of what was meant at `i`, between the verb ("ia pegar") and the turn ("mas"). */
function meantItem(s: TalkState, i: number): Token[] {
  const k = meantObjectStart(s, i);
  let m = k;
  while (m < s.tokens.length && phraseAt(s, m, TURNS) === 0) m += 1;
  return s.tokens.slice(k, m);
}
