import { freeVoiceUsesPerMonth, voiceLimitMessage } from '../../lambdas/domain/speech/voice-usage';
import { localTable } from '../support/local-table';
import { callApi, newDeviceId, readWebConfig, signUpAndIn, userIdOf } from '../support/local-users';

const url = process.env.LOCAL_URL!;
const apiUrl = process.env.LOCAL_API_URL!;
const speak = (deviceId: string | undefined, token?: string, transcript = 'leite') =>
  callApi(apiUrl, 'POST', '/functions/process-grocery-speech', { deviceId, token, body: { transcript } });

const spendMonth = (caller: Parameters<ReturnType<typeof localTable>['spendVoiceMonth']>[0], calls: number) =>
  localTable().spendVoiceMonth(caller, calls);

describe('process-grocery-speech through the local runtime', () => {
  it('answers a guest with what to add and what to remove', async () => {
    const answer = await callApi(apiUrl, 'POST', '/functions/process-grocery-speech', {
      deviceId: newDeviceId(),
      body: {
        transcript: 'me vê meia dúzia de ovos e um pacote de café e tira a banana',
        currentItems: ['Bananas', 'Pão'],
        action: 'smart_process',
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.groceryItems).toEqual(['Ovos', 'Café']);
    expect(answer.body.items).toEqual([
      { name: 'Ovos', quantity: 6, unit: null },
      { name: 'Café', quantity: 1, unit: 'pacote' },
    ]);
    expect(answer.body.itemToRemove).toBe('Bananas');
  });

  it('needs the device id the cost guards count by', async () => {
    expect((await speak(undefined)).status).toBe(400);
  });

  it('admits exactly 30 of 40 simultaneous calls from one device, then 429 in pt-BR', async () => {
    const device = newDeviceId();
    // The window is the clock's minute: start the burst early in one, so it meets one window.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 40_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 100));
    const minuteBefore = Math.floor(Date.now() / 60_000);
    const answers = await Promise.all(Array.from({ length: 40 }, () => speak(device)));
    const sameMinute = Math.floor(Date.now() / 60_000) === minuteBefore;
    const admitted = answers.filter((answer) => answer.status === 200).length;
    const refused = answers.filter((answer) => answer.status === 429);
    expect(admitted + refused.length).toBe(40);
    // A burst that still straddles a minute (a very slow machine) meets two windows of 30 each.
    if (sameMinute) {
      expect(admitted).toBe(30);
      expect(refused[0]?.body).toEqual({
        code: 'RATE_LIMITED',
        message: 'Muitas solicitações. Aguarde um instante e tente novamente.',
      });
    } else expect(admitted).toBeGreaterThanOrEqual(30);
    // Another device is not held back.
    expect((await speak(newDeviceId())).status).toBe(200);
  });

  it("refuses voice past the month's free allowance and never for Premium users", async () => {
    const device = newDeviceId();
    await spendMonth({ kind: 'device', deviceId: device }, freeVoiceUsesPerMonth - 1);
    expect((await speak(device)).status).toBe(200);
    expect(await speak(device)).toEqual({ status: 403, body: { code: 'LIMIT_REACHED', message: voiceLimitMessage } });

    const config = await readWebConfig(url);
    const free = await signUpAndIn(config, 'Gratuita');
    const premium = await signUpAndIn(config, 'Premium');
    await localTable().makePremium(premium);
    await spendMonth({ kind: 'user', userId: userIdOf(free) }, freeVoiceUsesPerMonth);
    await spendMonth({ kind: 'user', userId: userIdOf(premium) }, freeVoiceUsesPerMonth);
    // A signed-in user is counted as the user, on any device; an ID token does not identify anyone.
    expect((await speak(newDeviceId(), free.accessToken)).status).toBe(403);
    expect((await speak(newDeviceId(), free.idToken)).status).toBe(200);
    expect((await speak(newDeviceId(), premium.accessToken)).status).toBe(200);
  });
});
