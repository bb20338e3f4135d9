import { createSpeechEngine } from '../adapters/bedrock/create-speech-engine';
import { createTableClient } from '../adapters/dynamodb/document-client';
import { dynamoSubscriptionsRepository } from '../adapters/dynamodb/subscriptions-repository';
import { dynamoUsageCountersRepository } from '../adapters/dynamodb/usage-counters-repository';
import { voiceUsageService } from '../domain/speech/voice-usage';
import { aiEngineConfig, userPoolConfig } from '../server-config';
import { bearerToken, createAccessTokenVerifier } from './access-token';
import type { HttpRequest } from './http-handler';
import { logFields, logger } from './logger';

/** Spec §7's answer (groceryItems, itemToRemove) plus the structured items and every removal. */
export interface SpeechAnswer {
  groceryItems: string[];
  itemToRemove: string | null;
  items: { name: string; quantity: number; unit: string | null }[];
  itemsToRemove: string[];
}

/**
 * What the two speech functions share (process-grocery-speech with a transcript,
 * transcribe-grocery-speech with a recording): the cost guards, counted per device and,
 * when the caller sends a bearer access token that verifies, per user (a token that does
 * not verify counts as a guest's call); and the speech engine with its answer. One
 * instance per function, made at module load.
 */
export function createSpeechProcessing() {
  // The engine logs only when Bedrock failed and the rules engine answered instead.
  const engine = createSpeechEngine({
    ...aiEngineConfig(),
    log: (message, details) => logger.warn(message, { ...details, [logFields.speechFallback]: true }),
  });
  const table = createTableClient();
  const voiceUsage = voiceUsageService({
    counters: dynamoUsageCountersRepository(table),
    subscriptions: dynamoSubscriptionsRepository(table),
  });
  const verifyAccessToken = createAccessTokenVerifier(userPoolConfig());

  return {
    /** Admits one voice use of this caller or throws (429 per minute, 403 LIMIT_REACHED for the month). */
    async admit(request: HttpRequest): Promise<void> {
      const deviceId = request.deviceId();
      const token = bearerToken(request.event.headers.authorization);
      const userId = token
        ? await verifyAccessToken(token).then(
            (claims) => claims.sub,
            () => undefined,
          )
        : undefined;
      await voiceUsage.admit({ deviceId, userId });
    },

    async answer(transcript: string, currentItems: string[]): Promise<SpeechAnswer> {
      const result = await engine.extract(transcript, currentItems);
      return {
        groceryItems: result.add.map((item) => item.name),
        itemToRemove: result.remove[0] ?? null,
        items: result.add,
        itemsToRemove: result.remove,
      };
    },
  };
}
