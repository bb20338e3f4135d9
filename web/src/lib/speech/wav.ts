/** The sample rate clips are sent at: what Amazon Transcribe streaming expects for speech. */
export const clipSampleRate = 16_000;

/** The bytes of a WAV file (RIFF, PCM format 1, mono, 16-bit little-endian) of `samples` at `sampleRate`. */
export function wavBytes(samples: Int16Array, sampleRate = clipSampleRate): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(44 + samples.length * 2);
  const header = new DataView(bytes.buffer);
  const text = (at: number, value: string) => {
    for (let index = 0; index < value.length; index += 1) header.setUint8(at + index, value.charCodeAt(index));
  };
  const dataBytes = samples.length * 2;
  text(0, 'RIFF');
  header.setUint32(4, 36 + dataBytes, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  header.setUint32(16, 16, true);
  header.setUint16(20, 1, true);
  header.setUint16(22, 1, true);
  header.setUint32(24, sampleRate, true);
  header.setUint32(28, sampleRate * 2, true);
  header.setUint16(32, 2, true);
  header.setUint16(34, 16, true);
  text(36, 'data');
  header.setUint32(40, dataBytes, true);
  for (let index = 0; index < samples.length; index += 1) header.setInt16(44 + index * 2, samples[index]!, true);
  return bytes;
}

/** The same, as the Blob the recorder uploads (`audio/wav`). */
export function encodeWav(samples: Int16Array, sampleRate = clipSampleRate): Blob {
  return new Blob([wavBytes(samples, sampleRate)], { type: 'audio/wav' });
}

/**
 * Float samples at `fromRate` → 16-bit samples at `toRate`, each output sample the mean of
 * the input samples it covers (a box filter: enough against aliasing for speech).
 */
export function downsample(input: Float32Array, fromRate: number, toRate = clipSampleRate): Int16Array {
  const ratio = fromRate / toRate;
  const output = new Int16Array(Math.floor(input.length / ratio));
  for (let index = 0; index < output.length; index += 1) {
    const start = Math.floor(index * ratio);
    const end = Math.max(start + 1, Math.floor((index + 1) * ratio));
    let sum = 0;
    for (let at = start; at < end; at += 1) sum += input[at]!;
    const value = Math.max(-1, Math.min(1, sum / (end - start)));
    output[index] = Math.round(value * 0x7fff);
  }
  return output;
}
