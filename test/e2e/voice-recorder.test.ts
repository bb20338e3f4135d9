import type { BrowserContext, Page } from 'playwright-core';
import { voiceLimitMessage, freeVoiceUsesPerMonth } from '../../lambdas/domain/speech/voice-usage';
import { localTable } from '../support/local-table';
import { newDeviceId } from '../support/local-users';
import { expectGone, expectVisible, installFakeRecogniser, phonePagePerTest, say, typeItems } from './e2e-helpers';

const speechPath = '**/functions/process-grocery-speech';
const utterance = '2 kg de arroz feijão e tira o leite';

function removeSpeechRecognition(): void {
  const state = window as unknown as Record<string, unknown>;
  delete state.SpeechRecognition;
  delete state.webkitSpeechRecognition;
}

describe('the voice recorder on Adicionar Itens', () => {
  const phone = phonePagePerTest(installFakeRecogniser);
  let context: BrowserContext;
  let page: Page;

  beforeEach(() => {
    ({ context, page } = phone);
  });

  it('adds and removes items said aloud, through the server function', async () => {
    await openListWith(page, ['Leite']);
    const answer = page.waitForResponse(speechPath);
    await say(page, utterance);

    const response = await answer;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toEqual({
      transcript: utterance,
      currentItems: ['Leite'],
      action: 'smart_process',
    });
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
    await page.route(speechPath, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"code":"UNAVAILABLE","message":"Indisponível"}',
      }),
    );
    await openListWith(page, ['Leite']);
    await say(page, utterance);
    await expectList(page, [
      ['Arroz (kg)', 2],
      ['Feijão', 1],
    ]);
  });

  it("shows the voice-limit dialog when the month's free voice uses are spent", async () => {
    // The guest device the app will send as x-device-id, with this month's allowance spent.
    const deviceId = newDeviceId();
    await page.goto('/');
    await page.evaluate((id) => localStorage.setItem('device_id', id), deviceId);
    await localTable().spendVoiceMonth({ kind: 'device', deviceId }, freeVoiceUsesPerMonth);
    await openListWith(page, ['Leite']);
    const answer = page.waitForResponse(speechPath);
    await say(page, utterance);
    expect((await answer).status()).toBe(403);

    const dialog = page.getByRole('dialog', { name: 'Limite de voz atingido' });
    await expectVisible(dialog.getByText(voiceLimitMessage));
    await expectVisible(dialog.getByText('Plano gratuito: 1 lista salva, 100 itens por voz e 100 itens digitados.'));
    await expectVisible(dialog.getByRole('button', { name: 'Upgrade para Premium' }));
    await page.screenshot({ path: '/tmp/hardening-voice-limit.png' });
    await dialog.getByRole('button', { name: 'Continuar com limite' }).click();
    await expectGone(dialog);
    await expectList(page, [['Leite', 1]]);
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

  it('shows a text instead of the button when the browser can neither recognise speech nor record', async () => {
    await context.addInitScript(removeSpeechRecognition);
    await context.addInitScript(() =>
      Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true }),
    );
    await page.goto('/add-items');
    await expectVisible(page.getByText('A gravação por voz não funciona neste navegador.', { exact: false }));
    await expectVisible(page.getByText('Não suportado', { exact: true }));
    expect(await page.getByRole('button', { name: 'Gravar itens por voz' }).count()).toBe(0);
  });
});

/** Opens /add-items and types the given items. */
async function openListWith(page: Page, names: string[]): Promise<void> {
  await page.goto('/add-items');
  await typeItems(page, names);
  await expectList(
    page,
    names.map((name) => [name, 1]),
  );
}

/** Waits until the numbered list holds exactly these names and quantities, in order. */
async function expectList(page: Page, expected: Array<[string, number]>): Promise<void> {
  const rows = page.getByRole('main').getByRole('listitem');
  await page.waitForFunction((count) => document.querySelectorAll('main ol > li').length === count, expected.length, {
    timeout: 15_000,
  });
  for (const [index, [name, quantity]] of expected.entries()) {
    const row = rows.nth(index);
    await expectVisible(row.getByText(name, { exact: true }));
    await expectVisible(row.getByRole('button', { name: `Qtd ${quantity}, editar quantidade de ${name}` }));
  }
}
