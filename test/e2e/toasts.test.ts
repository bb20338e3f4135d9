import type { Locator, Page } from 'playwright-core';
import { expectGone, expectVisible, phonePagePerTest, signUpInBrowser, typeItems } from './e2e-helpers';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`No box for ${locator.toString()}`);
  return box;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The toast showing `text`, in whichever toaster holds it. */
function toastWith(page: Page, text: string): Locator {
  return page.locator('[data-sonner-toast]', { hasText: text });
}

/**
 * Whether `locator` is painted on top at its middle (no dialog backdrop over it). A modal
 * dialog turns pointer events off outside it, which hit-testing skips, so they are switched
 * back on for the measurement.
 */
async function isOnTop(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const probe = document.createElement('style');
    probe.textContent = '* { pointer-events: auto !important; }';
    document.head.append(probe);
    const rect = element.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
    probe.remove();
    return hit !== null && element.contains(hit);
  });
}

/** A typed name already on the list: the duplicate notice (a toast, 0.5 s later). */
async function typeRepeated(page: Page, name: string): Promise<Locator> {
  await page.getByLabel('Item', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
  const toast = toastWith(page, 'Item já adicionado');
  await expectVisible(toast);
  return toast;
}

describe('toasts', () => {
  const phone = phonePagePerTest();

  it('speak pt-BR to screen readers: the region and the close button', async () => {
    const { page } = phone;
    await page.goto('/add-items');
    await typeItems(page, ['Arroz']);
    await typeRepeated(page, 'arroz');
    expect(await page.getByRole('region', { name: 'Avisos (Alt+T)' }).count()).toBe(1);
    await expectVisible(page.getByRole('button', { name: 'Fechar aviso' }));
    expect(await page.locator('[aria-label*="Notifications"], [aria-label*="Close toast"]').count()).toBe(0);
  });

  it('hide no row, price field, "Ir às compras" or "Salvar Lista" on /add-items, at the top and at the bottom', async () => {
    const { page } = phone;
    await page.goto('/add-items');
    await typeItems(page, ['Arroz', 'Feijão', 'Leite', 'Café', 'Açúcar', 'Ovos']);
    const main = page.getByRole('main');
    const save = page.getByRole('button', { name: 'Salvar Lista' });

    let toast = await typeRepeated(page, 'arroz');
    // At the top of the list: the toast keeps below the floating "Salvar Lista", over the bottom bar.
    expect((await boxOf(toast)).y).toBeGreaterThanOrEqual((await boxOf(save)).y + (await boxOf(save)).height);
    await page.getByRole('button', { name: 'Fechar aviso' }).click();
    await expectGone(toast);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    toast = await typeRepeated(page, 'feijão');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(500); // the toast's entry animation
    const toastBox = await boxOf(toast);
    const covered: string[] = [];
    const needed = [
      ...(await main.getByRole('listitem').all()),
      ...(await main.getByLabel(/^Preço de /).all()),
      main.getByRole('button', { name: 'Ir às compras (Lista Final)' }),
      save,
    ];
    for (const element of needed) {
      if (overlaps(toastBox, await boxOf(element))) covered.push(await element.innerText().catch(() => '?'));
    }
    expect(covered).toEqual([]);
  });

  it('hide no "Enviar" of the contact form when a send fails', async () => {
    const { page } = phone;
    await page.route('**/api/functions/send-contact-message', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"code":"X","message":"Serviço indisponível."}',
      }),
    );
    await page.goto('/ajuda');
    await page.getByLabel('Nome').fill('Lia');
    await page.getByLabel('Mensagem').fill('O app é ótimo.');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const send = page.getByRole('button', { name: 'Enviar' });
    await send.click();
    const toast = page.locator('[data-sonner-toast]');
    await expectVisible(toast);
    await page.waitForTimeout(500);
    expect(overlaps(await boxOf(toast.first()), await boxOf(send))).toBe(false);
    expect(await isOnTop(send)).toBe(true);
  });

  it("stay under a dialog's backdrop, except the dialog's own", async () => {
    const { page } = phone;
    await signUpInBrowser(page);
    await page.goto('/add-items');
    await typeItems(page, ['Arroz']);
    const screenToast = await typeRepeated(page, 'arroz');
    await page.getByRole('button', { name: 'Salvar Lista' }).click();
    const naming = page.getByRole('dialog', { name: 'Dê um nome à sua lista' });
    await expectVisible(naming);
    await expectVisible(screenToast);
    // The backdrop lies over the screen's toast.
    expect(await isOnTop(screenToast)).toBe(false);

    // The server refuses the list (a 5xx would keep it in the outbox instead).
    await page.route('**/api/lists', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: '{"code":"VALIDATION","message":"Lista inválida."}',
          })
        : route.fallback(),
    );
    await naming.getByLabel('Nome da lista').fill('Feira');
    await naming.getByRole('button', { name: 'Salvar Lista' }).click();
    const dialogToast = toastWith(page, 'Falha ao salvar a lista.');
    await expectVisible(dialogToast);
    await page.waitForTimeout(500);
    expect(await isOnTop(dialogToast)).toBe(true);
    // Closing it leaves the dialog open.
    await dialogToast.getByRole('button', { name: 'Fechar aviso' }).click();
    await expectGone(dialogToast);
    await expectVisible(naming);
  });
});
