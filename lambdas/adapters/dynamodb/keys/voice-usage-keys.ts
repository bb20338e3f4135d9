import type { VoiceCaller } from '../../../domain/speech/voice-usage';

/**
 * Keys of the speech call counters (cost guards): one row per caller and period, with an
 * atomic `calls` counter and `expiresAt` (TTL). Their own partition (`SPEECH#…`), so no
 * query of a user's or device's rows ever meets them.
 *
 * - per minute: pk = SPEECH#DEVICE#<deviceId> or SPEECH#USER#<userId>, sk = MINUTE#<epoch minute>;
 * - per month:  same pk, sk = MONTH#<yyyy-mm> (UTC).
 *
 * Access pattern: UpdateItem ADD calls with a condition `calls < limit`; nothing reads them.
 */
export const voiceUsageKeys = {
  counter: (caller: VoiceCaller, period: string) => ({
    pk: caller.kind === 'device' ? `SPEECH#DEVICE#${caller.deviceId}` : `SPEECH#USER#${caller.userId}`,
    sk: period,
  }),
} as const;
