import { OPINION_WORDS, WANTED_LEADS, WANTED_LINKS, WANTED_VERBS } from '../lexicon-not-to-buy';
import type { TalkState } from '../talk-state';
import type { Rule } from './rule';

/** Whether an infinitive that is no product word is said at `k` ("botar", "comprar", "levar"). */
const infinitiveAt = (s: TalkState, k: number): boolean => {
  const t = s.tokens[k];
  return t !== undefined && !t.head && !t.brand && (/^[a-z]{2,}[aei]r$/.test(t.fold) || t.raw === 'pôr');
};

/**
 * How many words the past intent that opens the run at `k` has ("queria", "eu queria comprar", "eu ia
 * botar", "pensei em levar", "cogitei pegar"), 0 if none.
 */
function wantedAt(s: TalkState, k: number): number {
  let j = k;
  while (WANTED_LEADS.has(s.word(j)) && j < k + 2) j += 1;
  if (WANTED_VERBS.has(s.word(j)) || s.word(j) === 'ia') {
    const verb = s.word(j);
    j += 1;
    if (WANTED_LINKS.has(s.word(j))) j += 1;
    if (infinitiveAt(s, j)) return j + 1 - k;
    return verb === 'ia' ? 0 : j - k;
  }
  return 0;
}

/** How many words "mas", "porém", "só que" have at `k`, 0 if none. */
const butAt = (s: TalkState, k: number): number =>
  s.word(k) === 'mas' || s.word(k) === 'porem' ? 1 : s.word(k) === 'so' && s.word(k + 1) === 'que' ? 2 : 0;

/**
 * "queria carne de sol mas o quilo tá cinquenta reais põe charque", "eu ia botar coca de lata mas o carlos
 * disse que sai mais caro então duas cocas", "pensei em levar amaciante só que deu alergia nela então pega o
 * hipoalergênico": what the speaker meant to buy, "mas" (or "só que") and why not, up to the next add request,
 * "então" or "melhor" and what to do instead: a change of mind, so the run and its reason go and the items
 * after it stay.
 */
export const wantedBut: Rule<TalkState> = {
  name: 'wanted-but',
  apply: (s) => {
    const { i, word, tokens } = s;
    const but = butAt(s, i);
    if (but === 0 || !s.runItem) return false;
    // (The intent opens the run, or is the request right before it: "queria" and "botar" ask too.)
    const opening = s.out[s.runStart];
    const first = opening === undefined ? -1 : tokens.indexOf(opening);
    const said = (n: number): boolean => {
      const w = wantedAt(s, first - n);
      return w > 0 && w >= n - 1 && w <= n;
    };
    if (first < 0 || (wantedAt(s, first) === 0 && ![1, 2, 3, 4].some(said))) return false;
    let end = i + but;
    const instead = (k: number): boolean => OPINION_WORDS.has(word(k)) && infinitiveAt(s, k + 1);
    while (end < tokens.length && !tokens[end]?.separator && word(end) !== 'entao' && s.phraseAt[end]?.kind !== 'add') {
      if (instead(end)) break;
      end += 1;
    }
    if (end >= tokens.length || end < i + but + 2) return false;
    s.out.length = s.runStart;
    s.runItem = false;
    // ("melhor levar um fardo": the opinion goes, its verb asks.)
    return s.skipTo(instead(end) ? end + 1 : end);
  },
};
