/**
 * Prints the size of each server function's bundle (the minified index.js) from the last
 * synth and the time a fresh Node process takes to load it (median of 5: the module-load
 * part of a cold start), and flags those over the design's quality bars (300 KB, 100 ms).
 * Run `npm run synth` first; reads cdk.out (or the folder given as the first argument).
 * Exits with 1 when a bundle is over budget, so CI can gate on it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';

const budgetBytes = 300 * 1024;
const loadBudgetMs = 100;
const loadRuns = 5;

interface LambdaResource {
  Type: string;
  Properties: { Code?: { S3Key?: unknown }; Environment?: { Variables?: Record<string, unknown> } };
  Metadata?: Record<string, unknown>;
}

interface BundleSize {
  stack: string;
  name: string;
  bytes: number;
  file: string;
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

/** The stacks' template files, from the cloud assembly's manifest. */
function templateFiles(assemblyDir: string): { stack: string; file: string }[] {
  const manifest = readJson<{ artifacts?: Record<string, { type: string; properties?: { templateFile?: string } }> }>(
    path.join(assemblyDir, 'manifest.json'),
  );
  return Object.entries(manifest.artifacts ?? {})
    .filter(([, artifact]) => artifact.type === 'aws:cloudformation:stack' && artifact.properties?.templateFile)
    .map(([stack, artifact]) => ({ stack, file: path.join(assemblyDir, artifact.properties!.templateFile!) }));
}

/** The asset folder of a function: CDK's asset metadata, else the hash in its S3 key. */
function assetDirectory(assemblyDir: string, fn: LambdaResource): string | undefined {
  const assetPath = fn.Metadata?.['aws:asset:path'];
  if (typeof assetPath === 'string') return path.join(assemblyDir, assetPath);
  const key = JSON.stringify(fn.Properties.Code?.S3Key ?? '').match(/([0-9a-f]{64})\.zip/);
  return key ? path.join(assemblyDir, `asset.${key[1]}`) : undefined;
}

function bundleSizes(assemblyDir: string): BundleSize[] {
  return templateFiles(assemblyDir).flatMap(({ stack, file }) => {
    const resources = readJson<{ Resources?: Record<string, LambdaResource> }>(file).Resources ?? {};
    return Object.values(resources).flatMap((resource) => {
      const name = resource.Properties?.Environment?.Variables?.POWERTOOLS_SERVICE_NAME;
      if (resource.Type !== 'AWS::Lambda::Function' || typeof name !== 'string') return [];
      const dir = assetDirectory(assemblyDir, resource);
      const bundle = dir && path.join(dir, 'index.js');
      if (!bundle || !existsSync(bundle)) throw new Error(`No bundle found for "${name}" (looked in ${dir ?? '?'})`);
      return [{ stack, name, bytes: statSync(bundle).size, file: bundle }];
    });
  });
}

/** Median time for a fresh Node process to require the bundle, with the environment its module scope reads. */
function loadMilliseconds(file: string): number {
  const env = {
    ...process.env,
    TABLE_NAME: 'bench',
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'bench',
    AWS_SECRET_ACCESS_KEY: 'bench',
  };
  const script = `const t = performance.now(); require(${JSON.stringify(file)}); process.stdout.write(String(performance.now() - t));`;
  const runs = Array.from({ length: loadRuns }, () =>
    Number(execFileSync(process.execPath, ['-e', script], { env, encoding: 'utf8' })),
  );
  return runs.sort((a, b) => a - b)[Math.floor(loadRuns / 2)]!;
}

function main(): void {
  const assemblyDir = path.resolve(process.argv[2] ?? 'cdk.out');
  if (!existsSync(path.join(assemblyDir, 'manifest.json'))) {
    console.error(`No cloud assembly at ${assemblyDir}: run \`npm run synth\` first.`);
    process.exit(2);
  }
  const sizes = bundleSizes(assemblyDir).sort((a, b) => b.bytes - a.bytes);
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

main();
