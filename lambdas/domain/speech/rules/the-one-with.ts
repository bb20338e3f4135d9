import type { DescriptionState } from '../descriptions';
import { PRINTED_FIGURES } from '../lexicon-descriptions';
import { OF_LINKS, PURPOSE_LINKS } from '../lexicon-purpose';
import { readNumber } from '../number-words';
import { endsItem } from '../tokenize';
import type { Rule } from './rule';

/**
 * "aquele danone do dinossauro pra lancheira dele", "a bolacha da sereia duas", "o sabonete do unicórnio e …"
 * (own6): after a product, "do/da" and a figure printed on children's products (`PRINTED_FIGURES`), said last or
 * before a purpose, an amount or the next product, say which one by what is on it: no part of the name ("com
 * desenho de dinossauro" is `printed-on-it`).
 */
export const theOneWith: Rule<DescriptionState> = {
  name: 'the-one-with',
  apply: (s) => {
    const { tokens, start, product } = s;
    const word = (k: number): string => tokens[k]?.fold ?? '';
    if (typeof product !== 'object' || !OF_LINKS.has(word(start))) return false;
    if (!PRINTED_FIGURES.has(tokens[start + 1]?.sing ?? '')) return false;
    const after = start + 2;
    const last =
      endsItem(tokens[after]) ||
      PURPOSE_LINKS.has(word(after)) ||
      readNumber(word, after) !== undefined ||
      tokens[after]?.head === true;
    return last && s.endAt(after);
  },
};
