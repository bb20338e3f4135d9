import {
  CANCEL_VERBS,
  DEFINITE_ARTICLES,
  KEEP_CAN,
  KEEP_INFINITIVES,
  KEEP_LEADS,
  KEEP_VERBS,
  LATER_MARKERS,
} from '../lexicon-talk';
import { namesItem, type TalkState } from '../talk-state';
import type { Rule } from './rule';

/**
 * An item said to stay on the list, in an utterance that cancels others: "corta o amendoim e deixa o
 * refrigerante que as crianças querem", "apaga a cerveja e a linguiça não precisa apagar que a gente
 * faz no almoço", "não tira o leite". The item and what is said of it go, up to the next request or
 * pause, so it is neither removed nor added. "deixa o biscoito pra lá" (a marker of later) still
 * removes, and so does "deixa o X" with no removal before it and no reason after it. "pode deixar o
 * feijão verde que ainda tem" is said like "deixa" (its "pode" goes too): the item is not bought.
 */
export const keptOnList: Rule<TalkState> = {
  name: 'kept-on-list',
  apply: (s) => {
    const { i, tokens, word, out } = s;
    // "não tira", "não precisa apagar" ("não precisa mais tira ela" removes).
    const lead = KEEP_LEADS.has(word(i + 1)) ? 1 : 0;
    const verb = word(i + 1 + lead);
    const infinitive = /[aei]r$/.test(verb);
    const keeps = word(i) === 'nao' && CANCEL_VERBS.has(verb) && (lead === 1) === infinitive;
    const canKeep = KEEP_INFINITIVES.has(word(i)) && KEEP_CAN.has(out.at(-1)?.fold ?? '');
    // ("remove o carvão também deixa só o arroz": "só" says the rest goes, this one stays.)
    const only = (word(i) === 'deixa' || canKeep) && word(i + 1) === 'so' && s.lastKind === 'remove' ? 1 : 0;
    const item = tokens[i + 2 + only];
    const deixa =
      (word(i) === 'deixa' || canKeep) &&
      DEFINITE_ARTICLES.has(word(i + 1 + only)) &&
      item !== undefined &&
      namesItem(item);
    if (!deixa && !keeps) return false;
    const end = saidEnd(s, keeps ? i + 1 + lead : i);
    const said = tokens.slice(i, end);
    const text = ` ${said.map((t) => t.fold).join(' ')} `;
    // "deixa o refrigerante": with a removal before it or a reason after it, and no "pra lá".
    const leaves =
      (s.lastKind === 'remove' || said.some((t) => t.fold === 'que')) &&
      !LATER_MARKERS.some((marker) => text.includes(` ${marker} `));
    if (!keeps && !leaves) return false;
    if (canKeep) out.pop();
    // The item said before "não" goes with it ("e a linguiça não precisa apagar"), back to its "e".
    if (keeps && !said.slice(2 + lead).some(namesItem)) {
      let start = out.length;
      while (start > s.runStart && out[start - 1]?.fold !== 'e' && !out[start - 1]?.separator) start -= 1;
      out.length = start > s.runStart ? start - 1 : start;
    }
    return s.skipTo(end);
  },
};

/** Where what is said from `k` ends: the next request or pause, past someone's verb ("que o pai leva no trabalho"). */
function saidEnd(s: TalkState, k: number): number {
  let end = s.commentEnd(k);
  const someones = (e: number): boolean =>
    s.request(e) === 1 && [1, 2, 3].some((n) => s.subjectAt(e - n) === n && s.word(e - n - 1) === 'que');
  while (end < s.tokens.length && someones(end)) end = s.commentEnd(end);
  return end;
}

/**
 * In a removal, an item said and then kept: "cancela o salmão … e a merluza também não a merluza deixa".
 * "(também) não", the item said again and "deixa"/"fica" last (or before a pause or "e"): the item, back
 * to its "e", and these words go, so it is neither removed nor added.
 */
export const keptSaidAfter: Rule<TalkState> = {
  name: 'kept-said-after',
  apply: (s) => {
    const { i, word, out } = s;
    if (s.lastKind !== 'remove' || word(i) !== 'nao') return false;
    let j = i + 1;
    if (DEFINITE_ARTICLES.has(word(j))) j += 1;
    const said = out.slice(s.runStart);
    const item = s.tokens[j];
    if (item === undefined || !item.head || !said.some((t) => t.sing === item.sing)) return false;
    while (j < i + 5 && s.tokens[j]?.head) j += 1;
    if (!KEEP_VERBS.has(word(j))) return false;
    const next = s.tokens[j + 1];
    if (next !== undefined && !next.separator && next.fold !== 'e') return false;
    let start = out.findLastIndex((t) => t.sing === item.sing);
    while (start > s.runStart && out[start - 1]?.fold !== 'e' && !out[start - 1]?.separator) start -= 1;
    out.length = start > s.runStart && out[start - 1]?.fold === 'e' ? start - 1 : start;
    return s.skipTo(j + 1);
  },
};
