/**
 * The web and API figures of `npm run bench` (issue 13): first-route JavaScript per route
 * (the size budgets' measure), Lighthouse mobile scores when Lighthouse can run here, and
 * the API's latency under 10 and 50 connections, against a local runtime started for it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { kb, webBudgetsKb, webRouteSizes } from '../scripts/size-budgets';
import { startLocalRuntimeProcess } from '../test/support/local-runtime-process';

/** The screens a guest opens first, each pre-rendered into index.html (issues 13 and 28). */
const lighthouseRoutes = [
  '/home',
  '/add-items',
  '/saved-lists',
  '/auth',
  '/drafts',
  '/configuracoes',
  '/ajuda',
  '/faq',
];
const lighthouseRuns = 3;

export function reportWebSizes(): void {
  for (const { route, gzipBytes } of webRouteSizes()) {
    console.log(`first-route JS ${route}: ${kb(gzipBytes)} KB gzip (budget ${webBudgetsKb[route]} KB)`);
  }
}

interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
}

/**
 * One mobile Lighthouse run through its CLI (`npx --no-install lighthouse`, or LIGHTHOUSE_BIN)
 * with Debian's Chromium; throws when Lighthouse is not installed or cannot start Chromium.
 */
function lighthouse(url: string): LighthouseScores {
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  const bin = process.env.LIGHTHOUSE_BIN;
  const args = [
    url,
    '--output=json',
    '--quiet',
    '--only-categories=performance,accessibility,best-practices,seo',
    '--chrome-flags=--headless=new --no-sandbox',
  ];
  const json = execFileSync(bin ?? 'npx', bin ? args : ['--no-install', 'lighthouse', ...args], {
    env: { ...process.env, CHROME_PATH: chromePath },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const report = JSON.parse(json) as {
    categories: Record<string, { score: number }>;
    audits: Record<string, { numericValue?: number }>;
  };
  const score = (category: string) => Math.round((report.categories[category]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? 0,
    tbtMs: report.audits['total-blocking-time']?.numericValue ?? 0,
  };
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function reportLighthouse(baseUrl: string): void {
  if (!existsSync(process.env.CHROME_PATH ?? '/usr/bin/chromium')) {
    console.log('Lighthouse: skipped, no Chromium (set CHROME_PATH)');
    return;
  }
  for (const route of lighthouseRoutes) {
    let runs: LighthouseScores[];
    try {
      runs = Array.from({ length: lighthouseRuns }, () => lighthouse(`${baseUrl}${route}`));
    } catch (error) {
      const reason = (error as Error).message.split('\n')[0];
      console.log(
        `Lighthouse: skipped (${reason}); install it with \`npm i --no-save lighthouse\` or set LIGHTHOUSE_BIN`,
      );
      return;
    }
    const pick = (key: keyof LighthouseScores) => median(runs.map((run) => run[key]));
    console.log(
      `Lighthouse mobile ${route} (median of ${lighthouseRuns}): performance ${pick('performance')}, LCP ${(pick('lcpMs') / 1000).toFixed(1)} s, TBT ${Math.round(pick('tbtMs'))} ms, accessibility ${pick('accessibility')}, best practices ${pick('bestPractices')}, SEO ${pick('seo')} (load average ${loadavg()[0]!.toFixed(1)})`,
    );
  }
}

async function reportApiLatency(apiUrl: string): Promise<void> {
  // A public route that reads DynamoDB; the speech route limits each device's rate, so it would mostly answer 429.
  const requests = [
    { label: 'GET /device/drafts (DynamoDB Local)', method: 'GET' as const, path: '/device/drafts', body: undefined },
  ];
  for (const request of requests) {
    for (const connections of [10, 50]) {
      const result = await autocannon({
        url: `${apiUrl}${request.path}`,
        method: request.method,
        body: request.body,
        headers: { 'content-type': 'application/json', 'x-device-id': `device_1700000000000_${'0'.repeat(32)}` },
        connections,
        duration: 5,
      });
      const failures = result.non2xx + result.errors;
      console.log(
        `API ${request.label}, ${connections} connections: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${Math.round(result.requests.average)} req/s${failures ? `, ${failures} failed` : ''}`,
      );
    }
  }
}

/** Starts `bin/local.ts` on free ports (the built web app included), measures, stops it. */
export async function benchWebAndApi(): Promise<void> {
  reportWebSizes();
  const runtime = await startLocalRuntimeProcess();
  try {
    reportLighthouse(runtime.url);
    await reportApiLatency(runtime.apiUrl);
  } finally {
    await runtime.stop();
  }
}
