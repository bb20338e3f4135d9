/**
 * A WAV file of `seconds` of a quiet 440 Hz tone: 16-bit PCM, mono, 16 kHz unless told
 * otherwise, the format the web app records (web/src/lib/speech/wav.ts).
 */
export function wavClip(seconds: number, { sampleRate = 16_000 }: { sampleRate?: number } = {}): Uint8Array {
  const samples = Math.round(seconds * sampleRate);
  const bytes = new Uint8Array(44 + samples * 2);
  const view = new DataView(bytes.buffer);
  const text = (at: number, value: string) =>
    [...value].forEach((char, index) => view.setUint8(at + index, char.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, samples * 2, true);
  for (let index = 0; index < samples; index += 1)
    view.setInt16(44 + index * 2, Math.round(3000 * Math.sin((2 * Math.PI * 440 * index) / sampleRate)), true);
  return bytes;
}
