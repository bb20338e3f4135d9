/**
 * Prints the size of each server function's bundle (index.js, bundled with the CDK
 * functions' esbuild options, source maps included) and the time a fresh Node process takes
 * to load it (median of 5: the module-load part of a cold start), and flags those over the
 * design's quality bars (300 KB, 100 ms). Exits with 1 when a bundle is over budget.
 * The same sizes gate `npm test` (test/infra/lambda-size-budgets.test.ts).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { lambdaBudgetKb, lambdaBundleSizes, type LambdaSize } from './size-budgets';

const budgetBytes = lambdaBudgetKb * 1024;
const loadBudgetMs = 100;
const loadRuns = 5;

/** Median time for a fresh Node process to require the bundle, with the environment its module scope reads. */
function loadMilliseconds(file: string): number {
  const env = {
    ...process.env,
    TABLE_NAME: 'bench',
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'bench',
    AWS_SECRET_ACCESS_KEY: 'bench',
    USER_POOL_ISSUER: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_bench',
    USER_POOL_CLIENT_ID: 'bench',
  };
  const script = `const t = performance.now(); require(${JSON.stringify(file)}); process.stdout.write(String(performance.now() - t));`;
  const runs = Array.from({ length: loadRuns }, () =>
    Number(execFileSync(process.execPath, ['-e', script], { env, encoding: 'utf8' })),
  );
  return runs.sort((a, b) => a - b)[Math.floor(loadRuns / 2)]!;
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
  console.log(`${'function'.padEnd(width)}  ${'bytes'.padStart(9)}  ${'KB'.padStart(7)}  ${'load ms'.padStart(7)}`);
  for (const { name, bytes, file } of sizes) {
    const loadMs = loadMilliseconds(file);
    const flags = [bytes > budgetBytes ? 'OVER 300 KB' : '', loadMs > loadBudgetMs ? 'OVER 100 ms' : '']
      .filter(Boolean)
      .join(', ');
    console.log(
      `${name.padEnd(width)}  ${String(bytes).padStart(9)}  ${(bytes / 1024).toFixed(1).padStart(7)}  ${loadMs.toFixed(0).padStart(7)}  ${flags}`,
    );
  }
  const over = sizes.filter((size) => size.bytes > budgetBytes);
  console.log(
    over.length === 0
      ? `\nAll ${sizes.length} bundles are within 300 KB.`
      : `\n${over.length} of ${sizes.length} bundles are over 300 KB: ${over.map((size) => size.name).join(', ')}.`,
  );
  if (over.length > 0) process.exitCode = 1;
}

void main();
