import type { Locator } from 'playwright-core';
import { api, createList, expectVisible, phonePagePerTest, signUpInBrowser, typeItems } from './e2e-helpers';

/**
 * How many lines a control's content takes: its text and icons, grouped by their vertical
 * middles (an icon beside a one-line label shares its middle).
 */
async function linesOf(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const middles = [...range.getClientRects()]
      .filter((rect) => rect.width > 0 && rect.height > 0)
      .map((rect) => rect.top + rect.height / 2)
      .sort((a, b) => a - b);
    let lines = 0;
    let last = -Infinity;
    for (const middle of middles) {
      if (middle - last > 4) lines += 1;
      last = middle;
    }
    return lines;
  });
}

describe('buttons on a 390 px phone', () => {
  const phone = phonePagePerTest();

  it('"Upgrade para Premium" keeps its crown and its label on one line in the list-limit dialog', async () => {
    const { page } = phone;
    const user = await signUpInBrowser(page);
    await createList(user, 'Primeira', ['Arroz']);
    await page.goto('/add-items');
    await typeItems(page, ['Pão']);
    await page.getByRole('button', { name: 'Salvar Lista' }).click();
    const limit = page.getByRole('dialog', { name: 'Limite de listas atingido' });
    for (const name of ['Upgrade para Premium', 'Continuar com limite']) {
      const button = limit.getByRole('button', { name });
      await expectVisible(button);
      expect(await linesOf(button)).toBe(1);
    }
  });

  it('"Restaurar" and "Excluir Permanentemente" of the trash\'s selection bar are full rows of one line each', async () => {
    const { page } = phone;
    const user = await signUpInBrowser(page);
    const listId = await createList(user, 'Velha', ['Arroz']);
    await api({ user })('DELETE', `/lists/${listId}`);
    await page.goto('/trash?type=lists');
    await page.getByRole('button', { name: 'Selecionar', exact: true }).click();
    const toolbar = page.getByRole('toolbar');
    const restore = toolbar.getByRole('button', { name: 'Restaurar' });
    const remove = toolbar.getByRole('button', { name: 'Excluir Permanentemente' });
    await expectVisible(restore);
    for (const button of [restore, remove, toolbar.getByRole('button', { name: 'Selecionar Todos' })])
      expect(await linesOf(button)).toBe(1);
    const [restoreBox, removeBox] = [await restore.boundingBox(), await remove.boundingBox()];
    // One under the other, the same width: no ragged wrap.
    expect(removeBox!.y).toBeGreaterThan(restoreBox!.y);
    expect(removeBox!.x).toBeCloseTo(restoreBox!.x, 0);
    expect(removeBox!.width).toBeCloseTo(restoreBox!.width, 0);
  });
});
