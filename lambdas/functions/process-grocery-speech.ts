import { createSpeechEngine } from '../adapters/bedrock/create-speech-engine';
import { createTableClient } from '../adapters/dynamodb/document-client';
import { dynamoSubscriptionsRepository } from '../adapters/dynamodb/subscriptions-repository';
import { dynamoUsageCountersRepository } from '../adapters/dynamodb/usage-counters-repository';
import { speechRequestSchema } from '../domain/speech/speech-request-schema';
import { voiceUsageService } from '../domain/speech/voice-usage';
import { bearerToken, createAccessTokenVerifier } from '../http/access-token';
import { httpHandler, json } from '../http/http-handler';
import { logFields, logger } from '../http/logger';
import { aiEngineConfig, userPoolConfig } from '../server-config';

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

/**
 * Spec §7: what one utterance adds and removes. Keeps the spec's answer (groceryItems,
 * itemToRemove) and adds the structured result the web app uses for quantities and units
 * (items) and for several removals at once (itemsToRemove).
 *
 * The route is public (guests use voice), so the device id is required and a signed-in
 * caller's access token, when sent, is verified here: the cost guards count per device and
 * per user, and Premium users have no monthly allowance. A token that does not verify
 * counts as a guest's call.
 */
export const handler = httpHandler({
  'POST /functions/process-grocery-speech': async (request) => {
    const deviceId = request.deviceId();
    const { transcript, currentItems } = request.body(speechRequestSchema);
    const token = bearerToken(request.event.headers.authorization);
    const userId = token
      ? await verifyAccessToken(token).then(
          (claims) => claims.sub,
          () => undefined,
        )
      : undefined;
    await voiceUsage.admit({ deviceId, userId });
    const result = await engine.extract(transcript, currentItems);
    return json(200, {
      groceryItems: result.add.map((item) => item.name),
      itemToRemove: result.remove[0] ?? null,
      items: result.add,
      itemsToRemove: result.remove,
    });
  },
});
