import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { launchBrowser, phoneContext } from '../support/browser';
import type { TranscribedClip } from '../support/fake-transcriber';
import { wavBytes } from '../../web/src/lib/speech/wav';
import { expectVisible, installFakeRecogniser, typeItems, url } from './e2e-helpers';

/**
 * Issue 25: voice where the browser cannot recognise speech. Chromium's fake microphone
 * plays a WAV of espeak-ng saying "dois quilos de arroz e feijão" (16 kHz, 0.5 s of quiet
 * before, 2.5 s after; made with `espeak-ng -v pt-br -s 150` and `sox … pad 0.5 2.5`); the
 * web app records it, the local runtime's transcribe-grocery-speech checks the clip and
 * hands it to the harness's fake transcriber (test/support/fake-transcriber.ts), which
 * answers the sentence for a clip with sound in it.
 */
const spoken = 'dois quilos de arroz e feijão';
const wav = path.join(__dirname, 'fixtures', 'dois-quilos-de-arroz-e-feijao.wav');
const transcribePath = '**/functions/transcribe-grocery-speech';
const transcriberUrl = process.env.E2E_TEST_TRANSCRIBER_URL!;

function removeSpeechRecognition(): void {
  const state = window as unknown as Record<string, unknown>;
  delete state.SpeechRecognition;
  delete state.webkitSpeechRecognition;
}

/** A recogniser that never starts (as in an iPhone app on the Home Screen) and counts its starts. */
function installDeadRecogniser(): void {
  const state = window as unknown as Record<string, unknown>;
  state.__recognitionStarts = 0;
  state.SpeechRecognition = state.webkitSpeechRecognition = class {
    onstart = null;
    onresult = null;
    onerror = null;
    onend = null;
    start() {
      state.__recognitionStarts = Number(state.__recognitionStarts) + 1;
    }
    stop() {}
    abort() {}
  };
}

/** An iPhone web app opened from the Home Screen: `navigator.standalone` is true. */
function installAsIosHomeScreenApp(): void {
  Object.defineProperty(navigator, 'standalone', { value: true, configurable: true });
}

/** What a WAV's header says, and how long its samples last. */
function readWav(body: Buffer) {
  const dataSize = body.readUInt32LE(40);
  return {
    riff: body.toString('ascii', 0, 4) + body.toString('ascii', 8, 12),
    format: body.readUInt16LE(20),
    channels: body.readUInt16LE(22),
    sampleRate: body.readUInt32LE(24),
    bitsPerSample: body.readUInt16LE(34),
    dataSize,
    bytes: body.length,
    durationSeconds: dataSize / 2 / body.readUInt32LE(24),
  };
}

async function setTranscript(transcript: string): Promise<void> {
  await fetch(`${transcriberUrl}/transcript`, { method: 'PUT', body: JSON.stringify({ transcript }) });
}

async function transcribedClips(): Promise<TranscribedClip[]> {
  return (await (await fetch(`${transcriberUrl}/clips`)).json()) as TranscribedClip[];
}

async function expectItem(page: Page, name: string, quantity: number): Promise<void> {
  const row = page.getByRole('main').getByRole('listitem').filter({ hasText: name });
  await expectVisible(row.getByText(name, { exact: true }));
  await expectVisible(row.getByRole('button', { name: `Qtd ${quantity}, editar quantidade de ${name}` }));
}

