import { NOT_THAT_ONE, POINTED_AT } from '../lexicon-not-to-buy';
import { namesItem, type TalkState } from '../talk-state';
import type { Rule } from './rule';

/**
 * "Não" and a verb of buying or wanting, said of no product, only pointed at: "uma melancia inteira não quero aquela cortada
 * no plástico e três mangas" (which one is wanted: the item stays), "Kaique não pega isso filho volta
 * aqui desculpa então é leite condensado" (said to someone, before any item). From the phrase, a pointing
 * word (`POINTED_AT`; "isso" only before any item of the run) and the words that name no product, up to
 * the next "e" and an item, "então" (which stays for the other rules), a pause or a request: no item, no
 * removal.
 */
export const notThatOne: Rule<TalkState> = {
  name: 'not-that-one',
  apply: (s) => {
    const { i, tokens, word } = s;
    const n = s.request(i);
    // (Only "não" and a verb of buying or wanting: "tira esse último" removes.)
    if (n === 0 || s.phraseAt[i]?.kind !== 'remove' || word(i) !== 'nao') return false;
    const pointer = word(i + n);
    if (!POINTED_AT.has(pointer) || (NOT_THAT_ONE.has(pointer) && s.runItem)) return false;
    let end = i + n + 1;
    while (end < tokens.length) {
      const t = tokens[end];
      if (t === undefined || t.separator || t.fold === 'entao' || s.request(end) > 0) break;
      if (t.fold === 'e' && (s.amountAt(end + 1, false) || tokens[end + 1]?.head)) break;
      // (A product named after it is what is removed: "não quero aquele queijo".)
      if (namesItem(t)) return false;
      end += 1;
    }
    return s.skipTo(end);
  },
};
