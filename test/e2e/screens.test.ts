import { expectGone, expectVisible, navLink, phonePagePerTest, typeItems } from './e2e-helpers';

describe('home, profile and typed sentences', () => {
  const phone = phonePagePerTest();

  it('an iPhone sees the install banner with the steps; an installed app sees none', async () => {
    const { page } = phone;
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'userAgent', {
        get: () =>
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      });
    });
    await page.goto('/home');
    await expectVisible(page.getByRole('heading', { name: 'Instale o app' }));
    await page.getByRole('button', { name: 'Instalar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Instalar no iPhone' });
    await expectVisible(dialog.getByText(/Adicionar à Tela de Início/));

    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'standalone', { get: () => true });
    });
    await page.reload();
    await expectVisible(page.getByRole('link', { name: 'Iniciar Lista' }));
    expect(await page.getByRole('heading', { name: 'Instale o app' }).count()).toBe(0);
  });

  it("an Android phone installs with Chrome's own prompt, even when it fired on another screen; without it, copy the link", async () => {
    const { page, context } = phone;
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // A string, not a function: the synthetic event stands in for Chrome's, made before the app's scripts.
    await page.addInitScript({
      content: `Object.defineProperty(navigator, 'userAgent', {
        get: () => 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
      });
      window.fireInstallPrompt = () => {
        const event = new Event('beforeinstallprompt', { cancelable: true });
        event.prompt = async () => { window.installPrompted = (window.installPrompted || 0) + 1; };
        event.userChoice = Promise.resolve({ outcome: 'accepted' });
        window.dispatchEvent(event);
      };`,
    });
    const fired = () => page.evaluate(() => (window as unknown as { installPrompted?: number }).installPrompted ?? 0);

    // No prompt from Chrome (yet): the banner offers to copy the link, with its 2 s feedback.
    await page.goto('/home');
    await page.getByRole('button', { name: 'Instalar' }).click();
    const copy = page.getByRole('dialog', { name: 'Abra no navegador para instalar' });
    await copy.getByRole('button', { name: 'Copiar link' }).click();
    await expectVisible(copy.getByRole('button', { name: 'Link copiado!' }));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${new URL(page.url()).origin}/`);

    // Chrome fires its event once per page load, here while the saved lists are open.
    await page.goto('/saved-lists');
    await page.evaluate(() => (window as unknown as { fireInstallPrompt: () => void }).fireInstallPrompt());
    await navLink(page, 'Início').click();
    await page.getByRole('button', { name: 'Instalar' }).click();
    // Chrome's prompt, accepted: installed, the banner goes.
    await expectGone(page.getByRole('heading', { name: 'Instale o app' }));
    expect(await fired()).toBe(1);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('the profile reaches settings, lists, tutorial, help, FAQ, terms and privacy, and shares the app', async () => {
    const { page, context } = phone;
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/profile');
    await expectVisible(page.getByRole('link', { name: 'Entrar / Cadastrar' }));
    for (const [name, path] of [
      ['Configurações', '/configuracoes'],
      ['Listas Salvas', '/saved-lists'],
      ['Ajuda', '/ajuda'],
      ['Perguntas Frequentes', '/faq'],
      ['Termos de Uso', '/termos-de-uso'],
      ['Política de Privacidade', '/politica-privacidade'],
    ] as const)
      expect(await page.getByRole('main').getByRole('link', { name, exact: true }).getAttribute('href')).toBe(path);
    await expectVisible(page.getByRole('link', { name: 'Como usar o app' }));
    await expectVisible(page.getByText('Versão do App: 1.0.0'));

    await page.evaluate(() => {
      Object.defineProperty(navigator, 'share', { value: undefined });
    });
    await page.getByRole('button', { name: 'Compartilhar o app' }).click();
    await expectVisible(page.getByRole('button', { name: 'Link copiado!' }));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${new URL(page.url()).origin}/`);
  });

  it('"Digitar itens" reads a sentence with the speech engine; a plain name keeps the duplicate rule', async () => {
    const { page } = phone;
    await page.goto('/add-items');
    await page.getByRole('button', { name: 'Digitar itens' }).click();
    await page.getByLabel('Item', { exact: true }).fill('2 kg de arroz, feijão');
    await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
    await expectVisible(page.getByText('2 itens'));
    await expectVisible(page.getByRole('button', { name: /^Qtd 2, editar quantidade de arroz/i }));
    await expectVisible(page.getByRole('main').getByText(/^feijão$/i));

    await typeItems(page, ['leite']);
    await page.getByLabel('Item', { exact: true }).fill('Leite');
    await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
    await expectVisible(page.getByRole('button', { name: 'Qtd 2, editar quantidade de leite' }));
    await expectVisible(page.getByText('3 itens'));
  });
});
