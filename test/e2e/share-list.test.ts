import type { Page } from 'playwright-core';
import {
  api,
  expectVisible,
  installShareSheet,
  phonePagePerTest,
  sharedData,
  signUpInBrowser,
  url,
} from './e2e-helpers';

const appLine = `Feita com o Lista de Compras por Voz: ${url.replace(/\/$/, '')}/`;

async function lastShared(page: Page): Promise<ShareData> {
  return (await sharedData(page)).at(-1)!;
}

describe('sending a list as text (issue 23)', () => {
  const phone = phonePagePerTest();

  it('/final-list opens WhatsApp with the list where the phone has no share sheet', async () => {
    const { page, context } = phone;
    // wa.me is outside this closed network: answer it here and read the address WhatsApp got.
    await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: 'WhatsApp' }));
    await page.goto('/home');
    await page.evaluate(() =>
      localStorage.setItem(
        'groceryItems',
        JSON.stringify([
          { id: 1, name: 'arroz', quantity: 2, checked: true },
          { id: 2, name: 'feijão', quantity: 1, checked: false },
        ]),
      ),
    );
    await page.goto('/final-list');
    expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');
    const [whatsapp] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Compartilhar', exact: true }).click(),
    ]);
    const sent = new URL(whatsapp.url());
    expect(sent.origin).toBe('https://wa.me');
    expect(sent.searchParams.get('text')!.split('\n')).toEqual([
      '*Lista Final*',
      '',
      '• 1 feijão',
      '',
      'Já comprados:',
      '• ~2 arroz~',
      '',
      appLine,
    ]);
  });

  it('a saved list goes to the share sheet from its card and its screen, and to the clipboard when WhatsApp cannot open', async () => {
    const { page, context } = phone;
    await context.addInitScript(installShareSheet);
    const user = await signUpInBrowser(page);
    const call = api({ user });
    const created = await call('POST', '/lists', {
      name: 'Feira de sábado',
      items: [
        { name: 'Tomate', quantity: 3, price: 1.5 },
        { name: 'Leite', quantity: 2, price: 4.25 },
        { name: 'Pão' },
      ],
    });
    expect(created.status).toBe(201);
    const list = created.body.list as { id: string; items: { id: string; name: string }[] };
    const leite = list.items.find((item) => item.name === 'Leite')!;
    expect((await call('PATCH', `/lists/${list.id}/items/${leite.id}`, { isPurchased: true })).status).toBe(200);
    const expected = [
      '*Feira de sábado*',
      '',
      '• 3 Tomate — R$ 4,50',
      '• 1 Pão',
      '',
      'Já comprados:',
      '• ~2 Leite — R$ 8,50~',
      '',
      '*Total: R$ 13,00*',
      '',
      appLine,
    ];

    await page.goto('/saved-lists');
    await page.getByRole('button', { name: 'Compartilhar Feira de sábado' }).click();
    const fromCard = await lastShared(page);
    expect(fromCard.title).toBe('Feira de sábado');
    expect(fromCard.text!.split('\n')).toEqual(expected);

    // A phone without the share sheet whose browser blocks the WhatsApp tab: the text is copied.
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url });
    await page.getByRole('link', { name: /Feira de sábado/ }).click();
    await expectVisible(page.getByRole('heading', { name: 'Feira de sábado', level: 1 }));
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
      window.open = () => null;
    });
    await page.getByRole('button', { name: 'Compartilhar Feira de sábado' }).click();
    await expectVisible(page.getByText('Lista copiada'));
    expect((await page.evaluate(() => navigator.clipboard.readText())).split('\n')).toEqual(expected);
  });
});
