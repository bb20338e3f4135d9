import { extractSpeech } from '@domain/speech/extract-speech';
import { isHeadWord } from '@domain/speech/lexicon-index';
import { segmentIntents } from '@domain/speech/segment-intents';
import { tokenize } from '@domain/speech/tokenize';

/**
 * The server's rules engine, bundled for the browser. Loaded only through
 * load-offline-engine.ts (dynamic import), so it is a chunk of its own.
 */
export { extractSpeech };

/** Whether the utterance asks to remove something ("tira o pão"), whatever the list holds. */
export function asksToRemove(transcript: string): boolean {
  return segmentIntents(tokenize(transcript, isHeadWord)).some(
    (segment) => (segment.intent === 'remove' || segment.intent === 'swap') && segment.tokens.length > 0,
  );
}
