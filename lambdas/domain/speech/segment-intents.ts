import { PHRASES, longestPhraseAt } from './lexicon-index';
import type { PhraseKind } from './intent-phrases';
import type { Token } from './tokenize';

/** What a run of words is for: items to add, to remove, a swap, or no verb at all. */
export type SegmentIntent = Exclude<PhraseKind, 'filler'> | 'implicit';

/** A run of words governed by one verb ("tira o leite e" / "coloca iogurte"). */
export interface Segment {
  intent: SegmentIntent;
  tokens: Token[];
}

/**
 * Cuts the utterance at each intent phrase, dropping fillers. Words before the first
 * verb form an "implicit" segment ("arroz feijão e macarrão", "15 reais de pão").
 */
export function segmentIntents(tokens: readonly Token[]): Segment[] {
  const segments: Segment[] = [{ intent: 'implicit', tokens: [] }];
  let i = 0;
  while (i < tokens.length) {
    const phrase = longestPhraseAt(PHRASES, tokens.length, i, (k) => tokens[k]?.fold);
    if (!phrase) {
      segments[segments.length - 1]?.tokens.push(tokens[i] as Token);
      i += 1;
      continue;
    }
    if (phrase.kind !== 'filler') segments.push({ intent: phrase.kind, tokens: [] });
    i += phrase.words.length;
  }
  return segments;
}
