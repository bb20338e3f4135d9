import type { Page } from 'playwright-core';
import { expectVisible, installFakeRecogniser, phonePagePerTest, say, typeItems } from './e2e-helpers';

/**
 * Issues 13 and 28: the build pre-renders /home, the empty /add-items and the other screens a
 * guest opens first (/saved-lists, /drafts, /auth, /configuracoes, /ajuda, /faq) into
 * index.html, so their first paint needs none of the app's JavaScript; the app then hydrates
 * them. Other first screens (another route, a device with drafts, items in progress) never
 * show them.
 */
const storedDraft = {
  id: 'draft-first-paint',
  name: 'Rascunho 1',
  items: [{ id: 1, name: 'arroz', quantity: 1, price: null, selected: false }],
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  synced: false,
};

/** The page as the first paint leaves it: the app's scripts never arrive. */
async function withoutAppScripts(page: Page): Promise<void> {
  await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
}

/** Holds the app's scripts back until the returned function is called (what was tapped or typed meanwhile is kept). */
async function holdAppScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

interface Frame {
  home: boolean;
  emptyList: boolean;
  noDrafts: boolean;
  microphone: boolean;
  spinner: boolean;
}

/**
 * Records, at every frame from the start, whether the home's main button, the empty list's text
 * or the microphone of /add-items, the empty /drafts' text, or the loading spinner shows.
 */
function recordFrames(): void {
  const frames: Frame[] = [];
  (window as unknown as { firstFrames: typeof frames }).firstFrames = frames;
  const shows = (text: string) =>
    [...document.querySelectorAll('a, p')].some((element) => element.textContent === text && element.checkVisibility());
  const record = () => {
    frames.push({
      home: shows('Iniciar Lista'),
      emptyList: shows('Sua lista está vazia. Toque no microfone ou em "Digitar itens" para começar.'),
      noDrafts: shows('Você ainda não tem rascunhos salvos'),
      microphone: !!document.querySelector('button[aria-label="Gravar itens por voz"]')?.checkVisibility(),
      spinner: shows('Carregando...'),
    });
    if (frames.length < 300) requestAnimationFrame(record);
  };
  requestAnimationFrame(record);
}

async function recordedFrames(page: Page): Promise<Frame[]> {
  return page.evaluate(() => (window as unknown as { firstFrames: Frame[] }).firstFrames);
}

/** Collects the page's errors and console errors (a failed hydration logs one). */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

describe('first paint of the pre-rendered home', () => {
  const phone = phonePagePerTest(recordFrames);

  it('/home paints the home screen and the bottom bar before any of the app’s JavaScript', async () => {
    const { page } = phone;
    await withoutAppScripts(page);
    await page.goto('/home');
    await expectVisible(page.getByRole('heading', { name: 'Lista de Compras por Voz' }));
    await expectVisible(page.getByRole('link', { name: 'Iniciar Lista' }));
    await expectVisible(page.getByRole('link', { name: 'Como usar o app' }));
    await expectVisible(page.getByRole('navigation').getByRole('link', { name: 'Início' }));
  });

  it('hydrates without errors or a loading screen; / becomes /home; links navigate within the app', async () => {
    const { page } = phone;
    // An Android phone: the install banner, absent from the pre-rendered markup, appears once hydrated.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'userAgent', {
        get: () =>
          'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
      });
    });
    const errors = pageErrors(page);
    await page.goto('/');
    await page.waitForURL('**/home');
    await expectVisible(page.getByRole('heading', { name: 'Instale o app' }));
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('link', { name: 'Iniciar Lista' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Adicionar Itens' }));
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    const frames = await recordedFrames(page);
    expect(frames.some((frame) => frame.spinner && !frame.home)).toBe(false);
    expect(errors).toEqual([]);
  });

  it('another route never shows the home screen, before or after its scripts', async () => {
    const { page } = phone;
    await withoutAppScripts(page);
    await page.goto('/saved-lists');
    await page.waitForLoadState('load');
    expect(await page.getByRole('link', { name: 'Iniciar Lista' }).isVisible()).toBe(false);

    await page.unrouteAll();
    await page.goto('/saved-lists');
    await expectVisible(page.getByRole('heading', { name: 'Listas Salvas' }));
    expect((await recordedFrames(page)).some((frame) => frame.home)).toBe(false);
  });

  it('a device with a draft never sees "Iniciar Lista": its home shows the draft and "Nova Lista"', async () => {
    const { page, context } = phone;
    await context.addInitScript((draft) => localStorage.setItem('groceryDrafts', JSON.stringify([draft])), storedDraft);
    await page.goto('/home');
    await expectVisible(page.getByRole('link', { name: 'Nova Lista' }));
    await expectVisible(page.getByText('Rascunho 1', { exact: true }));
    expect((await recordedFrames(page)).some((frame) => frame.home)).toBe(false);
  });
});

