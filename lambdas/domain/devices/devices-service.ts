import type { Draft } from '../drafts/draft-types';
import type { DraftsRepository } from '../drafts/drafts-service';
import type { DeviceUsage, DeviceUsageAnswer } from './device-types';

/** What device linking needs from storage; the DynamoDB adapter implements it. */
export interface DevicesRepository {
  getUsage(deviceId: string): Promise<DeviceUsage | undefined>;
  /**
   * Moves one ownerless draft of the device to the user, in one transaction. When the user
   * already has a newer copy of the same local id, the device's copy is dropped instead.
   * Answers false when the device's draft changed or vanished meanwhile (nothing moved).
   */
  moveDraftToUser(deviceId: string, userId: string, draft: Draft): Promise<boolean>;
  /** Records the user on the device's usage (created if missing); the free draft/list records are kept. */
  markLinked(deviceId: string, userId: string, at: string): Promise<void>;
}

/**
 * Device linking (spec §4): after sign-in, this device's ownerless drafts become the
 * user's, and the usage record gets the user. Only this device's drafts are touched, never
 * every ownerless row. Calling it again links nothing more.
 */
export function devicesService({
  devices,
  drafts,
  now = () => new Date(),
}: {
  devices: DevicesRepository;
  drafts: DraftsRepository;
  now?: () => Date;
}) {
  return {
    async link(userId: string, deviceId: string): Promise<{ linkedDrafts: number }> {
      let linkedDrafts = 0;
      for (const draft of await drafts.list({ kind: 'device', deviceId })) {
        if (await devices.moveDraftToUser(deviceId, userId, draft)) linkedDrafts += 1;
      }
      await devices.markLinked(deviceId, userId, now().toISOString());
      return { linkedDrafts };
    },

    /** null for a device never seen: a new phone is not an error (no 404 in its console). */
    async usage(deviceId: string): Promise<DeviceUsageAnswer | null> {
      const usage = await devices.getUsage(deviceId);
      if (!usage) return null;
      const { userId: _linkedUser, ...answer } = usage;
      return answer;
    },
  };
}
