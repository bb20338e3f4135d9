import type { Plugin } from 'esbuild';

const adaptiveRetry =
  /[\\/]@smithy[\\/]core[\\/]dist-es[\\/]submodules[\\/]retry[\\/]util-retry[\\/]AdaptiveRetryStrategy\.js$/;

/**
 * Lambda bundles only: the SDK clients retry in the standard mode, and carry the adaptive mode
 * (AdaptiveRetryStrategy with its client-side rate limiter, 3.4 KB) for AWS_RETRY_MODE=adaptive, which
 * no function sets. Here that mode is a stand-in that fails with a message saying why, should it ever
 * be chosen.
 */
export const standardRetryOnly: Plugin = {
  name: 'standard-retry-only',
  setup(build) {
    build.onLoad({ filter: adaptiveRetry }, () => ({
      contents: `export class AdaptiveRetryStrategy {
        constructor() {
          throw new Error('The adaptive retry mode is left out of the Lambda bundles (lib/bundling/standard-retry-only-plugin.ts).');
        }
      }`,
      loader: 'js',
    }));
  },
};
