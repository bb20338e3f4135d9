import {
  agreementsService,
  type Agreement,
  type AgreementsRepository,
} from '../../../lambdas/domain/agreements/agreements-service';

function setup() {
  const rows = new Map<string, Agreement>();
  const repository: AgreementsRepository = {
    async get(owner) {
      return rows.get(JSON.stringify(owner));
    },
    async put(owner, agreement) {
      rows.set(JSON.stringify(owner), agreement);
    },
  };
  let clock = Date.parse('2026-11-01T10:00:00Z');
  return agreementsService({ repository, now: () => new Date((clock += 60_000)) });
}

describe('the agreements service', () => {
  it('stamps a flag when it turns true and keeps the stamp afterwards', async () => {
    const service = setup();
    const owner = { kind: 'user', userId: 'ana' } as const;
    const first = await service.accept(owner, { termsAccepted: true, privacyAccepted: false });
    expect(first).toEqual({
      termsAccepted: true,
      termsAcceptedAt: '2026-11-01T10:01:00.000Z',
      privacyAccepted: false,
      privacyAcceptedAt: null,
    });
    const second = await service.accept(owner, { termsAccepted: true, privacyAccepted: true });
    expect(second).toEqual({
      termsAccepted: true,
      termsAcceptedAt: '2026-11-01T10:01:00.000Z',
      privacyAccepted: true,
      privacyAcceptedAt: '2026-11-01T10:02:00.000Z',
    });
    const withdrawn = await service.accept(owner, { termsAccepted: false, privacyAccepted: true });
    expect(withdrawn.termsAcceptedAt).toBe('2026-11-01T10:01:00.000Z');
    expect((await service.accept(owner, { termsAccepted: true, privacyAccepted: true })).termsAcceptedAt).toBe(
      '2026-11-01T10:04:00.000Z',
    );
  });

  it('keeps a guest device apart from users', async () => {
    const service = setup();
    await service.accept({ kind: 'user', userId: 'ana' }, { termsAccepted: true, privacyAccepted: true });
    expect(
      await service.accept({ kind: 'device', deviceId: 'd' }, { termsAccepted: false, privacyAccepted: false }),
    ).toMatchObject({ termsAcceptedAt: null });
  });
});
