import { localTable } from '../support/local-table';
import { callApi, newDeviceId, readWebConfig, signUpAndIn, type TestUser } from '../support/local-users';

const url = process.env.LOCAL_URL!;
const apiUrl = process.env.LOCAL_API_URL!;
const table = localTable();
const draftLimitMessage = 'Você atingiu o limite de 1 rascunho sem conta. Entre ou cadastre-se para continuar.';

const draftBody = (
  name: string,
  updatedAt: string,
  items: Record<string, unknown>[] = [{ id: 1, name: 'Arroz', quantity: 1, price: null, selected: true }],
) => ({
  name,
  items,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt,
});

describe('remote drafts and device linking through the local runtime', () => {
  let ana: TestUser;
  let bruno: TestUser;
  beforeAll(async () => {
    const config = await readWebConfig(url);
    [ana, bruno] = await Promise.all([signUpAndIn(config, 'Ana'), signUpAndIn(config, 'Bruno')]);
  });
  const asUser = (user: TestUser, method: string, path: string, body?: unknown, deviceId?: string) =>
    callApi(apiUrl, method, path, { token: user.accessToken, body, deviceId });
  const asDevice = (deviceId: string | undefined, method: string, path: string, body?: unknown) =>
    callApi(apiUrl, method, path, { deviceId, body });

  it("saves, lists and deletes a signed-in user's drafts, last writer wins by updatedAt", async () => {
    const saved = await asUser(ana, 'PUT', '/drafts/rascunho-1', draftBody(' Rascunho 1 ', '2026-11-01T10:05:00Z'));
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      synced: true,
      draft: {
        id: 'rascunho-1',
        name: 'Rascunho 1',
        createdAt: '2026-11-01T10:00:00.000Z',
        updatedAt: '2026-11-01T10:05:00.000Z',
        items: [{ id: 1, name: 'Arroz', quantity: 1, price: null, selected: true }],
      },
    });
    const newer = await asUser(
      ana,
      'PUT',
      '/drafts/rascunho-1',
      draftBody('Rascunho 1', '2026-11-01T10:06:00Z', [
        { id: 2, name: 'Feijão', quantity: 2, price: 7.5, selected: false },
      ]),
    );
    expect(newer.status).toBe(200);
    const older = await asUser(ana, 'PUT', '/drafts/rascunho-1', draftBody('Velho', '2026-11-01T10:01:00Z'));
    expect(older.status).toBe(409);
    expect(older.body.code).toBe('CONFLICT');
    const mine = await asUser(ana, 'GET', '/drafts');
    expect(mine.body.drafts).toEqual([
      expect.objectContaining({
        id: 'rascunho-1',
        name: 'Rascunho 1',
        items: [expect.objectContaining({ name: 'Feijão' })],
      }),
    ]);
    // Signed-in users are not draft-limited.
    for (let i = 2; i <= 4; i++)
      expect(
        (await asUser(ana, 'PUT', `/drafts/r${i}`, draftBody(`Rascunho ${i}`, '2026-11-01T10:00:00Z'))).status,
      ).toBe(200);
    expect((await asUser(bruno, 'GET', '/drafts')).body.drafts).toEqual([]);
    expect((await asUser(bruno, 'DELETE', '/drafts/rascunho-1')).status).toBe(404);
    expect((await asUser(ana, 'DELETE', '/drafts/rascunho-1')).status).toBe(204);
    expect((await asUser(ana, 'DELETE', '/drafts/rascunho-1')).status).toBe(404);
    expect((await asUser(ana, 'GET', '/drafts')).body.drafts).toHaveLength(3);
  });

  it('gives a guest device exactly one draft, claimed by its first local id', async () => {
    const device = newDeviceId();
    expect(
      (await asDevice(device, 'PUT', '/device/drafts/local-a', draftBody('Rascunho 1', '2026-11-01T10:00:00Z'))).status,
    ).toBe(200);
    expect(
      (await asDevice(device, 'PUT', '/device/drafts/local-a', draftBody('Rascunho 1', '2026-11-01T10:01:00Z'))).status,
    ).toBe(200);
    expect(
      await asDevice(device, 'PUT', '/device/drafts/local-b', draftBody('Rascunho 2', '2026-11-01T10:02:00Z')),
    ).toEqual({
      status: 403,
      body: { code: 'LIMIT_REACHED', message: draftLimitMessage },
    });
    // Deleting the free draft does not give a second one.
    expect((await asDevice(device, 'DELETE', '/device/drafts/local-a')).status).toBe(204);
    expect(
      (await asDevice(device, 'PUT', '/device/drafts/local-b', draftBody('Rascunho 2', '2026-11-01T10:02:00Z'))).status,
    ).toBe(403);
    const usage = await asDevice(device, 'GET', '/device/usage');
    expect(usage.body).toEqual({
      deviceId: device,
      listsCreated: 0,
      freeDraftLocalId: 'local-a',
      freeDraftCreatedAt: expect.any(String),
      freeSavedListId: null,
      freeSavedListCreatedAt: null,
    });
  });

  it('claims the free draft atomically when a device saves 5 different drafts at once', async () => {
    const device = newDeviceId();
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        asDevice(device, 'PUT', `/device/drafts/race-${i}`, draftBody(`R${i}`, '2026-11-01T10:00:00Z')),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect((await asDevice(device, 'GET', '/device/drafts')).body.drafts).toHaveLength(1);
  });

  it('requires a well-formed x-device-id on device routes', async () => {
    for (const deviceId of [
      undefined,
      'device_123_abc',
      `device_${Date.now()}_${'A'.repeat(32)}`,
      `${newDeviceId()}x`,
    ]) {
      const answer = await asDevice(deviceId, 'GET', '/device/drafts');
      expect(answer).toEqual({
        status: 400,
        body: { code: 'VALIDATION', message: 'Identificador de dispositivo inválido.' },
      });
    }
    expect(await asDevice(newDeviceId(), 'GET', '/device/usage')).toMatchObject({ status: 200, body: null });
    expect((await asUser(ana, 'POST', '/devices/link')).status).toBe(400);
  });

  it("links only this device's ownerless drafts to the user, keeps the free-draft record, and is idempotent", async () => {
    const carla = await signUpAndIn(await readWebConfig(url), 'Carla');
    const device = newDeviceId();
    const otherDevice = newDeviceId();
    await asDevice(
      device,
      'PUT',
      '/device/drafts/convidado',
      draftBody('Rascunho do convidado', '2026-11-01T10:00:00Z'),
    );
    await asDevice(
      otherDevice,
      'PUT',
      '/device/drafts/outro',
      draftBody('Rascunho de outro aparelho', '2026-11-01T10:00:00Z'),
    );

    const linked = await asUser(carla, 'POST', '/devices/link', undefined, device);
    expect(linked).toEqual({ status: 200, body: { linkedDrafts: 1 } });
    expect((await asUser(carla, 'GET', '/drafts')).body.drafts.map((d: { name: string }) => d.name)).toEqual([
      'Rascunho do convidado',
    ]);
    expect((await asDevice(device, 'GET', '/device/drafts')).body.drafts).toEqual([]);
    expect((await asDevice(otherDevice, 'GET', '/device/drafts')).body.drafts).toHaveLength(1);

    const usage = (await asDevice(device, 'GET', '/device/usage')).body;
    expect(usage).toMatchObject({ deviceId: device, freeDraftLocalId: 'convidado' });
    // Whoever holds the device id learns nothing about the account it was linked to.
    expect(usage).not.toHaveProperty('userId');
    expect((await asUser(carla, 'POST', '/devices/link', undefined, device)).body).toEqual({ linkedDrafts: 0 });

    // A later user of the same device cannot take Carla's draft.
    expect((await asUser(bruno, 'POST', '/devices/link', undefined, device)).body).toEqual({ linkedDrafts: 0 });
    expect((await asUser(bruno, 'GET', '/drafts')).body.drafts).toEqual([]);
    expect((await asUser(carla, 'GET', '/drafts')).body.drafts).toHaveLength(1);
    // The device still has used its free draft.
    expect(
      (await asDevice(device, 'PUT', '/device/drafts/novo', draftBody('Novo', '2026-11-02T10:00:00Z'))).status,
    ).toBe(403);
  });

  it("keeps the user's newer copy when linking a device whose draft is older", async () => {
    const dani = await signUpAndIn(await readWebConfig(url), 'Dani');
    const device = newDeviceId();
    await asDevice(device, 'PUT', '/device/drafts/mesmo', draftBody('Do aparelho', '2026-11-01T10:00:00Z'));
    await asUser(dani, 'PUT', '/drafts/mesmo', draftBody('Da conta', '2026-11-01T11:00:00Z'));
    expect((await asUser(dani, 'POST', '/devices/link', undefined, device)).body).toEqual({ linkedDrafts: 1 });
    expect((await asUser(dani, 'GET', '/drafts')).body.drafts.map((d: { name: string }) => d.name)).toEqual([
      'Da conta',
    ]);
    expect(await table.partition(`DEVICE#${device}`)).toEqual([expect.objectContaining({ sk: 'USAGE' })]);
  });
});

