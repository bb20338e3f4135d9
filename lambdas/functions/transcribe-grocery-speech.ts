import { createTranscribeStreamingTranscriber } from '../adapters/transcribe/transcribe-streaming-transcriber';
import { NoSpeechError, UnavailableError, ValidationError } from '../domain/errors';
import { readAudioClip } from '../domain/speech/audio-clip';
import { currentItemsSchema } from '../domain/speech/speech-request-schema';
import { transcriptionMessages, type Transcriber } from '../domain/speech/transcriber';
import { httpHandler, json, parseWith, type HttpRequest } from '../http/http-handler';
import { createSpeechProcessing } from '../http/speech-processing';
import { transcribeConfig } from '../server-config';

const speech = createSpeechProcessing();

/** The names on the list: `x-current-items`, base64 of a UTF-8 JSON array (the body is the audio). */
function currentItemsOf(request: HttpRequest): string[] {
  const header = request.event.headers['x-current-items'];
  if (!header) return [];
  let names: unknown;
  try {
    names = JSON.parse(Buffer.from(header, 'base64').toString('utf8'));
  } catch {
    throw new ValidationError('A lista atual é inválida.');
  }
  return parseWith(currentItemsSchema, names);
}

/**
 * Issue 25: voice where the browser cannot recognise speech. The body is the recorded
 * clip (a 16 kHz mono WAV or Ogg/Opus, at most 15 s); it is checked, counted against the
 * same cost guards as process-grocery-speech, streamed to `transcriber` (Amazon
 * Transcribe, pt-BR) and the transcript goes through the same speech processing, in one
 * round trip. The audio lives only in this call's memory. The answer is process-grocery-
 * speech's plus the transcript; nothing heard is a 422 "Nenhuma fala detectada". Without a
 * transcriber (`npm start` without Transcribe credentials) it is a 503, before anything is counted.
 */
export function createHandler(transcriber: Transcriber | undefined) {
  return httpHandler({
    'POST /functions/transcribe-grocery-speech': async (request) => {
      request.deviceId();
      const clip = readAudioClip(request.event.headers['content-type'], request.bytes());
      const currentItems = currentItemsOf(request);
      if (!transcriber) throw new UnavailableError(transcriptionMessages.unavailable);
      await speech.admit(request);
      const transcript = (await transcriber.transcribe(clip)).trim();
      if (!transcript) throw new NoSpeechError();
      return json(200, { transcript, ...(await speech.answer(transcript, currentItems)) });
    },
  });
}

const { region, timeoutMs } = transcribeConfig();

/** On AWS: Transcribe in the stack's region. The local runtime builds its own (local/local-transcriber.ts). */
export const handler = createHandler(region ? createTranscribeStreamingTranscriber({ region, timeoutMs }) : undefined);
