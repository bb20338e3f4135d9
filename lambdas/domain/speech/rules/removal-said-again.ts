import { CANCEL_REASON_OPENERS, DEFINITE_ARTICLES, GROUPS, PRONOUNS, REJECTIONS } from '../lexicon-talk';
import { REMOVED_AGAIN_PRONOUNS } from '../lexicon-change-of-mind';
import { namesItem, REMOVAL_REASON, type TalkState } from '../talk-state';
import { isTalkVerb } from '../talk-verb';
import type { Token } from '../tokenize';
import type { Rule } from './rule';

/**
 * After a removal, the same removal said again with a pronoun ("esquece o queijo gorgonzola ninguém aqui
 * gosta daquele cheiro tira ele e bota provolone", "cancela o vinho ela não bebe risca ele e põe suco"):
 * the cancelling verb and its pronoun go, and what was said between the item and it (someone, "ninguém",
 * a verb: the reason) goes too, so the add after it is a plain add, no swap of the removed item.
 */
export const removalSaidAgain: Rule<TalkState> = {
  name: 'removal-said-again',
  apply: (s) => {
    const { i, out } = s;
    if (s.lastKind !== 'remove' || !s.runItem || s.phraseAt[i]?.kind !== 'remove') return false;
    const pronoun = i + s.request(i);
    if (!REMOVED_AGAIN_PRONOUNS.has(s.word(pronoun))) return false;
    const run = out.slice(s.runStart);
    const item = run.findIndex(namesItem);
    const said = (t: Token): boolean =>
      [REJECTIONS, PRONOUNS, GROUPS, CANCEL_REASON_OPENERS].some((set) => set.has(t.fold)) || isTalkVerb(t);
    const reason = run.findIndex((t, n) => n > item && said(t));
    if (reason > item) {
      // ("a gente ainda tem": the group's article too.)
      const article = GROUPS.has(run[reason]?.fold ?? '') && DEFINITE_ARTICLES.has(run[reason - 1]?.fold ?? '');
      out.length = s.runStart + reason - (article ? 1 : 0);
      out.push(REMOVAL_REASON);
    }
    return s.skipTo(pronoun + 1);
  },
};