describe('first paint of the pre-rendered /add-items', () => {
  const phone = phonePagePerTest(recordFrames);
  // A phone's browser with speech recognition, as the pre-rendered screen shows it.
  beforeEach(async () => phone.context.addInitScript(installFakeRecogniser));
  const emptyList = 'Sua lista está vazia. Toque no microfone ou em "Digitar itens" para começar.';

  it('paints the empty list screen and the bottom bar before any of the app’s JavaScript', async () => {
    const { page } = phone;
    await withoutAppScripts(page);
    await page.goto('/add-items');
    await expectVisible(page.getByRole('heading', { name: 'Adicionar Itens' }));
    await expectVisible(page.getByRole('button', { name: 'Gravar itens por voz' }));
    await expectVisible(page.getByRole('button', { name: 'Digitar itens' }));
    await expectVisible(page.getByText(emptyList));
    await expectVisible(page.getByRole('button', { name: 'Salvar Lista' }));
    await expectVisible(page.getByRole('navigation').getByRole('link', { name: 'Início' }));
    expect(await page.getByRole('link', { name: 'Iniciar Lista' }).isVisible()).toBe(false);
  });

  it('hydrates without errors or a loading screen, then takes items by voice and typed', async () => {
    const { page } = phone;
    const errors = pageErrors(page);
    await page.goto('/add-items');
    await page.waitForFunction(() => {
      const mic = document.querySelector('button[aria-label="Gravar itens por voz"]');
      return mic !== null && Object.keys(mic).some((key) => key.startsWith('__reactFiber$'));
    });
    await say(page, 'arroz e feijão');
    await expectVisible(page.getByRole('main').getByText('Feijão', { exact: true }));
    await typeItems(page, ['Leite']);
    await expectVisible(page.getByText('3 itens'));
    const frames = await recordedFrames(page);
    expect(frames.some((frame) => frame.spinner)).toBe(false);
    expect(frames.some((frame) => frame.home)).toBe(false);
    expect(errors).toEqual([]);
  });

  it('keeps a tap made before the app’s code arrives, and answers it once hydrated', async () => {
    const { page } = phone;
    const release = await holdAppScripts(page);
    await page.goto('/add-items');
    await page.getByRole('button', { name: 'Digitar itens' }).click();
    release();
    await page.getByLabel('Item', { exact: true }).fill('Café');
    await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
    await expectVisible(page.getByRole('main').getByText('Café', { exact: true }));
    await expectVisible(page.getByText('1 item'));
  });

  it('items in progress or a browser that can take no voice never show the pre-rendered screen', async () => {
    const { page, context } = phone;
    await page.addInitScript(() =>
      sessionStorage.setItem(
        'addItemsInProgress',
        JSON.stringify([{ id: 1, name: 'feijão', quantity: 1, price: null }]),
      ),
    );
    await page.goto('/add-items');
    await expectVisible(page.getByRole('main').getByText('feijão', { exact: true }));
    expect((await recordedFrames(page)).some((frame) => frame.emptyList)).toBe(false);

    // Neither speech recognition nor a microphone API.
    const withoutVoice = await context.newPage();
    await withoutVoice.addInitScript(() => {
      const speech = window as unknown as Record<string, unknown>;
      delete speech.SpeechRecognition;
      delete speech.webkitSpeechRecognition;
      Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
    });
    await withoutVoice.goto('/add-items');
    await expectVisible(withoutVoice.getByText(emptyList));
    await expectVisible(withoutVoice.getByText(/A gravação por voz não funciona neste navegador/));
    expect((await recordedFrames(withoutVoice)).some((frame) => frame.microphone)).toBe(false);
  });

  it('a browser without speech recognition that can record shows and hydrates the pre-rendered microphone', async () => {
    const { context } = phone;
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(() => {
      const speech = window as unknown as Record<string, unknown>;
      delete speech.SpeechRecognition;
      delete speech.webkitSpeechRecognition;
    });
    await page.goto('/add-items');
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-screen-hydrated'));
    expect(await page.evaluate(() => document.documentElement.classList.contains('prerendered-add-items'))).toBe(true);
    await expectVisible(page.getByRole('button', { name: 'Gravar itens por voz' }));
    expect(errors.filter((text) => /hydrat|Minified React error/i.test(text))).toEqual([]);
  });
});

