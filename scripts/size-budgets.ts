/**
 * The budgets, measured the same way by the tests (test/unit/budgets, test/infra),
 * `npm run lambda:sizes` and `npm run bench`:
 * - web (issue 13): the JavaScript a first visit to a route downloads, gzip: the entry's
 *   static imports, the modules main.tsx loads at start, and the route's lazy chunk with its
 *   own static imports, walked in the Vite manifest of the last `npm run build:web`;
 * - server (issue 26): each function's module load, the cold-start work this machine can
 *   measure (`npm run lambda:sizes`, never a test), and a size guard on its index.js (source
 *   map apart): in the tests the bundle CDK made for deployment, in `npm run lambda:sizes`
 *   one bundled here by esbuild with the options the CDK functions use.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { functionEntry, lambdaEsbuildOptions } from '../lib/bundling/server-function-bundling';
import { serverFunctionNames, type ServerFunctionName } from '../lib/server-functions';

const repoRoot = path.join(__dirname, '..');
export const webDist = path.join(repoRoot, 'web', 'dist');

/** The manifest keys (paths relative to web/) of each budgeted route's screen. */
const routeScreens = {
  // '/' redirects to /home, so a first visit to / runs the home screen.
  '/': 'src/features/home/components/home-page.tsx',
  '/add-items': 'src/features/add-items/components/add-items-page.tsx',
  '/saved-lists': 'src/features/saved-lists/components/saved-lists-page.tsx',
} as const;

export type BudgetedRoute = keyof typeof routeScreens;

/** First-route JavaScript, gzip, in KB (1024 bytes): issue 13's budgets. */
export const webBudgetsKb: Record<BudgetedRoute, number> = {
  '/': 150,
  '/add-items': 170,
  '/saved-lists': 170,
};

/** Each server function's index.js, in KB: a guard against accidents (a dependency pulled in whole), not a target. */
export const lambdaSizeGuardKb = 1536;

/** Each server function's module load, median of `lambdaLoadRuns` fresh Node processes, in ms on this machine. */
export const lambdaLoadBudgetMs = 150;
export const lambdaLoadRuns = 5;

/** Modules main.tsx imports on demand at start-up, for every visitor (each with its static imports). */
const startupModules = ['src/features/drafts/api/draft-sync.ts'];

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

export interface ChunkSize {
  file: string;
  gzipBytes: number;
}

export interface RouteSize {
  route: BudgetedRoute;
  gzipBytes: number;
  /** Largest first. */
  chunks: ChunkSize[];
}

function readManifest(distDir: string): Record<string, ManifestChunk> {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) throw new Error(`No Vite manifest at ${file}: run \`npm run build:web\` first.`);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
}

/** The manifest keys a set of modules loads: themselves and their static imports, transitively. */
function staticClosure(manifest: Record<string, ManifestChunk>, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`"${key}" is not in the Vite manifest: has the module moved?`);
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  roots.forEach(visit);
  return seen;
}

export function webRouteSizes(distDir = webDist): RouteSize[] {
  const manifest = readManifest(distDir);
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('The Vite manifest has no entry chunk.');
  const gzipCache = new Map<string, number>();
  const gzipBytes = (file: string): number => {
    if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(path.join(distDir, file))).length);
    return gzipCache.get(file)!;
  };
  return (Object.keys(routeScreens) as BudgetedRoute[]).map((route) => {
    const keys = staticClosure(manifest, [entry, ...startupModules, routeScreens[route]]);
    const chunks = [...keys]
      .map((key) => manifest[key]!.file)
      .filter((file) => file.endsWith('.js'))
      .map((file) => ({ file, gzipBytes: gzipBytes(file) }))
      .sort((a, b) => b.gzipBytes - a.gzipBytes);
    return { route, gzipBytes: chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0), chunks };
  });
}

export interface BundleInput {
  path: string;
  bytes: number;
}

export interface LambdaSize {
  name: ServerFunctionName;
  bytes: number;
  /** Where the bundle was written (a temporary folder unless outDir was given). */
  file: string;
  /** The largest inputs, for the message of a bundle that grew. */
  largestInputs: BundleInput[];
}

/** Bundles one server function as the CDK does (lib/bundling/server-function-bundling.ts) into `file`. */
export async function bundleServerFunction(name: ServerFunctionName, file: string): Promise<LambdaSize> {
  const { metafile } = await build({
    ...lambdaEsbuildOptions,
    entryPoints: [functionEntry(name)],
    outfile: file,
    absWorkingDir: repoRoot,
    metafile: true,
    logLevel: 'warning',
  });
  const output = metafile.outputs[path.relative(repoRoot, file)];
  const largestInputs = Object.entries(output?.inputs ?? {})
    .map(([input, { bytesInOutput }]) => ({ path: input, bytes: bytesInOutput }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 5);
  return { name, bytes: statSync(file).size, file, largestInputs };
}

/** Bundles every server function as the CDK does, one after the other. */
export async function lambdaBundleSizes(outDir?: string): Promise<LambdaSize[]> {
  const dir = outDir ?? mkdtempSync(path.join(tmpdir(), 'lambda-sizes-'));
  try {
    const sizes: LambdaSize[] = [];
    for (const name of serverFunctionNames)
      sizes.push(await bundleServerFunction(name, path.join(dir, name, 'index.js')));
    return sizes;
  } finally {
    if (!outDir) rmSync(dir, { recursive: true, force: true });
  }
}

/** What a function over the size guard pulls in: its five largest inputs, from a fresh bundle. */
export async function largestInputsOf(name: ServerFunctionName): Promise<BundleInput[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'lambda-inputs-'));
  try {
    return (await bundleServerFunction(name, path.join(dir, 'index.js'))).largestInputs;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const kb = (bytes: number): string => (bytes / 1024).toFixed(1);
