import { ValidationError } from '../errors';

/** The longest recording the web app sends and the server transcribes (issue 25). */
export const maxClipSeconds = 15;
/** The sample rate of the PCM clips: what Amazon Transcribe streaming expects for speech. */
export const pcmSampleRate = 16_000;
const wavHeaderBytes = 44;
/** A 15 s, 16 kHz, 16-bit mono WAV: the largest clip (an Ogg/Opus one of 15 s is far smaller). */
export const maxClipBytes = wavHeaderBytes + maxClipSeconds * pcmSampleRate * 2;

export const clipMessages = {
  empty: 'Nenhum áudio recebido. Grave de novo.',
  tooLarge: 'A gravação é grande demais. Grave no máximo 15 segundos.',
  tooLong: 'A gravação passou de 15 segundos. Grave de novo, dizendo menos itens de cada vez.',
  malformed: 'O áudio enviado não é válido. Grave de novo.',
  unsupported: 'Formato de áudio não suportado. Envie WAV (PCM 16 kHz, mono) ou Ogg/Opus.',
} as const;

/** A clip as Amazon Transcribe streaming takes it: the encoding, its sample rate and the bytes to stream. */
export interface AudioClip {
  encoding: 'pcm' | 'ogg-opus';
  sampleRate: number;
  /** PCM: the samples only (16-bit little-endian, mono); Ogg/Opus: the whole file. */
  audio: Uint8Array;
  durationSeconds: number;
}

/**
 * Checks a recorded clip and reads what Transcribe needs from it: a WAV of 16 kHz, 16-bit
 * PCM, mono (`audio/wav`), or an Ogg/Opus file (`audio/ogg`), at most `maxClipSeconds`
 * long and `maxClipBytes` big. Anything else is a ValidationError with a pt-BR message.
 */
export function readAudioClip(contentType: string | undefined, bytes: Uint8Array): AudioClip {
  if (bytes.length === 0) throw new ValidationError(clipMessages.empty);
  if (bytes.length > maxClipBytes) throw new ValidationError(clipMessages.tooLarge);
  const mediaType = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  const clip =
    mediaType === 'audio/wav' || mediaType === 'audio/wave' || mediaType === 'audio/x-wav'
      ? readWav(bytes)
      : mediaType === 'audio/ogg'
        ? readOggOpus(bytes)
        : undefined;
  if (!clip) throw new ValidationError(clipMessages.unsupported);
  if (clip.durationSeconds > maxClipSeconds) throw new ValidationError(clipMessages.tooLong);
  return clip;
}

function ascii(bytes: Uint8Array, at: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(at, at + length));
}

/** RIFF/WAVE with a PCM `fmt ` chunk (format 1, mono, 16 bits, 16 kHz) and a `data` chunk. */
function readWav(bytes: Uint8Array): AudioClip {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < wavHeaderBytes || ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 4) !== 'WAVE')
    throw new ValidationError(clipMessages.malformed);
  let format: { code: number; channels: number; rate: number; bits: number } | undefined;
  for (let at = 12; at + 8 <= bytes.length;) {
    const id = ascii(bytes, at, 4);
    const size = view.getUint32(at + 4, true);
    const body = at + 8;
    if (id === 'fmt ' && size >= 16 && body + 16 <= bytes.length) {
      format = {
        code: view.getUint16(body, true),
        channels: view.getUint16(body + 2, true),
        rate: view.getUint32(body + 4, true),
        bits: view.getUint16(body + 14, true),
      };
    } else if (id === 'data') {
      if (!format) break;
      if (format.code !== 1 || format.channels !== 1 || format.bits !== 16 || format.rate !== pcmSampleRate)
        throw new ValidationError(clipMessages.unsupported);
      const audio = bytes.subarray(body, Math.min(body + size, bytes.length));
      if (audio.length < 2) throw new ValidationError(clipMessages.empty);
      return { encoding: 'pcm', sampleRate: pcmSampleRate, audio, durationSeconds: audio.length / 2 / pcmSampleRate };
    }
    at = body + size + (size % 2);
  }
  throw new ValidationError(clipMessages.malformed);
}

/**
 * Ogg pages (`OggS`) whose first packet is an `OpusHead`; the duration is the last page's
 * granule position (48 kHz samples) less the pre-skip.
 */
function readOggOpus(bytes: Uint8Array): AudioClip {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let lastGranule = 0;
  let preSkip: number | undefined;
  let at = 0;
  while (at < bytes.length) {
    if (at + 27 > bytes.length || ascii(bytes, at, 4) !== 'OggS') throw new ValidationError(clipMessages.malformed);
    const segments = bytes[at + 26]!;
    const table = at + 27;
    if (table + segments > bytes.length) throw new ValidationError(clipMessages.malformed);
    let bodySize = 0;
    for (let index = 0; index < segments; index += 1) bodySize += bytes[table + index]!;
    const body = table + segments;
    if (body + bodySize > bytes.length) throw new ValidationError(clipMessages.malformed);
    if (preSkip === undefined) {
      if (bodySize < 19 || ascii(bytes, body, 8) !== 'OpusHead') throw new ValidationError(clipMessages.unsupported);
      preSkip = view.getUint16(body + 10, true);
    }
    const granule = Number(view.getBigInt64(at + 6, true));
    if (granule > 0) lastGranule = granule;
    at = body + bodySize;
  }
  const durationSeconds = Math.max(0, lastGranule - (preSkip ?? 0)) / 48_000;
  if (durationSeconds === 0) throw new ValidationError(clipMessages.empty);
  return { encoding: 'ogg-opus', sampleRate: 48_000, audio: bytes, durationSeconds };
}