describe('agreements and the contact form through the local runtime', () => {
  let ana: TestUser;
  beforeAll(async () => {
    ana = await signUpAndIn(await readWebConfig(url), 'Ana');
  });

  it('upserts the agreement, setting a timestamp when a flag turns true and keeping it otherwise', async () => {
    const first = await callApi(apiUrl, 'PUT', '/agreements', {
      token: ana.accessToken,
      body: { termsAccepted: true, privacyAccepted: false },
    });
    expect(first.status).toBe(200);
    expect(first.body.agreement).toEqual({
      termsAccepted: true,
      termsAcceptedAt: expect.any(String),
      privacyAccepted: false,
      privacyAcceptedAt: null,
    });
    const second = await callApi(apiUrl, 'PUT', '/agreements', {
      token: ana.accessToken,
      body: { termsAccepted: true, privacyAccepted: true },
    });
    expect(second.body.agreement.termsAcceptedAt).toBe(first.body.agreement.termsAcceptedAt);
    expect(second.body.agreement.privacyAcceptedAt).toEqual(expect.any(String));

    const device = newDeviceId();
    const guest = await callApi(apiUrl, 'PUT', '/device/agreements', {
      deviceId: device,
      body: { termsAccepted: false, privacyAccepted: true },
    });
    expect(guest.body.agreement).toMatchObject({ termsAccepted: false, termsAcceptedAt: null, privacyAccepted: true });
    expect((await table.partition(`DEVICE#${device}`)).map((row) => row.sk)).toEqual(['AGREEMENT']);
    expect(
      (await callApi(apiUrl, 'PUT', '/device/agreements', { body: { termsAccepted: true, privacyAccepted: true } }))
        .status,
    ).toBe(400);
    expect(
      (
        await callApi(apiUrl, 'PUT', '/agreements', {
          token: ana.accessToken,
          body: { termsAccepted: 'sim', privacyAccepted: true },
        })
      ).status,
    ).toBe(400);
  });

  it('stores a contact message, with the device id when sent', async () => {
    const device = newDeviceId();
    const sent = await callApi(apiUrl, 'POST', '/functions/send-contact-message', {
      deviceId: device,
      body: { name: 'Ana', email: 'ana@exemplo.com.br', subject: 'Dúvida', message: 'Como uso a voz?' },
    });
    expect(sent).toEqual({ status: 201, body: { ok: true } });
    expect(
      (
        await callApi(apiUrl, 'POST', '/functions/send-contact-message', {
          body: { name: 'Ana', email: '', message: 'Oi' },
        })
      ).status,
    ).toBe(201);
    for (const body of [
      { message: 'Oi' },
      { name: 'Ana' },
      { name: ' ', message: 'Oi' },
      { name: 'Ana', message: '   ' },
    ]) {
      expect(await callApi(apiUrl, 'POST', '/functions/send-contact-message', { body })).toEqual({
        status: 400,
        body: { code: 'VALIDATION', message: 'Nome e mensagem são obrigatórios' },
      });
    }
    expect(
      (
        await callApi(apiUrl, 'POST', '/functions/send-contact-message', {
          body: { name: 'Ana', email: 'não-é-email', message: 'Oi' },
        })
      ).status,
    ).toBe(400);
    const { Items } = await table.client.send(
      new (await import('@aws-sdk/lib-dynamodb')).QueryCommand({
        TableName: table.tableName,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': 'CONTACT' },
        ScanIndexForward: false,
      }),
    );
    expect(Items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Ana', subject: 'Dúvida', message: 'Como uso a voz?', deviceId: device }),
      ]),
    );
  });
});
