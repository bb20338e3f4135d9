import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Locator, Page, Route } from 'playwright-core';
import { launchBrowser, phoneContext } from '../support/browser';
import { callApi, readWebConfig, signIn, type TestUser } from '../support/local-users';

/** Shared steps of the browser tests (not a test file: jest only runs *.test.ts). */

export const url = process.env.LOCAL_URL!;
export const apiUrl = process.env.LOCAL_API_URL!;

/** What phonePagePerTest opens: the current test's context and page. */
export interface PhonePage {
  readonly context: BrowserContext;
  readonly page: Page;
}

/**
 * Registers the hooks of a describe block: one browser for the block, and for each test a
 * fresh phone-sized context (closed after the test) with one page. `initScript` runs in
 * every document of the context before the app's scripts (e.g. installFakeRecogniser).
 */
export function phonePagePerTest(initScript?: () => void): PhonePage {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());
  beforeEach(async () => {
    context = await phoneContext(browser!, url);
    if (initScript) await context.addInitScript(initScript);
    page = await context.newPage();
  });
  afterEach(async () => context?.close());

  return {
    get context() {
      return context!;
    },
    get page() {
      return page!;
    },
  };
}

export async function expectVisible(locator: Locator, timeout = 15_000): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout });
}

/**
 * Opens a pre-rendered screen (web/src/prerender.tsx) and waits until React has hydrated it: before,
 * a tap is held until then and a field's text reaches the form's state only then.
 */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-screen-hydrated'));
}

export async function expectGone(locator: Locator, timeout = 15_000): Promise<void> {
  await locator.first().waitFor({ state: 'detached', timeout });
}

/** Creates an account through /auth ("Cadastrar") and waits until it is signed in; answers the user with API tokens. */
export async function signUpInBrowser(page: Page, name = 'Bia Lima'): Promise<TestUser> {
  const email = `e2e-${randomUUID()}@exemplo.com.br`;
  const password = 'segredo1';
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Cadastrar' }).click();
  await page.getByLabel('Nome').fill(name);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();
  await expectVisible(page.getByText('Conta criada com sucesso!'));
  return signIn(await readWebConfig(url), email, password);
}

/** Signs an existing user in through /auth ("Entrar"), as on a second phone. */
export async function signInInBrowser(page: Page, user: TestUser): Promise<void> {
  // Until hydration the other pre-rendered screens are still in the page (hidden), /ajuda's "E-mail (opcional)" too.
  await gotoHydrated(page, '/auth');
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Senha').fill(user.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expectVisible(page.getByText('Login realizado com sucesso!'));
}

/** Types items on /add-items (already open) with "Digitar itens". */
export async function typeItems(page: Page, names: string[]): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Digitar itens' });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  for (const name of names) {
    await page.getByLabel('Item', { exact: true }).fill(name);
    await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
    await expectVisible(page.getByRole('main').getByText(name, { exact: true }));
  }
}

/** A link of the bottom navigation bar. */
export function navLink(page: Page, name: 'Início' | 'Listas Salvas' | 'Perfil'): Locator {
  return page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name });
}

/** The API as a user (token) or as a guest device (x-device-id). */
export function api(as: { user?: TestUser; deviceId?: string }) {
  return (method: string, path: string, body?: unknown) =>
    callApi(apiUrl, method, path, { token: as.user?.accessToken, deviceId: as.deviceId, body });
}

/** Creates a list through the API; answers its id. */
export async function createList(user: TestUser, name: string, items: string[]): Promise<string> {
  const answer = await api({ user })('POST', '/lists', { name, items: items.map((item) => ({ name: item })) });
  if (answer.status !== 201) throw new Error(`POST /lists: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.list.id as string;
}

/** This browser's device id (spec §3 device_id), once the app has made it (on its first API call). */
export async function deviceIdOf(page: Page): Promise<string> {
  return eventually(
    () => page.evaluate(() => localStorage.getItem('device_id') ?? ''),
    (id) => id !== '',
  );
}

/** Retries `read` until `accept` holds (the app syncs in the background). */
export async function eventually<T>(
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  timeout = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeout;
  let value = await read();
  while (!accept(value)) {
    if (Date.now() > deadline)
      throw new Error(`Condition not met in ${timeout} ms; last value: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    value = await read();
  }
  return value;
}

/** Retries `read` until it answers something defined (a row the app writes in the background). */
export async function eventuallyDefined<T>(read: () => Promise<T | undefined>, timeout?: number): Promise<T> {
  return (await eventually(read, (value) => value !== undefined, timeout)) as T;
}

