import { performance } from 'node:perf_hooks';
import { categoriseItem } from '../../lambdas/domain/categories/categorise-item';
import { readLabelledNames } from './labelled-names';

/**
 * Per-call latency of the offline categoriser over every labelled name (dev and
 * holdout), `iterations` passes after one warm-up pass (design.md: well under 1 ms per
 * call). Each call is timed on its own, so p99 shows the slow names, not an average.
 */
export function benchCategories(iterations = 20): { calls: number; p50Ms: number; p99Ms: number } {
  const names = [...readLabelledNames('dev'), ...readLabelledNames('holdout')].map(({ name }) => name);
  for (const name of names) categoriseItem(name);
  const durations: number[] = [];
  for (let pass = 0; pass < iterations; pass += 1) {
    for (const name of names) {
      const start = performance.now();
      categoriseItem(name);
      durations.push(performance.now() - start);
    }
  }
  durations.sort((a, b) => a - b);
  return { calls: durations.length, p50Ms: percentile(durations, 0.5), p99Ms: percentile(durations, 0.99) };
}

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? 0;
}
