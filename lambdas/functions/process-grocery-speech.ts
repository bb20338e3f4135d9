import { speechRequestSchema } from '../domain/speech/speech-request-schema';
import { httpHandler, json } from '../http/http-handler';
import { createSpeechProcessing } from '../http/speech-processing';

const speech = createSpeechProcessing();

/**
 * Spec §7: what one utterance adds and removes. Keeps the spec's answer (groceryItems,
 * itemToRemove) and adds the structured result the web app uses for quantities and units
 * (items) and for several removals at once (itemsToRemove).
 *
 * The route is public (guests use voice), so the device id is required and a signed-in
 * caller's access token, when sent, is verified: the cost guards count per device and per
 * user, and Premium users have no monthly allowance.
 */
export const handler = httpHandler({
  'POST /functions/process-grocery-speech': async (request) => {
    request.deviceId();
    const { transcript, currentItems } = request.body(speechRequestSchema);
    await speech.admit(request);
    return json(200, await speech.answer(transcript, currentItems));
  },
});
