import { freeVoiceUsesPerMonth, voiceLimitMessage } from '../../lambdas/domain/speech/voice-usage';
import type { TranscribedClip } from '../support/fake-transcriber';
import { localTable } from '../support/local-table';
import { callApi, newDeviceId, readWebConfig, signUpAndIn, userIdOf } from '../support/local-users';
import { wavClip } from '../support/wav-clip';

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

describe('transcribe-grocery-speech through the local runtime (the harness fake transcriber)', () => {
  const transcriberUrl = process.env.E2E_TEST_TRANSCRIBER_URL!;
  const record = (deviceId: string, clip: Uint8Array, currentItems: string[] = []) =>
    callApi(apiUrl, 'POST', '/functions/transcribe-grocery-speech', {
      deviceId,
      body: clip,
      headers: {
        'content-type': 'audio/wav',
        'x-current-items': Buffer.from(JSON.stringify(currentItems)).toString('base64'),
      },
    });

  beforeAll(async () => {
    await fetch(`${transcriberUrl}/transcript`, {
      method: 'PUT',
      body: JSON.stringify({ transcript: 'dois litros de leite e tira a banana' }),
    });
  });

  it('takes the WAV as binary through the gateway and answers the transcript with its items', async () => {
    const answer = await record(newDeviceId(), wavClip(2), ['Bananas']);
    expect(answer).toEqual({
      status: 200,
      body: {
        transcript: 'dois litros de leite e tira a banana',
        groceryItems: ['Leite'],
        itemToRemove: 'Bananas',
        items: [{ name: 'Leite', quantity: 2, unit: 'l' }],
        itemsToRemove: ['Bananas'],
      },
    });
    const received = ((await (await fetch(`${transcriberUrl}/clips`)).json()) as TranscribedClip[]).at(-1)!;
    expect(received).toMatchObject({ encoding: 'pcm', sampleRate: 16_000, durationSeconds: 2, audioBytes: 64_000 });
  });

  it('answers 422 "Nenhuma fala detectada" for silence, and 400 in pt-BR for a clip too big or not audio', async () => {
    const silence = wavClip(1);
    silence.fill(0, 44);
    expect(await record(newDeviceId(), silence)).toEqual({
      status: 422,
      body: { code: 'NO_SPEECH', message: 'Nenhuma fala detectada' },
    });
    expect((await record(newDeviceId(), wavClip(16))).body).toEqual({
      code: 'VALIDATION',
      message: 'A gravação é grande demais. Grave no máximo 15 segundos.',
    });
    expect((await record(newDeviceId(), new TextEncoder().encode('{"transcript":"arroz"}'))).status).toBe(400);
  });

  it('counts against the same monthly allowance as process-grocery-speech', async () => {
    const device = newDeviceId();
    await spendMonth({ kind: 'device', deviceId: device }, freeVoiceUsesPerMonth - 1);
    expect((await speak(device)).status).toBe(200);
    expect(await record(device, wavClip(1))).toEqual({
      status: 403,
      body: { code: 'LIMIT_REACHED', message: voiceLimitMessage },
    });
  });
});
