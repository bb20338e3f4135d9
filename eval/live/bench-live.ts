import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser, phoneContext } from '../../test/support/browser';
import { openLive, type LiveTestClient } from '../../test/support/live-client';
import { startLocalRuntimeProcess } from '../../test/support/local-runtime-process';
import { callApi, readWebConfig, signIn } from '../../test/support/local-users';
import { signUp } from '../offline/bench-offline';

export interface LiveBench {
  /** A write by one user (the API call starts) → the change on the other user's screen, one per change. */
  changeOnOtherScreenMs: number[];
  /** WebSocket connections one local gateway held at once, each watching the list. */
  connectionsHeld: number;
  /** With all of them open: a write → the last of them has its nudge. */
  fanOutToAllMs: number;
}

const cycles = 30; // an add and a delete each: 60 changes
const connections = 1000;

/**
 * `npm run bench` (live lists, issue 24): the local runtime (needs `npm run build:web`), two
 * users in two Chromium contexts on one shared list; one writes through the API, the other's
 * screen is watched for the change. Then many WebSocket clients watch the list at once.
 */
export async function benchLive(): Promise<LiveBench | undefined> {
  if (!existsSync(path.resolve(__dirname, '../../web/dist/index.html'))) return undefined;
  const runtime = await startLocalRuntimeProcess();
  const browser = await launchBrowser();
  const clients: LiveTestClient[] = [];
  try {
    const config = await readWebConfig(runtime.url);
    const pages: Page[] = [];
    const users = [];
    for (const name of ['ana', 'bia']) {
      const page = await (await phoneContext(browser, runtime.url)).newPage();
      const email = `bench-${name}-${randomUUID()}@exemplo.com.br`;
      await signUp(page, email);
      pages.push(page);
      users.push(await signIn(config, email, 'segredo1'));
    }
    const [writer, reader] = users as [(typeof users)[0], (typeof users)[0]];
    const as = (user: typeof writer) => (method: string, route: string, body?: unknown) =>
      callApi(runtime.apiUrl, method, route, { token: user.accessToken, body });
    const created = await as(writer)('POST', '/lists', { name: 'Casa', items: [{ name: 'Arroz' }] });
    const listId = created.body.list.id as string;
    const invited = await as(writer)('POST', `/lists/${listId}/invitations`, { inviterName: 'Ana' });
    await as(reader)('POST', `/invitations/${invited.body.invitation.token}/accept`, { memberName: 'Bia' });

    const screen = pages[1]!;
    await screen.goto(`/saved-list/${listId}`);
    await screen.getByText('Ao vivo').first().waitFor({ timeout: 30_000 });

    const changeOnOtherScreenMs: number[] = [];
    for (let i = 0; i < cycles; i++) {
      const name = `Item ${i}`;
      const shown = whenText(screen, name, true);
      const addedAt = Date.now();
      const added = await as(writer)('POST', `/lists/${listId}/items`, { items: [{ name }] });
      changeOnOtherScreenMs.push((await shown) - addedAt);
      const gone = whenText(screen, name, false);
      const removedAt = Date.now();
      await as(writer)('DELETE', `/lists/${listId}/items/${added.body.items[0].id}`);
      changeOnOtherScreenMs.push((await gone) - removedAt);
    }

    for (let i = 0; i < connections; i += 50) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(50, connections - i) }, () => openLive(config.liveUrl, reader.accessToken)),
      );
      for (const client of batch) client.send({ action: 'watch', listId });
      await Promise.all(batch.map((client) => client.next((frame) => frame.type === 'watching', 30_000)));
      clients.push(...batch);
    }
    const nudged = Promise.all(clients.map((client) => client.next((frame) => frame.type === 'nudge', 60_000)));
    const writtenAt = Date.now();
    await as(writer)('PATCH', `/lists/${listId}`, { name: 'Casa cheia' });
    await nudged;
    return { changeOnOtherScreenMs, connectionsHeld: clients.length, fanOutToAllMs: Date.now() - writtenAt };
  } finally {
    await Promise.all(clients.map((client) => client.close()));
    await browser.close();
    await runtime.stop();
  }
}

/** In the page: Date.now() when an item named `name` is (or is no longer) on the list. */
function whenText(page: Page, name: string, present: boolean): Promise<number> {
  // Browser-side code as a string: this file is type-checked for Node, without the DOM.
  return page.evaluate(`new Promise((resolve) => {
    const shown = () => [...document.querySelectorAll('main li')].some((li) => li.textContent.includes(${JSON.stringify(name)}));
    const check = () => {
      if (shown() !== ${present}) return false;
      observer.disconnect();
      resolve(Date.now());
      return true;
    };
    const observer = new MutationObserver(check);
    if (!check()) observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  })`) as Promise<number>;
}
