import { loadOfflineEngine } from './load-offline-engine';
import { parseSpeechAnswer } from './parse-speech-answer';
import type { SpeechOutcome, VoiceItem } from './speech-types';
import { ApiError, apiFetch } from '@/lib/api-client';

/** Spec §9: voice processing time-out. */
export const speechProcessingTimeoutMs = 30_000;

/**
 * How processing went. `done` carries the outcome and where it was worked out (the
 * server, or the bundled engine on the device); `timedOut` says the server took longer
 * than the time-out first. `failed` carries the server's message when it refused the
 * request. `limitReached`: the month's free voice uses are spent (403 LIMIT_REACHED), so
 * the voice-limit dialog shows the server's message. `cancelled` means the caller aborted.
 */
export type ProcessedSpeech =
  | { status: 'done'; outcome: SpeechOutcome; source: 'server' | 'device'; timedOut: boolean }
  | { status: 'limitReached'; message: string }
  | { status: 'failed'; timedOut: boolean; message?: string }
  | { status: 'cancelled' };

/** The server did not answer within `speechProcessingTimeoutMs`. */
export class SpeechTimeoutError extends Error {}

/**
 * Runs one server call with the spec's 30 s time-out (SpeechTimeoutError) and the caller's
 * cancellation; `call` gets the signal that aborts the request in both cases.
 */
export async function withinSpeechTimeout<T>(
  call: (signal: AbortSignal) => Promise<T>,
  signal?: AbortSignal,
): Promise<T> {
  const controller = new AbortController();
  const cancel = () => controller.abort();
  signal?.addEventListener('abort', cancel, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new SpeechTimeoutError());
    }, speechProcessingTimeoutMs);
  });
  try {
    return await Promise.race([call(controller.signal), timeout]);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
}

function askServer(transcript: string, currentItems: readonly string[], signal?: AbortSignal): Promise<unknown> {
  return withinSpeechTimeout(
    (aborted) =>
      apiFetch<unknown>('/functions/process-grocery-speech', {
        method: 'POST',
        body: { transcript, currentItems, action: 'smart_process' },
        signal: aborted,
      }),
    signal,
  );
}

/** Failures the device can stand in for: no connection, a timed-out or overloaded server. */
function deviceCanStandIn(error: unknown): boolean {
  if (error instanceof SpeechTimeoutError) return true;
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

async function asksToRemove(transcript: string): Promise<boolean> {
  try {
    return (await loadOfflineEngine()).asksToRemove(transcript);
  } catch {
    return false;
  }
}

/** The outcome of a server answer; a removal asked for with nothing matched is told by the offline engine. */
export async function toOutcome(transcript: string, add: VoiceItem[], remove: string[]): Promise<SpeechOutcome> {
  const removalAsked = remove.length > 0 || (add.length === 0 && (await asksToRemove(transcript)));
  return { add, remove, removalAsked };
}

/**
 * Turns a transcript into list changes (spec §4, §7): POST process-grocery-speech with
 * the names on the list, within 30 s. When the device is offline, or the server cannot
 * be reached, times out or fails (5xx), the same rules engine runs in the browser, so
 * voice keeps working in a shop with no signal. A request the server refuses (4xx)
 * fails with the server's message.
 */
export async function processSpeech(
  transcript: string,
  currentItems: readonly string[],
  signal?: AbortSignal,
): Promise<ProcessedSpeech> {
  let timedOut = false;
  if (navigator.onLine !== false) {
    try {
      const { add, remove } = parseSpeechAnswer(await askServer(transcript, currentItems, signal));
      return { status: 'done', outcome: await toOutcome(transcript, add, remove), source: 'server', timedOut };
    } catch (error) {
      if (signal?.aborted) return { status: 'cancelled' };
      if (error instanceof ApiError && error.code === 'LIMIT_REACHED')
        return { status: 'limitReached', message: error.message };
      if (!deviceCanStandIn(error))
        return { status: 'failed', timedOut, message: error instanceof ApiError ? error.message : undefined };
      timedOut = error instanceof SpeechTimeoutError;
    }
  }
  try {
    const engine = await loadOfflineEngine();
    const { add, remove } = engine.extractSpeech(transcript, currentItems);
    if (signal?.aborted) return { status: 'cancelled' };
    return {
      status: 'done',
      outcome: {
        add,
        remove,
        removalAsked: remove.length > 0 || (add.length === 0 && engine.asksToRemove(transcript)),
      },
      source: 'device',
      timedOut,
    };
  } catch {
    if (signal?.aborted) return { status: 'cancelled' };
    return { status: 'failed', timedOut };
  }
}
