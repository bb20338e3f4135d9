import * as path from 'node:path';
import type { BuildOptions } from 'esbuild';

/** A handler's entry: `lambdas/functions/<name>.ts`, exporting `handler`. */
export const functionEntry = (name: string): string =>
  path.join(__dirname, '..', '..', 'lambdas', 'functions', `${name}.ts`);

/**
 * The esbuild options CDK's NodejsFunction bundles every server function with
 * (lib/constructs/server-function.ts passes these values as its `bundling`), for the tools
 * that bundle outside CDK: the size guard (scripts/size-budgets.ts) and `npm run lambda:sizes`.
 * Standard options only: the AWS SDK, Powertools and Stripe go in as their packages ship.
 */
export const lambdaEsbuildOptions = {
  bundle: true,
  platform: 'node',
  format: 'cjs',
  // Lambda's Node.js 24 runtime.
  target: 'node24',
  // Each package's published `module` entry before `main` (CDK's documented mainFields option):
  // ES module code lets esbuild drop what a function never imports.
  mainFields: ['module', 'main'],
  minify: true,
  sourcemap: true,
  sourcesContent: false,
} satisfies BuildOptions;
