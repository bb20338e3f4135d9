import type { RecordedClip } from './clip-recorder';
import { parseSpeechAnswer } from './parse-speech-answer';
import { SpeechTimeoutError, toOutcome, withinSpeechTimeout } from './process-speech';
import type { SpeechOutcome } from './speech-types';
import { ApiError, apiFetch } from '@/lib/api-client';

/**
 * How a recorded clip went. `done`: what the server heard and the changes it asks for;
 * `noSpeech`: nothing was heard; `unavailable`: the server cannot transcribe here (503, or
 * no connection), so typing is offered; `limitReached`, `failed` and `cancelled` as for a
 * transcript (process-speech.ts). Unlike a transcript, a clip has no on-device fallback.
 */
export type ProcessedRecording =
  | { status: 'done'; outcome: SpeechOutcome; transcript: string }
  | { status: 'noSpeech' }
  | { status: 'limitReached'; message: string }
  | { status: 'unavailable'; message: string }
  | { status: 'failed'; timedOut: boolean; message?: string }
  | { status: 'cancelled' };

/** The header's cap: the names on the list beyond it are left out (oldest first). */
const maxCurrentItemsHeader = 6_000;

function base64Json(value: unknown): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(JSON.stringify(value))) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** `x-current-items`: base64 of the UTF-8 JSON names, within the cap. */
export function currentItemsHeader(names: readonly string[]): string {
  let kept = [...names];
  let header = base64Json(kept);
  while (header.length > maxCurrentItemsHeader && kept.length > 0) {
    kept = kept.slice(Math.ceil(kept.length / 4));
    header = base64Json(kept);
  }
  return header;
}

/**
 * Sends the clip to transcribe-grocery-speech with the names on the list (for removals),
 * within the spec's 30 s; the answer is the transcript and the changes, as for a
 * transcript (spec §7).
 */
export async function processRecording(
  clip: RecordedClip,
  currentItems: readonly string[],
  signal?: AbortSignal,
): Promise<ProcessedRecording> {
  try {
    const answer = await withinSpeechTimeout(
      (aborted) =>
        apiFetch<{ transcript?: unknown }>('/functions/transcribe-grocery-speech', {
          method: 'POST',
          body: clip.wav,
          headers: { 'x-current-items': currentItemsHeader(currentItems) },
          signal: aborted,
        }),
      signal,
    );
    const transcript = typeof answer?.transcript === 'string' ? answer.transcript : '';
    const { add, remove } = parseSpeechAnswer(answer);
    return { status: 'done', outcome: await toOutcome(transcript, add, remove), transcript };
  } catch (error) {
    if (signal?.aborted) return { status: 'cancelled' };
    if (error instanceof SpeechTimeoutError) return { status: 'failed', timedOut: true };
    if (!(error instanceof ApiError)) return { status: 'failed', timedOut: false };
    if (error.code === 'NO_SPEECH') return { status: 'noSpeech' };
    if (error.code === 'LIMIT_REACHED') return { status: 'limitReached', message: error.message };
    if (error.status === 503 || error.status === 0) return { status: 'unavailable', message: error.message };
    return { status: 'failed', timedOut: error.code === 'TIMEOUT', message: error.message };
  }
}