/**
 * Headless Chromium has no speech service, so a fake recogniser stands in. start()
 * emits onstart, then (after a tick, or on stop() when window.__holdRecognition is set)
 * either onerror with window.__nextError or onresult with window.__nextTranscript,
 * then onend. abort() reports "aborted". The settings it was given are kept in
 * window.__recognitionSettings. Install with phonePagePerTest(installFakeRecogniser)
 * (or context.addInitScript).
 */
export function installFakeRecogniser(): void {
  type Handler = ((event: unknown) => void) | null;
  const state = window as unknown as Record<string, unknown>;
  state.__nextTranscript = '';
  state.__nextError = null;
  state.__holdRecognition = false;

  class FakeSpeechRecognition {
    lang = '';
    continuous = true;
    interimResults = true;
    maxAlternatives = 5;
    onstart: Handler = null;
    onresult: Handler = null;
    onerror: Handler = null;
    onend: Handler = null;
    private timer: ReturnType<typeof setTimeout> | undefined;
    private ended = false;

    start(): void {
      state.__recognitionSettings = {
        lang: this.lang,
        continuous: this.continuous,
        interimResults: this.interimResults,
        maxAlternatives: this.maxAlternatives,
      };
      setTimeout(() => {
        this.onstart?.(new Event('start'));
        if (!state.__holdRecognition) this.timer = setTimeout(() => this.finish(), 50);
      }, 0);
    }

    stop(): void {
      clearTimeout(this.timer);
      this.finish();
    }

    abort(): void {
      clearTimeout(this.timer);
      if (this.ended) return;
      this.onerror?.({ error: 'aborted' });
      this.end();
    }

    private finish(): void {
      if (this.ended) return;
      const error = state.__nextError;
      if (typeof error === 'string') this.onerror?.({ error });
      else {
        const result = Object.assign([{ transcript: String(state.__nextTranscript), confidence: 0.9 }], {
          isFinal: true,
        });
        this.onresult?.({ resultIndex: 0, results: [result] });
      }
      this.end();
    }

    private end(): void {
      this.ended = true;
      this.onend?.(new Event('end'));
    }
  }

  state.SpeechRecognition = FakeSpeechRecognition;
  state.webkitSpeechRecognition = FakeSpeechRecognition;
}

/** Makes the fake recogniser hear `transcript` and presses the microphone. */
export async function say(page: Page, transcript: string): Promise<void> {
  await page.evaluate((text) => {
    (window as unknown as Record<string, unknown>).__nextTranscript = text;
  }, transcript);
  await page.getByRole('button', { name: 'Gravar itens por voz' }).click();
}

/** Waits until the service worker controls the page and has the shell and config.json, as after a first visit. */
export async function installOfflineShell(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) {
    await page.reload();
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
  }
  // config.json reaches the runtime cache through the controlling worker.
  await page.reload();
  await page.waitForFunction(async () => (await caches.keys()).includes('app-config'));
  // The app's code starts after the first paint: let it start and settle (session, settings)
  // before the test takes the network away.
  await page.waitForFunction(
    () =>
      document.documentElement.hasAttribute('data-screen-hydrated') || !document.querySelector('[data-prerendered]'),
  );
  await page.waitForLoadState('networkidle');
}

/**
 * Offline for the app and, for certain, for the server: Chromium's offline emulation has let an
 * API request through under load, so the API is also refused at the network layer while off.
 * Tests that check the server saw nothing while offline use this pair.
 */
const refuseApi = (route: Route) => route.abort('internetdisconnected');
export async function goOffline(context: BrowserContext): Promise<void> {
  await context.route('**/api/**', refuseApi);
  await context.setOffline(true);
}
/** The network first, then the browser's 'online' event: what the app does on that event finds the API up. */
export async function goOnline(context: BrowserContext): Promise<void> {
  await context.unroute('**/api/**', refuseApi);
  await context.setOffline(false);
}

/** A phone's share sheet (navigator.share) that keeps what the app sent it; an init script. */
export function installShareSheet() {
  const sent: ShareData[] = [];
  (window as unknown as { __shared: ShareData[] }).__shared = sent;
  Object.defineProperty(navigator, 'share', {
    configurable: true,
    value: (data: ShareData) => {
      sent.push(data);
      return Promise.resolve();
    },
  });
}

/** What the app has sent to the share sheet of installShareSheet, once it sent something. */
export async function sharedData(page: Page): Promise<ShareData[]> {
  await page.waitForFunction(() => (window as unknown as { __shared: unknown[] }).__shared.length > 0);
  return page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared);
}
