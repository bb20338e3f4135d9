import { CUT_IN_ONE_WORD, CUT_PARTICIPLES, CUT_PIECES } from '../lexicon-size-said';
import type { Token } from '../tokenize';

/**
 * How many words how the product is wanted cut, said at `k`, takes (look69): "cortada ao meio", "partida em quatro",
 * "cortado em pedaços" (0: none). Read after a size (`lookAt`): "uma abóbora japonesa de uns dois quilos cortada ao
 * meio" → Abóbora japonesa.
 */
export function cutAt(tokens: readonly Token[], k: number, packed = false): number {
  const word = (j: number): string => tokens[j]?.fold ?? '';
  // ("um queijo prato de meio quilo fatiado", "presunto de 200 gramas fatiadinho": cut at the counter, sz; in a pack,
  // "um pacote de muçarela de 500 g fatiada", it is the packed kind and stays.)
  if (CUT_IN_ONE_WORD.has(word(k))) return packed ? 0 : 1;
  if (!CUT_PARTICIPLES.has(word(k)) && !CUT_PARTICIPLES.has(tokens[k]?.sing ?? '')) return 0;
  if (word(k + 1) === 'ao' && word(k + 2) === 'meio') return 3;
  return word(k + 1) === 'em' && CUT_PIECES.has(word(k + 2)) ? 3 : 0;
}
