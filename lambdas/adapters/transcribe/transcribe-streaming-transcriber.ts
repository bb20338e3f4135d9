import {
  StartStreamTranscriptionCommand,
  TranscribeStreamingClient,
  type AudioStream,
  type TranscribeStreamingClientConfig,
  type TranscriptResultStream,
} from '@aws-sdk/client-transcribe-streaming';
import type { AudioClip } from '../../domain/speech/audio-clip';
import { RateLimitedError, TimedOutError, ValidationError } from '../../domain/errors';
import { transcriptionMessages, type Transcriber } from '../../domain/speech/transcriber';

export interface TranscribeStreamingOptions {
  region?: string;
  /** Defaults to the SDK's chain (on Lambda, the function role's environment variables). */
  credentials?: TranscribeStreamingClientConfig['credentials'];
  /** How long the whole transcription may take before the call gives up (408). */
  timeoutMs: number;
}

/** 200 ms of 16 kHz 16-bit audio a chunk: the size Transcribe recommends (50–200 ms). */
const chunkBytes = 6_400;

/** Transcribe's errors that mean "too many streams now" or "try again shortly". */
const busyErrors = new Set([
  'LimitExceededException',
  'ThrottlingException',
  'ServiceUnavailableException',
  'ConflictException',
  'InternalFailureException',
]);

async function* audioEvents(audio: Uint8Array): AsyncGenerator<AudioStream> {
  for (let at = 0; at < audio.length; at += chunkBytes)
    yield { AudioEvent: { AudioChunk: audio.subarray(at, at + chunkBytes) } };
}

/** The final (not partial) results of the stream, joined; a stream error member is thrown as the SDK would. */
async function finalTranscript(stream: AsyncIterable<TranscriptResultStream>): Promise<string> {
  const parts: string[] = [];
  for await (const event of stream) {
    const failure = Object.entries(event).find(([name]) => name.endsWith('Exception'));
    if (failure) throw Object.assign(new Error(String((failure[1] as Error).message)), { name: failure[0] });
    for (const result of event.TranscriptEvent?.Transcript?.Results ?? []) {
      const text = result.IsPartial ? undefined : result.Alternatives?.[0]?.Transcript?.trim();
      if (text) parts.push(text);
    }
  }
  return parts.join(' ');
}

/**
 * Amazon Transcribe streaming (StartStreamTranscription, pt-BR) for one recorded clip: the
 * audio is streamed in 200 ms chunks, held only in memory, and the final results come
 * back as one transcript. Throttling is a 429, a bad stream a 400, a slow one a 408.
 */
export function createTranscribeStreamingTranscriber(options: TranscribeStreamingOptions): Transcriber {
  const client = new TranscribeStreamingClient({
    region: options.region,
    credentials: options.credentials,
    maxAttempts: 1,
  });
  return {
    async transcribe(clip: AudioClip): Promise<string> {
      const controller = new AbortController();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          controller.abort();
          reject(new TimedOutError(transcriptionMessages.timeout));
        }, options.timeoutMs);
      });
      const transcription = (async () => {
        const response = await client.send(
          new StartStreamTranscriptionCommand({
            LanguageCode: 'pt-BR',
            MediaEncoding: clip.encoding,
            MediaSampleRateHertz: clip.sampleRate,
            AudioStream: audioEvents(clip.audio),
          }),
          { abortSignal: controller.signal },
        );
        return response.TranscriptResultStream ? finalTranscript(response.TranscriptResultStream) : '';
      })();
      try {
        return await Promise.race([transcription, timeout]);
      } catch (error) {
        if (error instanceof TimedOutError) throw error;
        const name = (error as Error).name;
        if (busyErrors.has(name)) throw new RateLimitedError(transcriptionMessages.busy);
        if (name === 'BadRequestException') throw new ValidationError(transcriptionMessages.notUnderstood);
        throw error;
      } finally {
        clearTimeout(timer);
        transcription.catch(() => undefined);
      }
    },
  };
}
