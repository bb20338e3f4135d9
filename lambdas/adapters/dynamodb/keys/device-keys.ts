/**
 * Keys of a device's usage record (spec §3 device_usage): the free draft and free saved
 * list a guest device is allowed, the lists it created, and the user it was linked to.
 *
 * Access patterns:
 * - a device's usage: GetItem pk = DEVICE#<deviceId>, sk = USAGE;
 * - claim the free draft: UpdateItem with a condition, inside the draft's transaction.
 */
export const deviceKeys = {
  usage: (deviceId: string) => ({ pk: `DEVICE#${deviceId}`, sk: 'USAGE' }),
} as const;
