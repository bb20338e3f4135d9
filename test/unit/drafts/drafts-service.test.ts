import { saveDraftBodySchema } from '../../../lambdas/domain/drafts/draft-schemas';
import { draftLimitMessage, draftsService } from '../../../lambdas/domain/drafts/drafts-service';
import { devicesService } from '../../../lambdas/domain/devices/devices-service';
import { inMemoryDrafts } from './in-memory-drafts';

const body = (name: string, updatedAt: string) =>
  saveDraftBodySchema.parse({ name, items: [{ id: 1, name: 'Arroz' }], createdAt: '2026-11-01T10:00:00Z', updatedAt });
const ana = { kind: 'user', userId: 'ana' } as const;
const device = { kind: 'device', deviceId: 'device-1' } as const;

function setup() {
  const store = inMemoryDrafts();
  const drafts = draftsService({ repository: store.draftsRepository, now: () => new Date('2026-11-01T12:00:00Z') });
  const devices = devicesService({
    devices: store.devicesRepository,
    drafts: store.draftsRepository,
    now: () => new Date('2026-11-01T12:00:00Z'),
  });
  return { store, drafts, devices };
}

describe('the draft schema', () => {
  it('trims the name, fills item defaults and normalises times', () => {
    expect(
      saveDraftBodySchema.parse({
        name: ' Rascunho 1 ',
        items: [{ id: 7, name: ' Leite ' }],
        createdAt: '2026-11-01T10:00:00Z',
        updatedAt: '2026-11-01T10:00:00.5+01:00',
      }),
    ).toEqual({
      name: 'Rascunho 1',
      items: [{ id: 7, name: 'Leite', quantity: 1, price: null, selected: false }],
      createdAt: '2026-11-01T10:00:00.000Z',
      updatedAt: '2026-11-01T09:00:00.500Z',
    });
  });

  it.each([
    [
      { name: ' ', items: [], createdAt: '2026-11-01T10:00:00Z', updatedAt: '2026-11-01T10:00:00Z' },
      'Informe o nome do rascunho.',
    ],
    [{ name: 'R', items: [], createdAt: 'ontem', updatedAt: '2026-11-01T10:00:00Z' }, 'a data de criação inválido.'],
    [
      { name: 'R', items: [], createdAt: '2026-11-01T10:00:00Z', updatedAt: '2026-11-01T10:00:00Z', userId: 'x' },
      'A requisição tem campos desconhecidos.',
    ],
  ])('refuses %j', (input, message) => {
    expect(saveDraftBodySchema.safeParse(input).error?.issues[0]?.message).toBe(message);
  });
});

describe('the drafts service', () => {
  it('keeps the newest copy: an older updatedAt is a 409 and changes nothing', async () => {
    const { drafts } = setup();
    await drafts.save(ana, 'r1', body('Rascunho 1', '2026-11-01T10:05:00Z'));
    await expect(drafts.save(ana, 'r1', body('Velho', '2026-11-01T10:00:00Z'))).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    expect((await drafts.list(ana)).map((draft) => draft.name)).toEqual(['Rascunho 1']);
  });

  it('lets a signed-in user keep many drafts, newest first', async () => {
    const { drafts } = setup();
    await drafts.save(ana, 'r1', body('Um', '2026-11-01T10:00:00Z'));
    await drafts.save(ana, 'r2', body('Dois', '2026-11-01T11:00:00Z'));
    expect((await drafts.list(ana)).map((draft) => draft.name)).toEqual(['Dois', 'Um']);
  });

  it('gives a guest device one draft, the first local id it saves, even after deleting it', async () => {
    const { drafts } = setup();
    await drafts.save(device, 'a', body('Rascunho 1', '2026-11-01T10:00:00Z'));
    await drafts.save(device, 'a', body('Rascunho 1', '2026-11-01T10:01:00Z'));
    await expect(drafts.save(device, 'b', body('Rascunho 2', '2026-11-01T10:02:00Z'))).rejects.toMatchObject({
      code: 'LIMIT_REACHED',
      message: draftLimitMessage,
    });
    await drafts.remove(device, 'a');
    await expect(drafts.save(device, 'b', body('Rascunho 2', '2026-11-01T10:02:00Z'))).rejects.toMatchObject({
      code: 'LIMIT_REACHED',
    });
    await expect(drafts.remove(device, 'a')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('device linking', () => {
  it("moves only this device's drafts to the user, keeps the usage record, and is idempotent", async () => {
    const { store, drafts, devices } = setup();
    await drafts.save(device, 'a', body('Do convidado', '2026-11-01T10:00:00Z'));
    await drafts.save({ kind: 'device', deviceId: 'device-2' }, 'z', body('Outro aparelho', '2026-11-01T10:00:00Z'));
    expect(await devices.link('ana', 'device-1')).toEqual({ linkedDrafts: 1 });
    expect((await drafts.list(ana)).map((draft) => draft.name)).toEqual(['Do convidado']);
    expect(await drafts.list(device)).toEqual([]);
    expect(await drafts.list({ kind: 'device', deviceId: 'device-2' })).toHaveLength(1);
    expect(store.usage.get('device-1')).toMatchObject({ userId: 'ana', freeDraftLocalId: 'a' });
    // The device's answer keeps its limits but never says which account it was linked to.
    const usage = await devices.usage('device-1');
    expect(usage).toMatchObject({ freeDraftLocalId: 'a' });
    expect(usage).not.toHaveProperty('userId');
    expect(await devices.link('ana', 'device-1')).toEqual({ linkedDrafts: 0 });
    expect(await devices.link('bruno', 'device-1')).toEqual({ linkedDrafts: 0 });
    expect(await drafts.list({ kind: 'user', userId: 'bruno' })).toEqual([]);
  });

  it('answers no usage (not an error) for a device never seen', async () => {
    expect(await setup().devices.usage('device-9')).toBeNull();
  });
});
