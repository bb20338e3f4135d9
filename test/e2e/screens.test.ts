import { expectVisible, phonePagePerTest, typeItems } from './e2e-helpers';

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
