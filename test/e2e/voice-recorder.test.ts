import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, phoneContext } from '../support/browser';

const url = process.env.LOCAL_URL!;

const speechPath = '**/functions/process-grocery-speech';
const utterance = '2 kg de arroz feijão e tira o leite';

/**
 * Headless Chromium has no speech service, so a fake recogniser stands in. start()
 * emits onstart, then (after a tick, or on stop() when window.__holdRecognition is set)
 * either onerror with window.__nextError or onresult with window.__nextTranscript,
 * then onend. abort() reports "aborted". The settings it was given are kept in
 * window.__recognitionSettings.
 */
function installFakeRecogniser(): void {
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
      state.__recognitionSettings = { lang: this.lang, continuous: this.continuous, interimResults: this.interimResults, maxAlternatives: this.maxAlternatives };
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
        const result = Object.assign([{ transcript: String(state.__nextTranscript), confidence: 0.9 }], { isFinal: true });
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

function removeSpeechRecognition(): void {
  const state = window as unknown as Record<string, unknown>;
  delete state.SpeechRecognition;
  delete state.webkitSpeechRecognition;
}

describe('the voice recorder on Adicionar Itens', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  beforeEach(async () => {
    context = await phoneContext(browser, url);
    await context.addInitScript(installFakeRecogniser);
    page = await context.newPage();
  });
  afterEach(async () => context?.close());

  it('adds and removes items said aloud, through the server function', async () => {
    await openListWith(page, ['Leite']);
    const answer = page.waitForResponse(speechPath);
    await say(page, utterance);

    const response = await answer;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toEqual({ transcript: utterance, currentItems: ['Leite'], action: 'smart_process' });
    await expectList(page, [
      ['Arroz (kg)', 2],
      ['Feijão', 1],
    ]);
    expect(await page.evaluate(() => (window as unknown as Record<string, unknown>).__recognitionSettings)).toEqual({
      lang: 'pt-BR',
      continuous: false,
      interimResults: false,
      maxAlternatives: 1,
    });
  });

  it('understands the same utterance on the device when offline', async () => {
    let serverCalls = 0;
    await page.route(speechPath, (route) => {
      serverCalls += 1;
      return route.abort();
    });
    await openListWith(page, ['Leite']);
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);

    await say(page, utterance);
    await expectList(page, [
      ['Arroz (kg)', 2],
      ['Feijão', 1],
    ]);
    expect(serverCalls).toBe(0);
  });

  it('falls back to the device when the server call fails', async () => {
    await page.route(speechPath, (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"code":"UNAVAILABLE","message":"Indisponível"}' }));
    await openListWith(page, ['Leite']);
    await say(page, utterance);
    await expectList(page, [
      ['Arroz (kg)', 2],
      ['Feijão', 1],
    ]);
  });

  it('stops recording when the button is pressed again', async () => {
    await page.goto('/add-items');
    await page.evaluate(() => {
      const state = window as unknown as Record<string, unknown>;
      state.__holdRecognition = true;
      state.__nextTranscript = 'pão';
    });
    await page.getByRole('button', { name: 'Gravar itens por voz' }).click();
    await expectVisible(page.getByRole('status').filter({ hasText: 'Gravando...' }));
    await page.getByRole('button', { name: 'Parar gravação' }).click();
    await expectList(page, [['Pão', 1]]);
    await expectVisible(page.getByRole('button', { name: 'Gravar itens por voz' }));
  });

  it('cancels the recording when the page is hidden', async () => {
    await page.goto('/add-items');
    await page.evaluate(() => {
      (window as unknown as Record<string, unknown>).__holdRecognition = true;
    });
    await page.getByRole('button', { name: 'Gravar itens por voz' }).click();
    await expectVisible(page.getByRole('button', { name: 'Parar gravação' }));
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expectVisible(page.getByText('Gravação cancelada.'));
    await expectVisible(page.getByRole('button', { name: 'Gravar itens por voz' }));
  });

  it('says a recognition error in pt-BR', async () => {
    await page.goto('/add-items');
    await page.evaluate(() => {
      (window as unknown as Record<string, unknown>).__nextError = 'no-speech';
    });
    await page.getByRole('button', { name: 'Gravar itens por voz' }).click();
    await expectVisible(page.getByText('Nenhuma fala foi detectada. Tente novamente.'));
    await expectVisible(page.getByRole('button', { name: 'Gravar itens por voz' }));
  });

  it('says when an item to remove is not on the list, and when nothing was asked', async () => {
    await openListWith(page, ['Leite']);
    await say(page, 'tira o pão');
    await expectVisible(page.getByText('Item não encontrado'));
    await say(page, 'bom dia');
    await expectVisible(page.getByText('Nenhuma ação identificada'));
    await expectList(page, [['Leite', 1]]);
  });

  it('adds repeated voice items anyway, with a notice', async () => {
    await openListWith(page, ['Arroz']);
    await say(page, 'arroz e feijão');
    await expectVisible(page.getByText('Itens repetidos detectados'));
    await expectList(page, [
      ['Arroz', 1],
      ['Arroz', 1],
      ['Feijão', 1],
    ]);
  });

  it('keeps the remove-by-voice hint closed once dismissed', async () => {
    await page.goto('/add-items');
    const hint = page.getByText('Dica: diga "tira o leite" para remover um item.');
    await expectVisible(hint);
    await page.getByRole('button', { name: 'Fechar dica' }).click();
    await hint.waitFor({ state: 'detached' });
    await page.reload();
    await expectVisible(page.getByRole('button', { name: 'Gravar itens por voz' }));
    expect(await hint.count()).toBe(0);
  });

  it('shows a text instead of the button when the browser cannot recognise speech', async () => {
    await context.addInitScript(removeSpeechRecognition);
    await page.goto('/add-items');
    await expectVisible(page.getByText('A gravação por voz não funciona neste navegador.', { exact: false }));
    await expectVisible(page.getByText('Não suportado', { exact: true }));
    expect(await page.getByRole('button', { name: 'Gravar itens por voz' }).count()).toBe(0);
  });
});

/** Opens /add-items and types the given items. */
async function openListWith(page: Page, names: string[]): Promise<void> {
  await page.goto('/add-items');
  await page.getByRole('button', { name: 'Digitar itens' }).click();
  for (const name of names) {
    await page.getByLabel('Item', { exact: true }).fill(name);
    await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
  }
  await expectList(page, names.map((name) => [name, 1]));
}

/** Makes the fake recogniser hear `transcript` and presses the microphone. */
async function say(page: Page, transcript: string): Promise<void> {
  await page.evaluate((text) => {
    (window as unknown as Record<string, unknown>).__nextTranscript = text;
  }, transcript);
  await page.getByRole('button', { name: 'Gravar itens por voz' }).click();
}

/** Waits until the numbered list holds exactly these names and quantities, in order. */
async function expectList(page: Page, expected: Array<[string, number]>): Promise<void> {
  const rows = page.getByRole('main').getByRole('listitem');
  await page.waitForFunction((count) => document.querySelectorAll('main ol > li').length === count, expected.length, { timeout: 15_000 });
  for (const [index, [name, quantity]] of expected.entries()) {
    const row = rows.nth(index);
    await expectVisible(row.getByText(name, { exact: true }));
    await expectVisible(row.getByRole('button', { name: `Qtd ${quantity}, editar quantidade de ${name}` }));
  }
}

async function expectVisible(locator: ReturnType<Page['getByText']>): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout: 15_000 });
}
