import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launchBrowser, phoneContext } from '../../test/support/browser';
import { startFakeTranscriber, type TranscribedClip } from '../../test/support/fake-transcriber';
import { startLocalRuntimeProcess } from '../../test/support/local-runtime-process';
import { wavBytes } from '../../web/src/lib/speech/wav';

export interface RecordedVoiceBench {
  /** How long the fake microphone spoke. */
  spokenSeconds: number;
  /** The clip's bytes as sent (WAV header included), and the seconds of audio in it. */
  bytesSent: number;
  clipSeconds: number;
  /** End of recording (the recorder's mark) → the upload's fetch start (Resource Timing), one per run. */
  endToRequestMs: number[];
}

const runs = 3;
const rate = 16_000;

/** A 16 kHz WAV: 0.5 s of quiet, `seconds` of a voiced sound (a 220 Hz buzz with a harmonic), 3 s of quiet. */
function voicedWav(seconds: number): Uint8Array {
  const samples = Int16Array.from({ length: Math.round((0.5 + seconds + 3) * rate) }, (_, index) => {
    const time = index / rate;
    const voiced = time >= 0.5 && time < 0.5 + seconds;
    const value = voiced ? 0.2 * Math.sin(2 * Math.PI * 220 * time) + 0.1 * Math.sin(2 * Math.PI * 660 * time) : 0;
    return Math.round(value * 0x7fff);
  });
  return wavBytes(samples, rate);
}

/**
 * `npm run bench` (issue 25): voice by recording, as in a browser without speech recognition.
 * For a 5 s and a 15 s utterance played by Chromium's fake microphone, the bytes the web app
 * sends to transcribe-grocery-speech and the time from the end of the recording to the
 * upload's start (downsampled as it records, so only the WAV's assembly is left). The local
 * runtime's transcriber is the tests' fake: Transcribe's own time is not measured here.
 */
export async function benchRecordedVoice(): Promise<RecordedVoiceBench[] | undefined> {
  if (!existsSync(path.resolve(__dirname, '../../web/dist/index.html'))) return undefined;
  const folder = mkdtempSync(path.join(tmpdir(), 'bench-voice-'));
  const transcriber = await startFakeTranscriber();
  const runtime = await startLocalRuntimeProcess({ transcriberUrl: transcriber.url });
  await fetch(`${transcriber.url}/transcript`, { method: 'PUT', body: JSON.stringify({ transcript: 'arroz' }) });
  const results: RecordedVoiceBench[] = [];
  try {
    for (const spokenSeconds of [5, 15]) {
      const file = path.join(folder, `voiced-${spokenSeconds}s.wav`);
      // 15 s of speech and more reaches the recorder's cap.
      writeFileSync(file, voicedWav(spokenSeconds === 15 ? 17 : spokenSeconds));
      const browser = await launchBrowser([
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-audio-capture=${file}%noloop`,
      ]);
      const result: RecordedVoiceBench = { spokenSeconds, bytesSent: 0, clipSeconds: 0, endToRequestMs: [] };
      try {
        for (let run = 0; run < runs; run += 1) {
          const context = await phoneContext(browser, runtime.url);
          await context.grantPermissions(['microphone']);
          // No speech recognition: the recorder takes the recording path (this file has no DOM types).
          await context.addInitScript('delete window.SpeechRecognition; delete window.webkitSpeechRecognition;');
          const page = await context.newPage();
          await page.goto('/add-items');
          await page.waitForFunction("document.documentElement.hasAttribute('data-screen-hydrated')");
          const answered = page.waitForResponse('**/functions/transcribe-grocery-speech', { timeout: 40_000 });
          await page.getByRole('button', { name: 'Gravar itens por voz' }).click();
          await answered;
          // What transcribe-grocery-speech read from the upload: the WAV's samples (its 44-byte header aside).
          const clip = ((await (await fetch(`${transcriber.url}/clips`)).json()) as TranscribedClip[]).at(-1)!;
          result.bytesSent = 44 + clip.audioBytes;
          result.clipSeconds = clip.durationSeconds;
          // fetch() called: the request leaves the app (before the network's own queueing).
          result.endToRequestMs.push(
            (await page.evaluate(`(() => {
              const recorded = performance.getEntriesByName('voice-clip-recorded')[0].startTime;
              const upload = performance.getEntriesByType('resource').find((entry) => entry.name.includes('transcribe-grocery-speech'));
              return upload.startTime - recorded;
            })()`)) as number,
          );
          await context.close();
        }
      } finally {
        await browser.close();
      }
      results.push(result);
    }
  } finally {
    await runtime.stop();
    await transcriber.stop();
    rmSync(folder, { recursive: true, force: true });
  }
  return results;
}
