import { PROVIDED_LAST, THEN_NOT } from '../lexicon-not-to-buy';
import { namesItem, type TalkState } from '../talk-state';
import type { Rule } from './rule';

/**
 * "… e farofa a ju disse que leva então não compra", "e o guardanapo a tia traz então não": said last
 * (before a pause or the end), "então não" after an item and a verb of someone providing it takes that
 * item back: the words since the last "e" or pause go, with the phrase. Nothing else is said after it.
 */
export const thenNot: Rule<TalkState> = {
  name: 'then-not-said-last',
  apply: (s) => {
    const { i, out, tokens } = s;
    const phrase = THEN_NOT.filter((p) => p.every((w, n) => s.word(i + n) === w)).reduce(
      (best, p) => Math.max(best, p.length),
      0,
    );
    const next = tokens[i + phrase];
    if (phrase === 0 || (next !== undefined && !next.separator)) return false;
    let start = out.length;
    while (start > 0 && out[start - 1]?.fold !== 'e' && !out[start - 1]?.separator) start -= 1;
    const part = out.slice(start);
    if (start === 0 || !part.some(namesItem) || !PROVIDED_LAST.has(part.at(-1)?.fold ?? '')) return false;
    out.length = start - (out[start - 1]?.fold === 'e' ? 1 : 0);
    return s.skipTo(i + phrase);
  },
};
