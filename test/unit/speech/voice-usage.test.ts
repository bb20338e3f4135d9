import type { Subscription } from '../../../lambdas/domain/subscriptions/subscription';
import {
  freeVoiceUsesPerMonth,
  speechCallsPerMinute,
  voiceLimitMessage,
  voiceUsageService,
  type UsageCountersRepository,
  type VoiceCaller,
} from '../../../lambdas/domain/speech/voice-usage';

function memoryCounters() {
  const counts = new Map<string, { calls: number; expiresAt: number }>();
  const key = (caller: VoiceCaller, period: string) =>
    `${caller.kind === 'device' ? caller.deviceId : caller.userId}|${period}`;
  const repository: UsageCountersRepository = {
    async take(caller, period, limit, expiresAt) {
      const row = counts.get(key(caller, period)) ?? { calls: 0, expiresAt };
      if (row.calls >= limit) return false;
      counts.set(key(caller, period), { calls: row.calls + 1, expiresAt: row.expiresAt });
      return true;
    },
  };
  return { repository, counts };
}

describe('the speech cost guards', () => {
  let clock = new Date('2026-11-22T18:00:10Z');
  const subscriptions = new Map<string, Subscription>();
  const setup = () => {
    const counters = memoryCounters();
    const service = voiceUsageService({
      counters: counters.repository,
      subscriptions: { getSubscription: async (userId) => subscriptions.get(userId) },
      now: () => clock,
    });
    return { service, counts: counters.counts };
  };
  beforeEach(() => {
    clock = new Date('2026-11-22T18:00:10Z');
    subscriptions.clear();
  });

  it('admits 30 calls a minute per device, then answers 429 until the next minute', async () => {
    const { service } = setup();
    for (let i = 0; i < speechCallsPerMinute; i += 1) await service.admit({ deviceId: 'd1', userId: undefined });
    await expect(service.admit({ deviceId: 'd1', userId: undefined })).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Muitas solicitações. Aguarde um instante e tente novamente.',
    });
    await expect(service.admit({ deviceId: 'd2', userId: undefined })).resolves.toBeUndefined();
    clock = new Date('2026-11-22T18:01:00Z');
    await expect(service.admit({ deviceId: 'd1', userId: undefined })).resolves.toBeUndefined();
  });

  it('limits a user across devices too', async () => {
    const { service } = setup();
    for (let i = 0; i < speechCallsPerMinute; i += 1) await service.admit({ deviceId: `d${i}`, userId: 'ana' });
    await expect(service.admit({ deviceId: 'fresh', userId: 'ana' })).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('gives everyone but Premium users 100 voice uses a calendar month', async () => {
    const { service, counts } = setup();
    subscriptions.set('premium', {
      userId: 'premium',
      status: 'active',
      tier: 'Basic',
      subscriptionEnd: '2027-11-01T00:00:00Z',
      cancelAtPeriodEnd: false,
    });
    for (let i = 0; i < freeVoiceUsesPerMonth; i += 1) {
      clock = new Date(Date.parse('2026-11-01T00:00:00Z') + i * 60_000);
      await service.admit({ deviceId: 'd1', userId: 'ana' });
      await service.admit({ deviceId: 'd1', userId: 'premium' });
    }
    await expect(service.admit({ deviceId: 'd1', userId: 'ana' })).rejects.toMatchObject({
      code: 'LIMIT_REACHED',
      message: voiceLimitMessage,
    });
    await expect(service.admit({ deviceId: 'd1', userId: 'premium' })).resolves.toBeUndefined();
    // The guest on the same device has an allowance of its own, and December starts afresh.
    await expect(service.admit({ deviceId: 'd1', userId: undefined })).resolves.toBeUndefined();
    clock = new Date('2026-12-01T00:00:00Z');
    await expect(service.admit({ deviceId: 'd1', userId: 'ana' })).resolves.toBeUndefined();
    // Counters expire: a minute's a minute after it ends, a month's 35 days after it ends.
    expect(counts.get('ana|MONTH#2026-11')?.expiresAt).toBe(Date.parse('2027-01-05T00:00:00Z') / 1000);
    const december = Date.parse('2026-12-01T00:00:00Z');
    expect(counts.get(`d1|MINUTE#${december / 60_000}`)?.expiresAt).toBe((december + 120_000) / 1000);
  });
});
