/**
 * Prints each server function's bundle size (index.js, bundled with the CDK functions'
 * esbuild options; the source map apart) and the time a fresh Node process takes to load it
 * with the function's NODE_OPTIONS (median of 5: the module-load part of a cold start), both
 * on the clock and in CPU time (user + system). The budget (scripts/size-budgets.ts: 150 ms)
 * holds the CPU time, which is the clock time on an idle machine and does not count the
 * time other processes of this shared machine hold its cores. Flags and exits with 1 when a
 * function is over 150 ms or 1.5 MB. The size guard also runs in `npm test`
 * (test/infra/lambda-size-budgets.test.ts); load times are measured only here.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import {
  kb,
  lambdaBundleSizes,
  lambdaLoadBudgetMs,
  lambdaLoadRuns,
  lambdaSizeGuardKb,
  type LambdaSize,
} from './size-budgets';

const median = (values: number[]): number => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Median time for a fresh Node process to require the bundle, with the environment its
 * module scope reads: clock and CPU milliseconds.
 */
function loadMilliseconds(file: string): { clockMs: number; cpuMs: number } {
  const env = {
    ...process.env,
    TABLE_NAME: 'bench',
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'bench',
    AWS_SECRET_ACCESS_KEY: 'bench',
    AI_ENGINE: 'bedrock',
    USER_POOL_ISSUER: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_bench',
    USER_POOL_CLIENT_ID: 'bench',
  };
  const script = [
    'const cpu = process.cpuUsage(), t = performance.now();',
    `require(${JSON.stringify(file)});`,
    'const clockMs = performance.now() - t, { user, system } = process.cpuUsage(cpu);',
    'process.stdout.write(JSON.stringify({ clockMs, cpuMs: (user + system) / 1000 }));',
  ].join(' ');
  // --enable-source-maps as the functions run (lib/constructs/server-function.ts); --no-warnings
  // hides the SDK's notice about Node 20, which Lambda's Node 24 never prints.
  const args = ['--enable-source-maps', '--no-warnings', '-e', script];
  const runs = Array.from(
    { length: lambdaLoadRuns },
    () =>
      JSON.parse(execFileSync(process.execPath, args, { env, encoding: 'utf8' })) as { clockMs: number; cpuMs: number },
  );
  return { clockMs: median(runs.map((run) => run.clockMs)), cpuMs: median(runs.map((run) => run.cpuMs)) };
}

async function main(): Promise<void> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'lambda-sizes-'));
  try {
    report((await lambdaBundleSizes(outDir)).sort((a, b) => b.bytes - a.bytes));
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

function report(sizes: LambdaSize[]): void {
  const width = Math.max(...sizes.map((size) => size.name.length), 'function'.length);
  console.log(
    `${'function'.padEnd(width)}  ${'bytes'.padStart(9)}  ${'KB'.padStart(7)}  ${'load ms (cpu)'.padStart(13)}  ${'(clock)'.padStart(7)}`,
  );
  const over: string[] = [];
  for (const { name, bytes, file } of sizes) {
    const { clockMs, cpuMs } = loadMilliseconds(file);
    const flags = [
      bytes > lambdaSizeGuardKb * 1024 ? 'OVER 1.5 MB' : '',
      cpuMs > lambdaLoadBudgetMs ? `OVER ${lambdaLoadBudgetMs} ms` : '',
    ].filter(Boolean);
    if (flags.length > 0) over.push(name);
    console.log(
      `${name.padEnd(width)}  ${String(bytes).padStart(9)}  ${kb(bytes).padStart(7)}  ${cpuMs.toFixed(0).padStart(13)}  ${clockMs.toFixed(0).padStart(7)}  ${flags.join(', ')}`,
    );
  }
  console.log(
    over.length === 0
      ? `\nAll ${sizes.length} functions load within ${lambdaLoadBudgetMs} ms (median of ${lambdaLoadRuns}) and bundle within 1.5 MB.`
      : `\n${over.length} of ${sizes.length} functions are over budget: ${over.join(', ')}.`,
  );
  if (over.length > 0) process.exitCode = 1;
}

void main();
