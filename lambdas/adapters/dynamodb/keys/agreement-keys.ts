/**
 * Keys of terms/privacy agreements (spec §3 user_agreements): one row per user, or per
 * device for a guest.
 *
 * Access patterns:
 * - an owner's agreement: GetItem / PutItem pk = USER#<userId> | DEVICE#<deviceId>, sk = AGREEMENT.
 */
export const agreementKeys = {
  user: (userId: string) => ({ pk: `USER#${userId}`, sk: 'AGREEMENT' }),
  device: (deviceId: string) => ({ pk: `DEVICE#${deviceId}`, sk: 'AGREEMENT' }),
} as const;
