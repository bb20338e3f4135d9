import { readAudioClip } from '../../../lambdas/domain/speech/audio-clip';
import { currentItemsHeader } from '@/lib/speech/process-recording';
import { downsample, wavBytes } from '@/lib/speech/wav';

describe('what the recorder sends', () => {
  it('downsamples 48 kHz to 16 kHz, keeping the signal', () => {
    const tone = Float32Array.from(
      { length: 48_000 },
      (_, index) => 0.5 * Math.sin((2 * Math.PI * 200 * index) / 48_000),
    );
    const samples = downsample(tone, 48_000);
    expect(samples).toHaveLength(16_000);
    const peak = Math.max(...Array.from(samples, Math.abs));
    expect(peak / 0x7fff).toBeGreaterThan(0.45);
    expect(peak / 0x7fff).toBeLessThanOrEqual(0.5);
  });

  it('writes a WAV the server reads as 16 kHz mono PCM of the right length', () => {
    const clip = readAudioClip('audio/wav', wavBytes(new Int16Array(16_000 * 3).fill(1200)));
    expect(clip).toMatchObject({ encoding: 'pcm', sampleRate: 16_000, durationSeconds: 3 });
    expect(clip.audio).toHaveLength(96_000);
  });

  it('sends the names on the list as base64 JSON, dropping the oldest beyond 6,000 characters', () => {
    const decode = (header: string) => JSON.parse(Buffer.from(header, 'base64').toString('utf8')) as string[];
    expect(decode(currentItemsHeader(['Pão de açúcar', 'Leite']))).toEqual(['Pão de açúcar', 'Leite']);
    const many = Array.from({ length: 400 }, (_, index) => `Item número ${index}`);
    const header = currentItemsHeader(many);
    expect(header.length).toBeLessThanOrEqual(6_000);
    const kept = decode(header);
    expect(kept.at(-1)).toBe('Item número 399');
    expect(kept.length).toBeGreaterThan(100);
  });
});
