/**
 * Keys of remote drafts (spec §3: the cloud copies of the drafts kept on the device).
 * A draft lives in its owner's partition: a signed-in user's (USER#<userId>) or, for a
 * guest, the device's (DEVICE#<deviceId>). Linking a device moves its drafts from the
 * device partition to the user's, so an ownerless draft is exactly a row under DEVICE#.
 *
 * Access patterns:
 * - an owner's drafts: Query pk = USER#<userId> | DEVICE#<deviceId>, begins_with(sk, "DRAFT#");
 * - one draft (upsert, delete): PutItem / DeleteItem pk = <owner>, sk = DRAFT#<localId>.
 */
export const draftKeys = {
  userPartition: (userId: string) => `USER#${userId}`,
  devicePartition: (deviceId: string) => `DEVICE#${deviceId}`,
  draft: (partition: string, localId: string) => ({ pk: partition, sk: `DRAFT#${localId}` }),
  prefix: 'DRAFT#',
} as const;
