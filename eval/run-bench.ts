import { benchCategories } from './categories/bench-categories';
import { benchWebAndApi } from './bench-web-api';
import { benchLive } from './live/bench-live';
import { benchOffline } from './offline/bench-offline';
import { benchSpeech } from './speech/bench-speech';
import { benchSuggest, benchSuggestionsOnScreen, historySize } from './suggestions/bench-suggestions';
import { benchRecordedVoice } from './voice/bench-recorded-voice';

/**
 * `npm run bench`: per-call latency of the offline engines (target: p99 under 1 ms per
 * utterance), the offline saved lists, voice by recording, then the web and API figures (first-route KB,
 * Lighthouse, API latency). The runtime-backed parts run one after the other.
 */
const format = ({ calls, p50Ms, p99Ms }: { calls: number; p50Ms: number; p99Ms: number }) =>
  `p50 ${(p50Ms * 1000).toFixed(1)} µs, p99 ${(p99Ms * 1000).toFixed(1)} µs over ${calls} calls`;

console.log(`speech extraction: ${format(benchSpeech())}`);
console.log(`categorisation: ${format(benchCategories())}`);
console.log(`suggestions, ranking over a ${historySize}-item history and the lexicon: ${format(benchSuggest())}`);

// Offline saved lists (issues 9 and 28): a 100-item list drawn from the device cache with no
// network (aim: ≤ 200 ms from navigation start), and a 100-change outbox sent to the local
// runtime (aim: ≤ 1.5 s).
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
async function reportOffline(): Promise<void> {
  const offline = await benchOffline();
  if (!offline) {
    console.log('offline lists: skipped (run `npm run build:web` first)');
    return;
  }
  console.log(
    `offline list of 100 items from the device cache: median ${median(offline.renderFromCacheMs).toFixed(0)} ms from navigation start, ` +
      `${median(offline.renderAfterDomReadyMs).toFixed(0)} ms after DOMContentLoaded (${offline.renderFromCacheMs.length} offline reloads); ` +
      `opened in a new tab (no page before it): median ${median(offline.openFromCacheMs).toFixed(0)} ms`,
  );
  console.log(
    `outbox of ${offline.operations} changes drained against the local runtime: ${(offline.drainMs / 1000).toFixed(2)} s ` +
      `(${(offline.drainMs / offline.operations).toFixed(0)} ms per change)`,
  );
}

// Suggestions (issue 29): keystroke to suggestions on screen with a 2,000-item history (aim: under 50 ms).
async function reportSuggestions(): Promise<void> {
  const latencies = await benchSuggestionsOnScreen();
  if (!latencies) {
    console.log('suggestions on screen: skipped (run `npm run build:web` first)');
    return;
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  const p95 = sorted[Math.floor(sorted.length * 0.95)]!;
  const within = latencies.filter((ms) => ms <= 50).length;
  console.log(
    `suggestions on screen, ${historySize}-item history: keystroke to next frame median ${median(latencies).toFixed(1)} ms, ` +
      `p95 ${p95.toFixed(1)} ms, worst ${sorted.at(-1)!.toFixed(1)} ms; ${within}/${latencies.length} keystrokes within 50 ms`,
  );
}

// Voice by recording (issue 25): bytes sent for a 5 s and a 15 s utterance, and the browser's
// time from the end of the recording to the upload leaving.
async function reportRecordedVoice(): Promise<void> {
  const clips = await benchRecordedVoice();
  if (!clips) {
    console.log('recorded voice: skipped (run `npm run build:web` first)');
    return;
  }
  for (const clip of clips)
    console.log(
      `recorded voice, ${clip.spokenSeconds} s spoken: ${clip.bytesSent.toLocaleString('en')} bytes sent (${clip.clipSeconds.toFixed(2)} s of 16 kHz mono PCM); ` +
        `end of recording → upload starts: median ${median(clip.endToRequestMs).toFixed(1)} ms (${clip.endToRequestMs.map((ms) => ms.toFixed(1)).join(', ')})`,
    );
}

// Live lists (issue 24): a write on one phone to the change on the other's screen (aim: p95 ≤ 1 s).
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)]!;
async function reportLive(): Promise<void> {
  const live = await benchLive();
  if (!live) {
    console.log('live lists: skipped (run `npm run build:web` first)');
    return;
  }
  const changes = live.changeOnOtherScreenMs;
  console.log(
    `live lists: write on one client to the change on the other's screen p50 ${percentile(changes, 50)} ms, ` +
      `p95 ${percentile(changes, 95)} ms over ${changes.length} changes; one local gateway held ` +
      `${live.connectionsHeld} watching connections, a nudge reached all of them in ${live.fanOutToAllMs} ms`,
  );
}

reportOffline()
  .then(reportSuggestions)
  .then(reportRecordedVoice)
  .then(reportLive)
  .then(benchWebAndApi)
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
