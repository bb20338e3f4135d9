import { LimitReachedError, RateLimitedError } from '../errors';
import { isPremium, type SubscriptionsRepository } from '../subscriptions/subscription';

/** Speech calls a device, and a signed-in user, may make per minute (a cost guard on Bedrock). */
export const speechCallsPerMinute = 30;
/**
 * Voice uses a month for everyone who is not Premium (guests per device, accounts per user),
 * the terms' "limite mensal razoável": the free plan's 100 voice items of the spec's limit
 * dialog, counted as recordings, so normal shopping fits and a runaway client does not.
 */
export const freeVoiceUsesPerMonth = 100;
export const voiceLimitMessage =
  'Você usou as 100 gravações por voz do mês no plano gratuito. Seja Premium para usar a voz sem limite, ou digite os itens.';

/** Whose calls a counter counts. */
export type VoiceCaller = { kind: 'device'; deviceId: string } | { kind: 'user'; userId: string };

/** Counters that expire: the DynamoDB adapter keeps them in the table, shared by every Lambda instance. */
export interface UsageCountersRepository {
  /**
   * Adds one to the caller's counter for `period` unless it already reached `limit`, in one
   * atomic write; false when it had. The counter is removed after `expiresAt` (epoch seconds).
   */
  take(caller: VoiceCaller, period: string, limit: number, expiresAt: number): Promise<boolean>;
}

/**
 * Admits one speech call or refuses it: at most `speechCallsPerMinute` per device and per
 * user (429), then, unless the user is Premium, `freeVoiceUsesPerMonth` per user (or per
 * device for a guest) in the calendar month, UTC (403 LIMIT_REACHED, the voice-limit dialog).
 */
export function voiceUsageService({
  counters,
  subscriptions,
  now = () => new Date(),
}: {
  counters: UsageCountersRepository;
  subscriptions: SubscriptionsRepository;
  now?: () => Date;
}) {
  return {
    async admit({ deviceId, userId }: { deviceId: string; userId: string | undefined }): Promise<void> {
      const at = now();
      const minute = Math.floor(at.getTime() / 60_000);
      // Kept a minute past the window, so a late TTL sweep never matters (the period is in the key).
      const minuteExpiry = (minute + 2) * 60;
      const callers: VoiceCaller[] = [{ kind: 'device', deviceId }];
      if (userId) callers.push({ kind: 'user', userId });
      for (const caller of callers) {
        if (!(await counters.take(caller, `MINUTE#${minute}`, speechCallsPerMinute, minuteExpiry)))
          throw new RateLimitedError();
      }

      if (userId && isPremium(await subscriptions.getSubscription(userId), at)) return;
      const month = at.toISOString().slice(0, 7);
      const monthEnd = Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1) / 1000;
      // Kept 35 days past the month for support questions, then removed.
      const monthExpiry = monthEnd + 35 * 24 * 3600;
      if (!(await counters.take(callers.at(-1)!, `MONTH#${month}`, freeVoiceUsesPerMonth, monthExpiry)))
        throw new LimitReachedError(voiceLimitMessage);
    },
  };
}