describe('voice by recording where the browser cannot recognise speech', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let consoleErrors: string[];

  beforeAll(async () => {
    browser = await launchBrowser([
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-audio-capture=${wav}%noloop`,
    ]);
    await setTranscript(spoken);
  });
  afterAll(async () => browser?.close());

  async function openPhone(...initScripts: (() => void)[]): Promise<void> {
    context = await phoneContext(browser, url);
    await context.grantPermissions(['microphone']);
    for (const script of initScripts) await context.addInitScript(script);
    page = await context.newPage();
    consoleErrors = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));
  }
  afterEach(async () => context?.close());

  it('records, sends a 16 kHz mono WAV of the utterance, and adds the items the server heard', async () => {
    await openPhone(removeSpeechRecognition);
    await page.goto('/add-items');
    await typeItems(page, ['Leite']);
    // The request as it leaves the browser (the body is captured on the way, then sent on unchanged).
    let sentBody: Buffer | null = null;
    await page.route(transcribePath, async (route) => {
      sentBody = route.request().postDataBuffer();
      await route.continue();
    });
    const sent = page.waitForRequest(transcribePath);
    const answered = page.waitForResponse(transcribePath);
    await page.getByRole('button', { name: 'Gravar itens por voz' }).click();
    await expectVisible(page.getByRole('status').filter({ hasText: 'Gravando...' }));
    await expectVisible(page.getByLabel('Tempo de gravação'));
    await page.waitForFunction(
      () => document.querySelector('[data-testid="voice-level"]')?.getAttribute('style') !== 'width: 0%;',
    );
    await page.screenshot({ path: '/tmp/recorded-voice-recording.png' });

    const request: Request = await sent;
    const response = await answered;
    const clip = readWav(sentBody!);
    expect(request.headers()['content-type']).toBe('audio/wav');
    expect(clip).toMatchObject({ riff: 'RIFFWAVE', format: 1, channels: 1, sampleRate: 16_000, bitsPerSample: 16 });
    expect(clip.bytes).toBe(44 + clip.dataSize);
    // The utterance (about 2.2 s) with up to 0.3 s of quiet kept either side; the file's 2.5 s of quiet
    // after it ended the recording, and is not sent.
    expect(clip.durationSeconds).toBeGreaterThan(1.5);
    expect(clip.durationSeconds).toBeLessThan(3.5);
    const names = JSON.parse(Buffer.from(request.headers()['x-current-items']!, 'base64').toString('utf8'));
    expect(names).toEqual(['Leite']);

    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ transcript: spoken, groceryItems: ['Arroz', 'Feijão'] });
    await expectItem(page, 'Arroz (kg)', 2);
    await expectItem(page, 'Feijão', 1);
    await expectVisible(page.getByText(`Entendido: “${spoken}”`));
    await page.screenshot({ path: '/tmp/recorded-voice-done.png' });

    const received = (await transcribedClips()).at(-1)!;
    expect(received).toMatchObject({ encoding: 'pcm', sampleRate: 16_000, audioBytes: clip.dataSize });
    expect(received.level).toBeGreaterThan(0.01);
    expect(await page.evaluate(() => localStorage.getItem('voicePath'))).toBe('recording');
    expect(consoleErrors.filter((text) => /hydrat|Minified React error/i.test(text))).toEqual([]);
  });

  it('offers typing when the server cannot transcribe here', async () => {
    await openPhone(removeSpeechRecognition);
    const message =
      'O reconhecimento de voz pelo servidor não está disponível aqui. Digite os itens em "Digitar itens".';
    await page.route(transcribePath, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'UNAVAILABLE', message }),
      }),
    );
    await page.goto('/add-items');
    await page.getByRole('button', { name: 'Gravar itens por voz' }).click();
    await expectVisible(page.getByText(message));
    await page.screenshot({ path: '/tmp/recorded-voice-unavailable.png' });
    await page.getByRole('button', { name: 'Digitar itens' }).first().click();
    // The typing form opens with its field focused.
    await expectVisible(page.getByLabel('Item', { exact: true }));
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(
      await page.getByLabel('Item', { exact: true }).getAttribute('id'),
    );
  });

  it('says the connection is needed, and offers typing, when offline', async () => {
    await openPhone(removeSpeechRecognition);
    await page.goto('/add-items');
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-screen-hydrated'));
    // The toasts' code loads when the page is idle; offline it could not load any more.
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    await page.waitForFunction(() => !navigator.onLine);
    await page.getByRole('button', { name: 'Gravar itens por voz' }).click();
    await expectVisible(page.getByText('Erro de conexão. Verifique sua internet.'));
    expect(await page.getByLabel('Tempo de gravação').count()).toBe(0);
    await page.getByRole('button', { name: 'Digitar itens' }).first().click();
    await expectVisible(page.getByLabel('Item', { exact: true }));
  });

  it('records instead when a started recognition shows no sign of life, and from then on at once', async () => {
    await openPhone(installDeadRecogniser);
    await page.goto('/add-items');
    const sent = page.waitForRequest(transcribePath, { timeout: 20_000 });
    await page.getByRole('button', { name: 'Gravar itens por voz' }).click();
    await sent;
    await expectItem(page, 'Arroz (kg)', 2);
    expect(await page.evaluate(() => (window as unknown as Record<string, unknown>).__recognitionStarts)).toBe(1);

    await page.reload();
    const again = page.waitForRequest(transcribePath);
    await page.getByRole('button', { name: 'Gravar itens por voz' }).click();
    await again;
    expect(await page.evaluate(() => (window as unknown as Record<string, unknown>).__recognitionStarts)).toBe(0);
  });

  it('takes the recording path at once in an iPhone app added to the Home Screen', async () => {
    await openPhone(installFakeRecogniser, installAsIosHomeScreenApp);
    await page.goto('/add-items');
    const sent = page.waitForRequest(transcribePath);
    await page.getByRole('button', { name: 'Gravar itens por voz' }).click();
    await expectVisible(page.getByLabel('Tempo de gravação'));
    await sent;
    await expectItem(page, 'Feijão', 1);
    expect(
      await page.evaluate(() => (window as unknown as Record<string, unknown>).__recognitionSettings),
    ).toBeUndefined();
  });
});

describe('recording errors, in the words of the spec', () => {
  let browser: Browser;
  let folder: string;

  beforeAll(async () => {
    // A microphone that hears only quiet, and no automatic yes to the permission prompt.
    folder = mkdtempSync(path.join(tmpdir(), 'quiet-mic-'));
    const quiet = path.join(folder, 'quiet.wav');
    writeFileSync(quiet, wavBytes(new Int16Array(16_000 * 10)));
    browser = await launchBrowser(['--use-fake-device-for-media-stream', `--use-file-for-fake-audio-capture=${quiet}`]);
  });
  afterAll(async () => {
    await browser?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  async function openWithoutRecognition(grantMicrophone: boolean): Promise<Page> {
    const context = await phoneContext(browser, url);
    if (grantMicrophone) await context.grantPermissions(['microphone']);
    await context.addInitScript(removeSpeechRecognition);
    const page = await context.newPage();
    await page.goto('/add-items');
    return page;
  }

  it('says "Nenhuma fala foi detectada" when nothing is said, and sends nothing', async () => {
    const page = await openWithoutRecognition(true);
    let uploads = 0;
    page.on('request', (request) => void (request.url().includes('transcribe-grocery-speech') && (uploads += 1)));
    await page.getByRole('button', { name: 'Gravar itens por voz' }).click();
    await expectVisible(page.getByLabel('Tempo de gravação'));
    await expectVisible(page.getByText('Nenhuma fala foi detectada. Tente novamente.'));
    await expectVisible(page.getByRole('button', { name: 'Gravar itens por voz' }));
    expect(uploads).toBe(0);
    await page.context().close();
  });

  it('says "Permissão negada" when the microphone is refused', async () => {
    const page = await openWithoutRecognition(false);
    await page.getByRole('button', { name: 'Gravar itens por voz' }).click();
    await expectVisible(page.getByText('Permissão negada'));
    await expectVisible(page.getByRole('button', { name: 'Gravar itens por voz' }));
    await page.screenshot({ path: '/tmp/recorded-voice-denied.png' });
    await page.context().close();
  });
});
