import { ELSEWHERE_NOUNS, ELSEWHERE_WITH } from './lexicon-not-to-buy';
import { OTHER_LINKS, OTHER_WORDS } from './lexicon-talk';
import type { TalkState } from './talk-state';

/** How many words the shop or someone may take between its link and "outra loja". */
const MAX_PLACE_WORDS = 6;

/**
 * Where a clause at `k` saying the item is had at another shop or from someone ends, or -1: a link, the shop
 * or someone, and "outra loja / outro lugar / outra coisa" ("da loja de cosméticos outra loja", "do veterinário
 * outra loja", "com o caminhão do gás é outra coisa"; the "é" is gone). What follows it is the next request.
 */
export function otherPlaceEnd(s: TalkState, k: number): number {
  const { word, tokens } = s;
  if (!OTHER_LINKS.has(word(k)) && !ELSEWHERE_WITH.has(word(k))) return -1;
  for (let j = k + 1; j < Math.min(tokens.length, k + 1 + MAX_PLACE_WORDS); j += 1) {
    // ("vinagre de maçã outra coisa e …": "outra coisa" alone goes on to the next item; only "é com …" says who has it.)
    const noun = word(j + 1);
    const said = ELSEWHERE_NOUNS.has(noun) && (noun !== 'coisa' || ELSEWHERE_WITH.has(word(k)));
    if (OTHER_WORDS.has(word(j)) && said) return j > k + 1 ? j + 2 : -1;
    const t = tokens[j];
    if (t === undefined || t.separator || word(j) === 'e' || word(j) === 'nao' || s.request(j) > 0) return -1;
  }
  return -1;
}
