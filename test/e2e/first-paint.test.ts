import type { Page } from 'playwright-core';
import { expectVisible, phonePagePerTest } from './e2e-helpers';

/**
 * Issue 13: the build pre-renders /home into index.html, so its first paint needs none of the
 * app's JavaScript; the app then hydrates it. Other first screens (another route, a device with
 * drafts) never show it.
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

/** Records, at every frame from the start, whether the home's main button or the loading spinner shows. */
function recordFrames(): void {
  const frames: { home: boolean; spinner: boolean }[] = [];
  (window as unknown as { firstFrames: typeof frames }).firstFrames = frames;
  const shows = (text: string) =>
    [...document.querySelectorAll('a, p')].some((element) => element.textContent === text && element.checkVisibility());
  const record = () => {
    frames.push({ home: shows('Iniciar Lista'), spinner: shows('Carregando...') });
    if (frames.length < 300) requestAnimationFrame(record);
  };
  requestAnimationFrame(record);
}

async function recordedFrames(page: Page): Promise<{ home: boolean; spinner: boolean }[]> {
  return page.evaluate(() => (window as unknown as { firstFrames: { home: boolean; spinner: boolean }[] }).firstFrames);
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
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
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
