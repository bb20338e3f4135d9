import * as path from 'node:path';
import type { BuildOptions } from 'esbuild';

/**
 * See env-credentials-provider.ts, sigv4-only-token-providers.ts, no-event-streams.ts and
 * map-lru-cache.ts: the SDK minus what Lambda never uses.
 */
export const lambdaModuleAliases: Record<string, string> = {
  '@aws-sdk/credential-provider-node': path.join(__dirname, 'env-credentials-provider.ts'),
  '@aws-sdk/token-providers': path.join(__dirname, 'sigv4-only-token-providers.ts'),
  '@smithy/core/event-streams': path.join(__dirname, 'no-event-streams.ts'),
  'mnemonist/lru-cache': path.join(__dirname, 'map-lru-cache.ts'),
};

/** ES module builds first: the AWS SDK's dist-es tree-shakes far better than dist-cjs. */
export const lambdaMainFields = ['module', 'main'];

export const lambdaTarget = 'node24';

/**
 * The esbuild options the CDK functions are bundled with (lib/constructs/server-function.ts
 * passes the same values to NodejsFunction), for the tools that bundle them outside CDK:
 * the size budgets and `npm run lambda:sizes`.
 */
export const lambdaEsbuildOptions = {
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: lambdaTarget,
  mainFields: lambdaMainFields,
  minify: true,
  sourcemap: true,
  sourcesContent: false,
  // pt-BR text (lexicon, messages, Bedrock instructions) as UTF-8, not \u escapes: smaller.
  charset: 'utf8',
  alias: lambdaModuleAliases,
} satisfies BuildOptions;
