import { wavBytes } from '../../web/src/lib/speech/wav';

/**
 * A WAV file of `seconds` of a quiet 440 Hz tone: 16-bit PCM, mono, 16 kHz unless told
 * otherwise, written as the web app writes its recordings (web/src/lib/speech/wav.ts).
 */
export function wavClip(seconds: number, { sampleRate = 16_000 }: { sampleRate?: number } = {}): Uint8Array {
  const samples = Int16Array.from({ length: Math.round(seconds * sampleRate) }, (_, index) =>
    Math.round(3000 * Math.sin((2 * Math.PI * 440 * index) / sampleRate)),
  );
  return wavBytes(samples, sampleRate);
}
