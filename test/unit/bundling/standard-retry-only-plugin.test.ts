import { standardRetryOnly } from '../../../lib/bundling/standard-retry-only-plugin';
import { bundleEntry, runBundle } from './bundle-entry';

describe('Retries in a Lambda bundle', () => {
  // How an SDK client picks its retry strategy, in the mode given.
  const entry = (mode: string) => `
    import { resolveRetryConfig } from '@smithy/core/retry';
    resolveRetryConfig({ retryMode: '${mode}' }).retryStrategy().then(
      (strategy) => process.stdout.write(strategy.mode),
      (error) => process.stdout.write(error.message),
    );`;

  it('retries in the standard mode, without the adaptive rate limiter', async () => {
    const bundle = await bundleEntry(entry('standard'), [standardRetryOnly]);

    expect(bundle).not.toContain('measuredTxRate');
    expect(runBundle(bundle)).toBe('standard');
  });

  it('says why when the adaptive mode is asked for', async () => {
    const bundle = await bundleEntry(entry('adaptive'), [standardRetryOnly]);

    expect(runBundle(bundle)).toContain('adaptive retry mode is left out of the Lambda bundles');
  });

  it('carries the adaptive mode without the plugin (the test reads the right module)', async () => {
    const bundle = await bundleEntry(entry('adaptive'), []);

    expect(bundle).toContain('measuredTxRate');
    expect(runBundle(bundle)).toBe('adaptive');
  });
});