describe('first paint of the other screens a guest opens first', () => {
  const phone = phonePagePerTest(recordFrames);
  const screens = [
    { path: '/saved-lists', heading: 'Listas Salvas', text: 'Faça login para ver suas listas salvas' },
    { path: '/drafts', heading: 'Rascunhos', text: 'Você ainda não tem rascunhos salvos' },
    { path: '/auth', heading: 'Acesse sua conta', text: 'Salve suas listas e acesse de qualquer lugar.' },
    { path: '/configuracoes', heading: 'Configurações', text: 'Recurso exclusivo do Premium' },
    { path: '/ajuda', heading: 'Ajuda', text: 'Fale conosco' },
    { path: '/faq', heading: 'Perguntas Frequentes', text: 'Como crio uma nova lista?' },
  ];

  it('each paints its screen and the bottom bar before any of the app’s JavaScript', async () => {
    const { page } = phone;
    await withoutAppScripts(page);
    for (const screen of screens) {
      await page.goto(screen.path);
      await expectVisible(page.getByRole('heading', { name: screen.heading, level: 1 }));
      await expectVisible(page.getByText(screen.text, { exact: true }));
      await expectVisible(page.getByRole('navigation').getByRole('link', { name: 'Listas Salvas' }));
      expect(await page.getByRole('link', { name: 'Iniciar Lista' }).isVisible()).toBe(false);
    }
  });

  it('each hydrates the painted screen without errors or a loading screen', async () => {
    const { page } = phone;
    const errors = pageErrors(page);
    for (const screen of screens) {
      await page.goto(screen.path);
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-screen-hydrated'));
      expect(await page.evaluate(() => document.getElementById('root')?.dataset.prerendered)).toBe(screen.path);
      await expectVisible(page.getByText(screen.text, { exact: true }));
      expect((await recordedFrames(page)).some((frame) => frame.spinner)).toBe(false);
    }
    expect(errors).toEqual([]);
  });

  it('keeps a tap made before the app’s code arrives, and answers it once hydrated', async () => {
    const { page } = phone;
    const release = await holdAppScripts(page);
    await page.goto('/faq');
    await page.getByRole('button', { name: 'Como crio uma nova lista?' }).click();
    release();
    await expectVisible(page.getByText(/^Na tela Início, toque em "Iniciar Lista"/));
  });

  it('keeps what was typed into a form before the app’s code arrived', async () => {
    const { page } = phone;
    const release = await holdAppScripts(page);
    await page.goto('/ajuda');
    const help = page.locator('[data-prerendered="/ajuda"]');
    await help.getByLabel('Nome').fill('Ana');
    await help.getByLabel('Mensagem').fill('Como exporto uma lista?');
    release();
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-screen-hydrated'));
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expectVisible(page.getByText('Mensagem enviada com sucesso!'));

    await page.unrouteAll();
    const releaseAuth = await holdAppScripts(page);
    await page.goto('/auth');
    const auth = page.locator('[data-prerendered="/auth"]');
    await auth.getByLabel('E-mail').fill('ninguem@exemplo.com.br');
    await auth.getByLabel('Senha').fill('segredo1');
    await auth.getByRole('button', { name: 'Entrar', exact: true }).click();
    releaseAuth();
    // The sign-in was tried with what was typed (no such account), not refused as empty.
    await expectVisible(page.getByText('Email ou senha incorretos.'));
  });

  it('a device with a draft never sees the empty /drafts', async () => {
    const { page, context } = phone;
    await context.addInitScript((draft) => localStorage.setItem('groceryDrafts', JSON.stringify([draft])), storedDraft);
    await page.goto('/drafts');
    await expectVisible(page.getByText('Rascunho 1', { exact: true }));
    expect((await recordedFrames(page)).some((frame) => frame.noDrafts)).toBe(false);
  });
});
