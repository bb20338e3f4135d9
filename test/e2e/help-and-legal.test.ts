import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { agreementKeys } from '../../lambdas/adapters/dynamodb/keys/agreement-keys';
import { launchBrowser, phoneContext } from '../support/browser';
import { localTable } from '../support/local-table';
import { eventuallyDefined as eventually, expectVisible, gotoHydrated, url } from './e2e-helpers';

describe('help, FAQ, terms and privacy', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const table = localTable();

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());
  beforeEach(async () => {
    context = await phoneContext(browser, url);
    page = await context.newPage();
  });
  afterEach(async () => context?.close());

  async function contactMessagesFrom(name: string): Promise<Record<string, unknown>[]> {
    const { Items } = await table.client.send(
      new QueryCommand({
        TableName: table.tableName,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': 'CONTACT' },
        ScanIndexForward: false,
      }),
    );
    return (Items ?? []).filter((item) => item.name === name);
  }

  /** This device's agreement row; none while the app has not made a device id (no API call yet). */
  async function deviceAgreement(): Promise<Record<string, unknown> | undefined> {
    const deviceId = await page.evaluate(() => localStorage.getItem('device_id'));
    if (!deviceId) return undefined;
    expect(deviceId).toMatch(/^device_\d+_[0-9a-f]{32}$/);
    const rows = await table.partition(agreementKeys.device(deviceId).pk);
    return rows.find((row) => row.sk === 'AGREEMENT');
  }

  it('sends a contact message: "Enviar" waits for name and message, then the form clears and the message is stored', async () => {
    const name = `Carla Dias ${Date.now()}`;
    await gotoHydrated(page, '/ajuda');
    await expectVisible(page.getByRole('heading', { name: 'Ajuda', level: 1 }));
    await expectVisible(page.getByRole('link', { name: /Perguntas Frequentes/ }));

    const send = page.getByRole('button', { name: 'Enviar' });
    expect(await send.isDisabled()).toBe(true);
    await page.getByLabel('Nome').fill(name);
    expect(await send.isDisabled()).toBe(true);
    await page.getByLabel('E-mail (opcional)').fill('carla@exemplo.com.br');
    await page.getByLabel('Assunto').fill('Sugestão');
    await page.getByLabel('Mensagem').fill('   ');
    expect(await send.isDisabled()).toBe(true);
    await page.getByLabel('Mensagem').fill('Seria ótimo poder compartilhar a lista.');
    expect(await send.isEnabled()).toBe(true);
    await send.click();

    await expectVisible(page.getByText('Mensagem enviada com sucesso!'));
    for (const label of ['Nome', 'E-mail (opcional)', 'Assunto', 'Mensagem'])
      expect(await page.getByLabel(label).inputValue()).toBe('');
    expect(await send.isDisabled()).toBe(true);

    const [stored] = await eventually(async () => {
      const messages = await contactMessagesFrom(name);
      return messages.length > 0 ? messages : undefined;
    });
    const deviceId = await page.evaluate(() => localStorage.getItem('device_id'));
    expect(stored).toMatchObject({
      type: 'ContactMessage',
      name,
      email: 'carla@exemplo.com.br',
      subject: 'Sugestão',
      message: 'Seria ótimo poder compartilhar a lista.',
      deviceId,
    });
  });

  it("shows the server's message when it refuses the contact message, and keeps the form", async () => {
    await gotoHydrated(page, '/ajuda');
    await page.getByLabel('Nome').fill('Davi');
    await page.getByLabel('E-mail (opcional)').fill('não-é-email');
    await page.getByLabel('Mensagem').fill('Olá');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expectVisible(page.getByText('Informe um e-mail válido.'));
    expect(await page.getByLabel('Nome').inputValue()).toBe('Davi');
  });

  it('accepts the terms as a guest, goes back one page and keeps an earlier privacy acceptance', async () => {
    await gotoHydrated(page, '/ajuda');
    await page.getByRole('link', { name: 'Política de Privacidade' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Política de Privacidade', level: 1 }));
    await page.getByRole('button', { name: 'Aceitar e fechar' }).click();
    await page.waitForURL('**/ajuda');
    const afterPrivacy = await eventually(deviceAgreement);
    expect(afterPrivacy).toMatchObject({ type: 'Agreement', termsAccepted: false, privacyAccepted: true });
    expect(afterPrivacy.privacyAcceptedAt).toEqual(expect.any(String));

    await page.getByRole('link', { name: 'Termos de Uso' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Termos de Uso', level: 1 }));
    await expectVisible(page.getByRole('heading', { name: '4. Uso da voz e limite de créditos' }));
    await page.getByRole('button', { name: 'Aceitar e fechar' }).click();
    await page.waitForURL('**/ajuda');
    const afterTerms = await eventually(async () => {
      const row = await deviceAgreement();
      return row?.termsAccepted === true ? row : undefined;
    });
    expect(afterTerms).toMatchObject({
      termsAccepted: true,
      privacyAccepted: true,
      privacyAcceptedAt: afterPrivacy.privacyAcceptedAt,
    });
    expect(afterTerms.termsAcceptedAt).toEqual(expect.any(String));
  });

  it('leaves the terms with "Sair" without accepting; opened directly, it goes to the start', async () => {
    const agreementRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/agreements')) agreementRequests.push(request.url());
    });
    await page.goto('/termos-de-uso');
    await expectVisible(page.getByRole('heading', { name: 'Termos de Uso', level: 1 }));
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL('**/home');
    // An acceptance would be a request: none may be sent once the page has settled.
    await page.waitForLoadState('networkidle');
    expect(agreementRequests).toEqual([]);
    expect(await deviceAgreement()).toBeUndefined();
    expect(await page.evaluate(() => localStorage.getItem('userAgreements'))).toBeNull();
  });

  it("records a signed-in user's acceptance on the account", async () => {
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Cadastrar' }).click();
    await page.getByLabel('Nome').fill('Eva Rocha');
    await page.getByLabel('E-mail').fill(`eva-${Date.now()}@exemplo.com.br`);
    await page.getByLabel('Senha').fill('segredo1');
    await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();
    await expectVisible(page.getByText('Conta criada com sucesso!'));
    const userId = await eventually(
      async () => (await page.evaluate(() => localStorage.getItem('current_user_id'))) ?? undefined,
    );

    await gotoHydrated(page, '/ajuda');
    await page.getByRole('link', { name: 'Política de Privacidade' }).click();
    await page.getByRole('button', { name: 'Aceitar e fechar' }).click();
    await page.waitForURL('**/ajuda');
    const row = await eventually(async () =>
      (await table.partition(agreementKeys.user(userId).pk)).find((item) => item.sk === 'AGREEMENT'),
    );
    expect(row).toMatchObject({ userId, termsAccepted: false, privacyAccepted: true });
  });

  it('opens a question of the FAQ', async () => {
    await page.goto('/faq');
    await expectVisible(page.getByRole('heading', { name: 'Perguntas Frequentes', level: 1 }));
    const question = page.getByRole('button', { name: 'Como funciona a gravação por voz?' });
    expect(await question.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('button').filter({ hasText: '?' }).count()).toBe(6);
    // A tap before the pre-rendered screen is hydrated is answered once it is (web/src/lib/early-taps.ts).
    await question.click();
    await expectVisible(page.getByText(/só esse texto é enviado/));
    expect(await question.getAttribute('aria-expanded')).toBe('true');
  });
});
