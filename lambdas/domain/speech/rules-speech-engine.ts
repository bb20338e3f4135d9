import { extractSpeech } from './extract-speech';
import type { SpeechEngine } from './speech-types';

/**
 * The offline engine behind the `SpeechEngine` interface: the default on this machine
 * and the fallback whenever a remote model fails or answers badly.
 */
export function createRulesSpeechEngine(): SpeechEngine {
  return {
    extract: async (transcript, currentItems) => extractSpeech(transcript, currentItems),
  };
}
