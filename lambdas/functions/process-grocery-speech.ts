import { createSpeechEngine } from '../adapters/bedrock/create-speech-engine';
import { speechRequestSchema } from '../domain/speech/speech-request-schema';
import { httpHandler, json } from '../http/http-handler';
import { logger } from '../http/logger';
import { aiEngineConfig } from '../server-config';

const engine = createSpeechEngine({ ...aiEngineConfig(), log: (message, details) => logger.warn(message, details) });

/**
 * Spec §7: what one utterance adds and removes. Keeps the spec's answer (groceryItems,
 * itemToRemove) and adds the structured result the web app uses for quantities and units
 * (items) and for several removals at once (itemsToRemove).
 */
export const handler = httpHandler({
  'POST /functions/process-grocery-speech': async (request) => {
    const { transcript, currentItems } = request.body(speechRequestSchema);
    const result = await engine.extract(transcript, currentItems);
    return json(200, {
      groceryItems: result.add.map((item) => item.name),
      itemToRemove: result.remove[0] ?? null,
      items: result.add,
      itemsToRemove: result.remove,
    });
  },
});
