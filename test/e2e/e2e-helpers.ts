import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { callApi, readWebConfig, signIn, type TestUser } from '../support/local-users';

/** Shared steps of the browser tests (not a test file: jest only runs *.test.ts). */

export const url = process.env.LOCAL_URL!;
export const apiUrl = process.env.LOCAL_API_URL!;

export async function expectVisible(locator: Locator, timeout = 15_000): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout });
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
  return (method: string, path: string, body?: unknown) => callApi(apiUrl, method, path, { token: as.user?.accessToken, deviceId: as.deviceId, body });
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
export async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeout = 15_000): Promise<T> {
  const deadline = Date.now() + timeout;
  let value = await read();
  while (!accept(value)) {
    if (Date.now() > deadline) throw new Error(`Condition not met in ${timeout} ms; last value: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    value = await read();
  }
  return value;
}

/**
 * A stand-in for the browser's speech recognition (headless Chromium has none): start()
 * reports window.__nextTranscript as the one final result, then ends. Install with
 * context.addInitScript(installFakeRecogniser).
 */
export function installFakeRecogniser(): void {
  type Handler = ((event: unknown) => void) | null;
  const state = window as unknown as Record<string, unknown>;
  state.__nextTranscript = '';
  class FakeSpeechRecognition {
    lang = '';
    continuous = false;
    interimResults = false;
    maxAlternatives = 1;
    onstart: Handler = null;
    onresult: Handler = null;
    onerror: Handler = null;
    onend: Handler = null;
    start(): void {
      setTimeout(() => {
        this.onstart?.(new Event('start'));
        const result = Object.assign([{ transcript: String(state.__nextTranscript), confidence: 0.9 }], { isFinal: true });
        this.onresult?.({ resultIndex: 0, results: [result] });
        this.onend?.(new Event('end'));
      }, 20);
    }
    stop(): void {}
    abort(): void {}
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
