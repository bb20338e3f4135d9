import { BUT_WORDS, WANTED_LEADS, WANTED_VERBS } from '../lexicon-not-to-buy';
import type { TalkState } from '../talk-state';
import type { Rule } from './rule';

/** How many words the past intent that opens the run at `k` has ("queria", "eu ia botar", "a gente ia levar"), 0 if none. */
function wantedAt(s: TalkState, k: number): number {
  let j = k;
  while (WANTED_LEADS.has(s.word(j)) && j < k + 2) j += 1;
  if (WANTED_VERBS.has(s.word(j))) return j + 1 - k;
  const t = s.tokens[j + 1];
  const infinitive = t !== undefined && !t.head && /^[a-z]{2,}[aei]r$/.test(t.fold);
  return s.word(j) === 'ia' && infinitive ? j + 2 - k : 0;
}

/**
 * "queria carne de sol mas o quilo tá cinquenta reais põe charque", "eu ia botar coca de lata mas o carlos
 * disse que sai mais caro então duas cocas", "ia levar o amaciante roxo mas a suelen disse que dá dor de
 * cabeça leva o de lavanda": what the speaker meant to buy, "mas" and why not, up to the next add request or
 * "então": a change of mind, so the run and its reason go and the items after it stay.
 */
export const wantedBut: Rule<TalkState> = {
  name: 'wanted-but',
  apply: (s) => {
    const { i, word, tokens } = s;
    if (!BUT_WORDS.has(word(i)) || !s.runItem) return false;
    // (The intent opens the run, or is the request right before it: "queria" and "botar" ask too.)
    const opening = s.out[s.runStart];
    const first = opening === undefined ? -1 : tokens.indexOf(opening);
    if (first < 0 || (wantedAt(s, first) === 0 && ![1, 2, 3, 4].some((n) => wantedAt(s, first - n) === n)))
      return false;
    let end = i + 1;
    while (end < tokens.length && !tokens[end]?.separator && word(end) !== 'entao' && s.phraseAt[end]?.kind !== 'add')
      end += 1;
    if (end >= tokens.length || end < i + 3) return false;
    s.out.length = s.runStart;
    s.runItem = false;
    return s.skipTo(end);
  },
};
