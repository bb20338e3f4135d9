import * as path from 'node:path';
import { build, type BuildOptions, type Metafile } from 'esbuild';
import { serverFunctions, type ServerFunctionDefinition, type ServerFunctionName } from '../server-functions';
import { nativeSha256Only } from './native-sha256-only-plugin';
import { packageVersionOnly } from './package-version-only-plugin';
import { partitionsWithoutDescriptions } from './partitions-without-descriptions-plugin';
import { regionFromEnvOnly } from './region-from-env-only-plugin';
import { standardRetryOnly } from './standard-retry-only-plugin';
import { stripeResourcesOnly } from './stripe-resources-plugin';

const repoRoot = path.join(__dirname, '..', '..');

/** Where the handlers live: `lambdas/functions/<name>.ts`, each exporting `handler`. */
export const functionsDirectory = path.join(repoRoot, 'lambdas', 'functions');

/**
 * See env-credentials-provider.ts, sigv4-only-token-providers.ts, no-event-streams.ts and
 * map-lru-cache.ts: the SDK minus what Lambda never uses.
 */
const lambdaModuleAliases: Record<string, string> = {
  '@aws-sdk/credential-provider-node': path.join(__dirname, 'env-credentials-provider.ts'),
  '@aws-sdk/token-providers': path.join(__dirname, 'sigv4-only-token-providers.ts'),
  '@smithy/core/event-streams': path.join(__dirname, 'no-event-streams.ts'),
  'mnemonist/lru-cache': path.join(__dirname, 'map-lru-cache.ts'),
};

/** The esbuild options every server function is bundled with. */
const lambdaEsbuildOptions = {
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node24',
  // ES module builds first: the AWS SDK's dist-es tree-shakes far better than dist-cjs.
  mainFields: ['module', 'main'],
  minify: true,
  sourcemap: true,
  sourcesContent: false,
  // pt-BR text (lexicon, messages, Bedrock instructions) as UTF-8, not \u escapes: smaller.
  charset: 'utf8',
  alias: lambdaModuleAliases,
  absWorkingDir: repoRoot,
  logLevel: 'warning',
  metafile: true,
} satisfies BuildOptions;

/**
 * The esbuild options of one server function: the AWS SDK inside, less what Lambda never
 * runs (the aliases above), with only the version of its package.json
 * (package-version-only-plugin.ts), no region descriptions (partitions-without-descriptions-plugin.ts), no
 * pure-JS SHA-256 (native-sha256-only-plugin.ts), no adaptive retry mode (standard-retry-only-plugin.ts) and no
 * region lookup in the instance metadata (region-from-env-only-plugin.ts), and Stripe's SDK with only the API resources the function's
 * catalogue entry lists (stripe-resources-plugin.ts).
 */
export function serverFunctionBuildOptions(name: ServerFunctionName): BuildOptions {
  const definition: ServerFunctionDefinition = serverFunctions[name];
  return {
    ...lambdaEsbuildOptions,
    entryPoints: [path.join(functionsDirectory, `${name}.ts`)],
    plugins: [
      packageVersionOnly,
      partitionsWithoutDescriptions,
      nativeSha256Only,
      standardRetryOnly,
      regionFromEnvOnly,
      ...(definition.stripeResources ? [stripeResourcesOnly(definition.stripeResources)] : []),
    ],
  };
}

/**
 * Bundles one server function into `<outDir>/index.js` (with its source map): the one
 * bundling of the Lambda code, used by the CDK functions (through
 * bundle-server-function-cli.ts), the size budgets and `npm run lambda:sizes`.
 */
export async function bundleServerFunction(name: ServerFunctionName, outDir: string): Promise<Metafile> {
  const result = await build({ ...serverFunctionBuildOptions(name), outfile: path.join(outDir, 'index.js') });
  return result.metafile!;
}
