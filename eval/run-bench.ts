import { benchCategories } from './categories/bench-categories';
import { benchSpeech } from './speech/bench-speech';

/** `npm run bench`: per-call latency of the offline engines (target: p99 under 1 ms per utterance). */
const format = ({ calls, p50Ms, p99Ms }: { calls: number; p50Ms: number; p99Ms: number }) =>
  `p50 ${(p50Ms * 1000).toFixed(1)} µs, p99 ${(p99Ms * 1000).toFixed(1)} µs over ${calls} calls`;

console.log(`speech extraction: ${format(benchSpeech())}`);
console.log(`categorisation: ${format(benchCategories())}`);
