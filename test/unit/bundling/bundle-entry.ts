import { execFileSync } from 'node:child_process';
import * as path from 'node:path';
import { build, type Plugin } from 'esbuild';

export const repoRoot = path.join(__dirname, '..', '..', '..');

/** Bundles `entry` (JavaScript, resolved from the repo root) the way the Lambda bundles resolve the SDK, with `plugins`. */
export async function bundleEntry(entry: string, plugins: Plugin[]): Promise<string> {
  const result = await build({
    stdin: { contents: entry, resolveDir: repoRoot, loader: 'js' },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    mainFields: ['module', 'main'],
    write: false,
    logLevel: 'silent',
    plugins,
  });
  return result.outputFiles[0]!.text;
}

/**
 * Runs a bundle in a fresh Node process and returns what it printed; `env` changes the
 * environment (a variable set to undefined is removed).
 */
export function runBundle(bundle: string, env: Record<string, string | undefined> = {}): string {
  const environment = Object.fromEntries(
    Object.entries({ ...process.env, ...env }).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return execFileSync(process.execPath, ['-'], { input: bundle, encoding: 'utf8', env: environment });
}
