import { COMPOUNDS, PHRASES, longestPhraseAt } from './lexicon-index';
import { CLOSERS, OPENERS, type PhraseKind } from './intent-phrases';
import type { Token } from './tokenize';

const OPENER_SET = new Set(OPENERS);
const CLOSER_SET = new Set(CLOSERS);
/** "meu amor", "minha filha": a possessive opens only before another opener. */
const POSSESSIVES = new Set(['meu', 'minha']);

/** What a run of words is for: items to add, to remove, a swap, or no verb at all. */
export type SegmentIntent = Exclude<PhraseKind, 'filler'> | 'implicit';

/** A run of words governed by one verb ("tira o leite e" / "coloca iogurte"). */
export interface Segment {
  intent: SegmentIntent;
  tokens: Token[];
}

/**
 * Cuts the utterance at each intent phrase, dropping fillers, the interjections and
 * forms of address that open a segment ("pronto", "amor") and the tags that close the
 * utterance ("tá", "viu"). Words before the first verb
 * form an "implicit" segment ("arroz feijão e macarrão", "15 reais de pão").
 */
export function segmentIntents(tokens: readonly Token[]): Segment[] {
  const segments: Segment[] = [{ intent: 'implicit', tokens: [] }];
  let i = 0;
  while (i < tokens.length) {
    const phrase = longestPhraseAt(PHRASES, tokens.length, i, (k) => tokens[k]?.fold);
    if (!phrase || namesItem(tokens, i)) {
      segments[segments.length - 1]?.tokens.push(tokens[i] as Token);
      i += 1;
      continue;
    }
    if (phrase.kind !== 'filler') segments.push({ intent: phrase.kind, tokens: [] });
    i += phrase.words.length;
  }
  for (const segment of segments) segment.tokens = withoutOpeners(segment.tokens);
  const last = segments[segments.length - 1] as Segment;
  while (last.tokens.length > 0 && CLOSER_SET.has(last.tokens[last.tokens.length - 1]?.raw ?? '')) last.tokens.pop();
  return segments;
}

/** The segment without the interjections and forms of address it starts with. */
function withoutOpeners(tokens: Token[]): Token[] {
  const opens = (k: number): boolean => {
    const raw = tokens[k]?.raw ?? '';
    return OPENER_SET.has(raw) && (!POSSESSIVES.has(raw) || opens(k + 1));
  };
  let k = 0;
  while (opens(k)) k += 1;
  return k === 0 ? tokens : tokens.slice(k);
}

/** Whether a compound item starts at `i`: "tira manchas" is a product, not a removal. */
function namesItem(tokens: readonly Token[], i: number): boolean {
  const compound = longestPhraseAt(COMPOUNDS, tokens.length, i, (k) => tokens[k]?.sing);
  return compound !== undefined && compound.kind === 'item' && compound.words.length > 1;
}
