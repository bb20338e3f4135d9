import { NOT_TO_PUT_VERBS, ONLY_WORDS } from '../lexicon-not-to-buy';
import type { TalkState } from '../talk-state';
import { startAdding } from './change-of-mind';
import type { Rule } from './rule';

/**
 * "limpa vidro tem ainda então não compra só lustra móveis", "o remédio dela ainda tem a caixa cheia então
 * não compra só o algodão", "o arroz a gente tem não leva só o feijão": "não", a buying verb
 * (`NOT_TO_PUT_VERBS`) and "só" (`ONLY_WORDS`) turn to what IS bought. What was said before it since the
 * last request or pause (the item not to buy and why) goes, and what follows "só" is added. After an add
 * request ("pega o arroz então não compra só…") it is left alone.
 */
export const notThatOnlyThis: Rule<TalkState> = {
  name: 'not-that-only-this',
  apply: (s) => {
    const { i, word, out } = s;
    if (word(i) !== 'nao' || !NOT_TO_PUT_VERBS.has(word(i + 1)) || !ONLY_WORDS.has(word(i + 2))) return false;
    // (After an item said not to buy, "açúcar não precisa", its "não precisa" stays for the requests.)
    const floor = s.lastKind === 'remove' ? s.runStart : 0;
    let start = out.length;
    for (; start > floor; start -= 1) {
      const t = out[start - 1];
      if (t === undefined || t.separator) break;
      const k = s.tokens.indexOf(t);
      if (k >= 0 && s.request(k) > 0) {
        if (s.phraseAt[k]?.kind === 'add') return false;
        start += s.request(k) - 1;
        break;
      }
    }
    out.length = Math.min(start, out.length);
    return startAdding(s, i + 3);
  },
};
