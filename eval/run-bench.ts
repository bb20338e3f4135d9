import { benchCategories } from './categories/bench-categories';
import { benchWebAndApi } from './bench-web-api';
import { benchSpeech } from './speech/bench-speech';

/**
 * `npm run bench`: per-call latency of the offline engines (target: p99 under 1 ms per
 * utterance), then the web and API figures (first-route KB, Lighthouse, API latency).
 */
const format = ({ calls, p50Ms, p99Ms }: { calls: number; p50Ms: number; p99Ms: number }) =>
  `p50 ${(p50Ms * 1000).toFixed(1)} µs, p99 ${(p99Ms * 1000).toFixed(1)} µs over ${calls} calls`;

console.log(`speech extraction: ${format(benchSpeech())}`);
console.log(`categorisation: ${format(benchCategories())}`);
benchWebAndApi().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
