import { CORRECTION_WORDS } from '../lexicon-items';
import {
  BACK_TO_LIST,
  NEED_BEFORE_VERB,
  NEEDED_OF,
  NOT_TO_PUT_REASONS,
  NOT_TO_PUT_VERBS,
  SOMEONE_BEFORE_VERB,
} from '../lexicon-not-to-buy';
import { namesItem, type TalkState } from '../talk-state';
import type { Token } from '../tokenize';
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
    const { tokens, word } = s;
    // ("… e abobrinha a gente não precisa de batata que …": who does not need it, said before "não".)
    const subject = word(s.i) === 'a' && word(s.i + 1) === 'gente' ? 2 : 0;
    const i = s.i + subject;
    // ("aliás não põe guaraná que as crianças preferem": a correction's "não, põe".)
    // ("não precisa pegar guardanapo": the verb said as an infinitive after "precisa".)
    // ("não precisa de sal que tem um pacote": what is not needed said with "de", as after a verb.)
    const need =
      NEED_BEFORE_VERB.has(word(i + 1)) &&
      ((/r$/.test(word(i + 2)) && NOT_TO_PUT_VERBS.has(word(i + 2).slice(0, -1))) || NEEDED_OF.has(word(i + 2)))
        ? 1
        : 0;
    const verb = NOT_TO_PUT_VERBS.has(word(i + 1)) || need === 1;
    if (word(i) !== 'nao' || !verb || CORRECTION_WORDS.has(word(i - 1)) || (subject > 0 && need === 0)) return false;
    let j = i + 2 + need;
    // ("sabão de coco tem ainda então não pega e o desinfetante …": "e" after the verb starts the next item.)
    if (word(j) === 'e') return false;
    let named = false;
    while (j < i + 2 + need + MAX_ITEM_WORDS) {
      const t = tokens[j];
      if (t === undefined || t.separator || s.request(j) > 0) return false;
      if (NOT_TO_PUT_REASONS.has(t.fold) || (word(j) === 'na' && word(j + 1) === 'lista')) break;
      named ||= namesItem(t);
      j += 1;
    }
    if (!named || j === i + 2 + need + MAX_ITEM_WORDS) return false;
    // ("que isso a gente pega no atacado", "que é o fernando que compra": a buying verb said of someone
    // is the reason's, not a request.)
    let end = s.commentEnd(j);
    while (s.request(end) > 0 && (SOMEONE_BEFORE_VERB.has(word(end - 1)) || word(end - 1) === 'que')) {
      end = s.commentEnd(end + 1);
    }
    // ("coloca pão integral não põe pão sete grãos que … o integral daqui é falso": the reason speaks of the item
    // said before "não", so "não põe" corrects it.)
    const before = s.out.slice(s.runStart).filter((t) => t.fold.length > 3);
    const put = tokens.slice(i + 2 + need, j);
    const ofBefore = (t: Token): boolean =>
      before.some((o) => o.sing === t.sing) && !put.some((p) => p.sing === t.sing);
    if (tokens.slice(j, end).some(ofBefore)) return false;
    // ("não precisa pegar pão que eu já passei na padaria então só papel toalha": "então" returns to the list.)
    const back = s.tokens.findIndex((t, k) => k > j && k < end && BACK_TO_LIST.has(t.fold));
    return s.skipTo(back > 0 ? back : end);
  },
};
