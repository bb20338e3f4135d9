import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser, phoneContext } from '../../test/support/browser';
import { startLocalRuntimeProcess } from '../../test/support/local-runtime-process';
import { callApi, readWebConfig, signIn } from '../../test/support/local-users';

export interface OfflineBench {
  /** Navigation start → 100 rows on screen, reloading offline (shell from the service worker, list from IndexedDB); one per reload. */
  renderFromCacheMs: number[];
  /** The same list opened offline in a new tab (as the installed app opens it: no page before it to tear down). */
  openFromCacheMs: number[];
  /** Of those, the part after DOMContentLoaded (the app reading the device cache and drawing the list). */
  renderAfterDomReadyMs: number[];
  /** 100 queued changes sent from the browser's outbox to the local runtime (in batches of a list's changes). */
  drainMs: number;
  operations: number;
}

const reloads = Number(process.env.BENCH_RELOADS ?? 11);
const listSize = 100;
const queuedChanges = 100;

/**
 * `npm run bench` (offline part): starts the local runtime (needs `npm run build:web`),
 * signs a user up in Chromium, saves a list of 100 items, then (1) reloads it offline several
 * times and times the render from the device cache, and (2) puts 100 changes in the
 * device's outbox and times how long the app takes to send them all once online.
 */
export async function benchOffline(): Promise<OfflineBench | undefined> {
  if (!existsSync(path.resolve(__dirname, '../../web/dist/index.html'))) return undefined;
  const runtime = await startLocalRuntimeProcess();
  const browser = await launchBrowser();
  try {
    const context = await phoneContext(browser, runtime.url);
    const page = await context.newPage();
    const email = `bench-${randomUUID()}@exemplo.com.br`;
    await signUp(page, email);
    const user = await signIn(await readWebConfig(runtime.url), email, 'segredo1');
    const call = (method: string, route: string, body?: unknown) =>
      callApi(runtime.apiUrl, method, route, { token: user.accessToken, body });
    const items = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => ({ name: `Item ${from + i}` }));
    const created = await call('POST', '/lists', { name: 'Mercado do mês', items: items(1, 98) });
    const listId = created.body.list.id as string;
    await call('POST', `/lists/${listId}/items`, { items: items(99, listSize - 98) });

    await page.goto(`/saved-list/${listId}`);
    await rows(page, listSize);
    await installOfflineShell(page);
    await context.setOffline(true);
    await context.addInitScript(watchRows(listSize));
    const renderFromCacheMs: number[] = [];
    const renderAfterDomReadyMs: number[] = [];
    for (let i = 0; i < reloads; i++) {
      await page.reload();
      const shownAt = await listShownAt(page);
      const domReady = (await page.evaluate(
        "performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd",
      )) as number;
      renderFromCacheMs.push(shownAt);
      renderAfterDomReadyMs.push(shownAt - domReady);
    }
    const openFromCacheMs: number[] = [];
    await page.goto('about:blank');
    for (let i = 0; i < reloads; i++) {
      const tab = await context.newPage();
      await tab.goto(`/saved-list/${listId}`);
      openFromCacheMs.push(await listShownAt(tab));
      await tab.close();
    }
    await page.goto(`/saved-list/${listId}`);
    await listShownAt(page);

    // 100 changes as the app queues them offline: additions, edits and deletions.
    const { list } = (await call('GET', `/lists/${listId}`)).body as {
      list: { items: { id: string; name: string }[] };
    };
    const userId = JSON.parse(Buffer.from(user.accessToken.split('.')[1]!, 'base64url').toString()).sub as string;
    const changes = Array.from({ length: queuedChanges }, (_, i) => {
      const base = { id: randomUUID(), createdAt: new Date().toISOString(), listId };
      const item = list.items[i]!;
      if (i % 5 < 2)
        return {
          ...base,
          kind: 'addItems',
          items: [{ id: randomUUID(), name: `Novo ${i}`, quantity: 1, price: null }],
        };
      if (i % 5 < 4)
        return { ...base, kind: 'updateItem', itemId: item.id, itemName: item.name, changes: { quantity: 2 } };
      return { ...base, kind: 'removeItem', itemId: item.id };
    });
    // Written into the app's IndexedDB outbox (lib/offline/device-store.ts) as the app would have.
    await page.evaluate(`(async () => {
      const db = await new Promise((resolve, reject) => {
        const open = indexedDB.open('lista-de-compras-offline');
        open.onupgradeneeded = () => open.result.createObjectStore('keyval');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      await new Promise((resolve, reject) => {
        const write = db.transaction('keyval', 'readwrite');
        write.objectStore('keyval').put(${JSON.stringify(changes)}, ${JSON.stringify(['outbox', userId])});
        write.oncomplete = () => resolve();
        write.onerror = () => reject(write.error);
      });
      db.close();
    })()`);
    // The page that wrote the queue leaves first: back online, its own outbox would start
    // sending the queue too and race the timed page's sends.
    await page.goto('about:blank');
    await context.setOffline(false);
    await page.goto(`/saved-list/${listId}`);
    const started = await timeOf(page, 'alteraç(ão|ões) pendentes?');
    const synced = await timeOf(page, 'Todas as alterações foram sincronizadas', 60_000);
    const saved = (await call('GET', `/lists/${listId}`)).body.list.items.length as number;
    if (saved !== listSize + 40 - 20) throw new Error(`The outbox left ${saved} items, not ${listSize + 20}`);
    return {
      renderFromCacheMs,
      openFromCacheMs,
      renderAfterDomReadyMs,
      drainMs: synced - started,
      operations: queuedChanges,
    };
  } finally {
    await browser.close();
    await runtime.stop();
  }
}

