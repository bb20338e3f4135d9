import { leftOutClass, standIn } from './stand-in-plugin';

/**
 * Lambda bundles only: the SDK clients retry in the standard mode, and carry the adaptive mode
 * (AdaptiveRetryStrategy with its client-side rate limiter, 3.4 KB) for AWS_RETRY_MODE=adaptive, which
 * no function sets. Here that mode is a stand-in that fails with a message saying why, should it ever
 * be chosen.
 */
export const standardRetryOnly = standIn(
  'standard-retry-only',
  /[\\/]@smithy[\\/]core[\\/]dist-es[\\/]submodules[\\/]retry[\\/]util-retry[\\/]AdaptiveRetryStrategy\.js$/,
  leftOutClass('AdaptiveRetryStrategy', 'The adaptive retry mode', 'standard-retry-only-plugin.ts'),
);
