import * as path from 'node:path';
import type { BuildOptions } from 'esbuild';

/** Where the handlers live: `lambdas/functions/<name>.ts`, each exporting `handler`. */
export const functionsDirectory = path.join(__dirname, '..', '..', 'lambdas', 'functions');

export const functionEntry = (name: string): string => path.join(functionsDirectory, `${name}.ts`);

/** Lambda's Node.js 24 runtime (lib/constructs/server-function.ts). */
export const lambdaTarget = 'node24';

/** ES module builds first: the AWS SDK's dist-es tree-shakes better than dist-cjs. */
export const lambdaMainFields = ['module', 'main'];

/**
 * The esbuild options CDK's NodejsFunction bundles every server function with
 * (lib/constructs/server-function.ts passes the same values as its `bundling`), for the tools
 * that bundle outside CDK: the size guard (scripts/size-budgets.ts) and `npm run lambda:sizes`.
 * Standard options only: the AWS SDK, Powertools and Stripe go in as their packages ship.
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
} satisfies BuildOptions;
