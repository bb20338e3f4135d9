import { CORRECTION_WORDS } from '../lexicon-items';
import { NOT_TO_PUT_REASONS, NOT_TO_PUT_VERBS } from '../lexicon-not-to-buy';
import { namesItem, type TalkState } from '../talk-state';
import type { Rule } from './rule';

/** How far the items after "não põe" may run before their reason. */
const MAX_ITEM_WORDS = 10;

/**
 * Items said not to buy BEFORE they are named, with a reason or "na lista" after them: "não põe
 * amaciante nem sabão em pó que isso eu pego no atacadão", "não põe cerveja na lista põe carvão".
 * The items and the reason go, up to the next request or pause. ("não põe cerveja põe suco", with
 * no reason, is a correction and stays with the self-correction rule, and
 * so does "aliás não põe guaraná que…".)
 */
export const notToPutFirst: Rule<TalkState> = {
  name: 'not-to-put-said-first',
  apply: (s) => {
    const { i, tokens, word } = s;
    // ("aliás não põe guaraná que as crianças preferem": a correction's "não, põe".)
    if (word(i) !== 'nao' || !NOT_TO_PUT_VERBS.has(word(i + 1)) || CORRECTION_WORDS.has(word(i - 1))) return false;
    let j = i + 2;
    let named = false;
    while (j < i + 2 + MAX_ITEM_WORDS) {
      const t = tokens[j];
      if (t === undefined || t.separator || s.request(j) > 0) return false;
      if (NOT_TO_PUT_REASONS.has(t.fold) || (word(j) === 'na' && word(j + 1) === 'lista')) break;
      named ||= namesItem(t);
      j += 1;
    }
    if (!named || j === i + 2 + MAX_ITEM_WORDS) return false;
    return s.skipTo(s.commentEnd(j));
  },
};
