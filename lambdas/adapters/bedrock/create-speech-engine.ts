import type { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { createRulesSpeechEngine } from '../../domain/speech/rules-speech-engine';
import type { SpeechEngine } from '../../domain/speech/speech-types';
import { createBedrockSpeechEngine, type SpeechLog } from './bedrock-speech-engine';
import { sharedBedrockClient } from './bedrock-runtime-client';

/** Which engine answers, and how the Bedrock one is set up (defaults in bedrock-speech-engine.ts). */
export interface SpeechEngineOptions {
  engine: 'rules' | 'bedrock';
  modelId?: string;
  timeoutMs?: number;
  /** Defaults to the function instance's shared client. */
  client?: BedrockRuntimeClient;
  log?: SpeechLog;
}

/**
 * The speech engine chosen by configuration: "rules" on this machine (no account, no
 * network), "bedrock" on AWS, always with the rules engine as its fallback. Lives with
 * the adapters so that domain code never imports the AWS SDK.
 */
export function createSpeechEngine(options: SpeechEngineOptions): SpeechEngine {
  const rules = createRulesSpeechEngine();
  if (options.engine === 'rules') return rules;
  return createBedrockSpeechEngine({
    client: options.client ?? sharedBedrockClient(),
    fallback: rules,
    modelId: options.modelId,
    timeoutMs: options.timeoutMs,
    log: options.log,
  });
}
