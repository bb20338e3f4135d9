import { existsSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { launchBrowser, phoneContext } from '../../test/support/browser';
import { startLocalRuntimeProcess } from '../../test/support/local-runtime-process';
import { productNames } from '../../web/src/lib/history/product-lexicon';
import { indexHistory, indexNames, suggest } from '../../web/src/lib/history/suggest';

/** The history of issue 29's measure: 2,000 products, with counts and dates. */
export const historySize = 2_000;

function history(names: readonly string[]) {
  return names.slice(0, historySize).map((name, i) => ({
    name,
    timesAdded: 1 + ((i * 7919) % 23),
    lastAddedAt: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString(),
  }));
}

/** Every prefix of these words, as typed one key at a time. */
const typed = ['feijao', 'arroz', 'leite', 'sabao', 'cafe', 'tomate', 'pao', 'queijo', 'banana', 'detergente'];
const keystrokes = typed.flatMap((word) => [...word].map((_, i) => word.slice(0, i + 1)));

/**
 * Issue 29's measure, part 1: the ranking alone (history of 2,000 + the product lexicon) per
 * keystroke, each call timed on its own, 20 passes after a warm-up.
 */
export function benchSuggest(passes = 20): { calls: number; p50Ms: number; p99Ms: number } {
  const lexicon = indexNames(productNames());
  const indexed = indexHistory(history(productNames()));
  const onList = new Set<string>();
  for (const text of keystrokes) suggest(text, indexed, lexicon, onList);
  const durations: number[] = [];
  for (let pass = 0; pass < passes; pass++)
    for (const text of keystrokes) {
      const start = performance.now();
      suggest(text, indexed, lexicon, onList);
      durations.push(performance.now() - start);
    }
  durations.sort((a, b) => a - b);
  const at = (fraction: number) => durations[Math.min(durations.length - 1, Math.floor(fraction * durations.length))]!;
  return { calls: durations.length, p50Ms: at(0.5), p99Ms: at(0.99) };
}

/**
 * Part 2, in Chromium at 390x844 on the built app: a guest whose device history holds 2,000
 * items types on /add-items; each keystroke is timed from its keydown to the next frame after
 * the suggestions changed on screen. Undefined without `npm run build:web`.
 */
export async function benchSuggestionsOnScreen(): Promise<number[] | undefined> {
  if (!existsSync(path.resolve(__dirname, '../../web/dist/index.html'))) return undefined;
  const runtime = await startLocalRuntimeProcess();
  const browser = await launchBrowser();
  try {
    const context = await phoneContext(browser, runtime.url);
    const stored = JSON.stringify({ entries: history(productNames()), pending: [] });
    await context.addInitScript(`localStorage.setItem('itemHistory:device', ${JSON.stringify(stored)});`);
    const page = await context.newPage();
    await page.goto('/add-items');
    await page.getByRole('button', { name: 'Digitar itens' }).click();
    const field = page.getByLabel('Item', { exact: true });
    // Browser-side code as a string: this file is type-checked for Node, without the DOM.
    await page.evaluate(`(() => {
      window.__latencies = [];
      let keyAt = 0;
      document.addEventListener('keydown', () => { keyAt = performance.now(); }, true);
      new MutationObserver(() => {
        if (!keyAt) return;
        const from = keyAt;
        keyAt = 0;
        requestAnimationFrame(() => window.__latencies.push(performance.now() - from));
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    })()`);
    // The lexicon chunk loads at the first keystroke: type one word first so it is in.
    await field.pressSequentially('a');
    await page.getByRole('list', { name: 'Sugestões' }).waitFor();
    await field.fill('');
    await page.evaluate('window.__latencies = []');
    for (const word of typed) {
      await field.pressSequentially(word, { delay: 80 });
      await field.fill('');
      await page.waitForTimeout(100);
    }
    return (await page.evaluate('window.__latencies')) as number[];
  } finally {
    await browser.close();
    await runtime.stop();
  }
}
