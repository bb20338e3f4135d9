import { CUT_PARTICIPLES, CUT_PIECES } from '../lexicon-size-said';
import type { Token } from '../tokenize';

/**
 * How many words how the product is wanted cut, said at `k`, takes (look69): "cortada ao meio", "partida em quatro",
 * "cortado em pedaços" (0: none). Read after a size (`lookAt`): "uma abóbora japonesa de uns dois quilos cortada ao
 * meio" → Abóbora japonesa.
 */
export function cutAt(tokens: readonly Token[], k: number): number {
  const word = (j: number): string => tokens[j]?.fold ?? '';
  if (!CUT_PARTICIPLES.has(word(k)) && !CUT_PARTICIPLES.has(tokens[k]?.sing ?? '')) return 0;
  if (word(k + 1) === 'ao' && word(k + 2) === 'meio') return 3;
  return word(k + 1) === 'em' && CUT_PIECES.has(word(k + 2)) ? 3 : 0;
}