/** Signs a new user up through /auth in the page (the bench users are made as a person would). */
export async function signUp(page: Page, email: string): Promise<void> {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Cadastrar' }).click();
  await page.getByLabel('Nome').fill('Bench');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill('segredo1');
  await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();
  await page.getByText('Conta criada com sucesso!').first().waitFor({ timeout: 30_000 });
}

// Browser-side code is passed as strings: this file is type-checked for Node, without the DOM.

/** The page's clock (ms since navigation start) at the first frame with `count` rows in the list. */
async function rows(page: Page, count: number): Promise<number> {
  const handle = await page.waitForFunction(
    `document.querySelectorAll('main ol > li').length >= ${count} && performance.now()`,
    undefined,
    { polling: 'raf', timeout: 30_000 },
  );
  return (await handle.jsonValue()) as number;
}

/**
 * A script run at the start of every load: from the first frame on, it notes the page's clock
 * at the first frame with `count` rows (polling only after the reload resolved could note a
 * later frame than the one that showed them) and whether the page believed it was online.
 */
function watchRows(count: number): string {
  return `(() => {
    const check = () => {
      if (document.querySelectorAll('main ol > li').length >= ${count}) {
        window.listShown = { shownAt: performance.now(), online: navigator.onLine };
      } else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  })()`;
}

/** The page's clock at the first frame with the list's rows, as `watchRows` noted it; the page must have been offline. */
async function listShownAt(page: Page): Promise<number> {
  const { shownAt, online } = (await (
    await page.waitForFunction('window.listShown', undefined, { timeout: 30_000 })
  ).jsonValue()) as { shownAt: number; online: boolean };
  if (online) throw new Error('The page believed it was online: the bench would time the unreachable-server path');
  return shownAt;
}

/** The page's clock at the first frame whose text matches `pattern`. */
async function timeOf(page: Page, pattern: string, timeout = 30_000): Promise<number> {
  const handle = await page.waitForFunction(
    `new RegExp(${JSON.stringify(pattern)}).test(document.body.innerText) && performance.now()`,
    undefined,
    { polling: 'raf', timeout },
  );
  return (await handle.jsonValue()) as number;
}

/** The service worker controls the page and has config.json cached, as after a first visit. */
async function installOfflineShell(page: Page): Promise<void> {
  await page.evaluate('navigator.serviceWorker.ready.then(() => undefined)');
  if (!(await page.evaluate('Boolean(navigator.serviceWorker.controller)'))) {
    await page.reload();
    await page.waitForFunction('Boolean(navigator.serviceWorker.controller)');
  }
  await page.reload();
  await page.waitForFunction("caches.keys().then((keys) => keys.includes('app-config'))");
}
