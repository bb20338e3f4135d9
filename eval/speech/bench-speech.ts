import { extractSpeech } from '@domain/speech/extract-speech';
import { loadCorpus } from './load-corpus';

/** Latency of the offline engine per utterance. Target (design.md): p99 under 1 ms. */
export interface SpeechBenchmark {
  calls: number;
  p50Ms: number;
  p99Ms: number;
}

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * Times every `extractSpeech` call over the whole corpus (dev, holdout and recognizer-dev), `iterations`
 * times (default 20), after one untimed warm-up pass so the JIT has compiled the engine.
 */
export function benchSpeech(iterations = 20): SpeechBenchmark {
  const corpus = [...loadCorpus('dev'), ...loadCorpus('holdout'), ...loadCorpus('recognizer-dev')];
  for (const { transcript, currentItems } of corpus) extractSpeech(transcript, currentItems);
  const times = new Float64Array(corpus.length * iterations);
  let calls = 0;
  for (let round = 0; round < iterations; round += 1) {
    for (const { transcript, currentItems } of corpus) {
      const start = performance.now();
      extractSpeech(transcript, currentItems);
      times[calls] = performance.now() - start;
      calls += 1;
    }
  }
  const sorted = Array.from(times).sort((a, b) => a - b);
  return { calls, p50Ms: percentile(sorted, 50), p99Ms: percentile(sorted, 99) };
}
