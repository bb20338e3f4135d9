import type { DevicesRepository } from '../../../lambdas/domain/devices/devices-service';
import type { DeviceUsage } from '../../../lambdas/domain/devices/device-types';
import type { DraftsRepository } from '../../../lambdas/domain/drafts/drafts-service';
import type { Draft, DraftOwner } from '../../../lambdas/domain/drafts/draft-types';
import { WriteConflict } from '../../../lambdas/domain/write-conflict';

/** Drafts and device usage in memory, with the adapter's conditions (last writer wins, one free draft per device). */
export function inMemoryDrafts() {
  const drafts = new Map<string, Map<string, Draft>>();
  const usage = new Map<string, DeviceUsage>();
  const partition = (owner: DraftOwner) =>
    owner.kind === 'user' ? `USER#${owner.userId}` : `DEVICE#${owner.deviceId}`;
  const rows = (key: string) => drafts.get(key) ?? drafts.set(key, new Map()).get(key)!;
  const usageOf = (deviceId: string) =>
    usage.get(deviceId) ??
    usage
      .set(deviceId, {
        deviceId,
        listsCreated: 0,
        freeDraftLocalId: null,
        freeDraftCreatedAt: null,
        freeSavedListId: null,
        freeSavedListCreatedAt: null,
      })
      .get(deviceId)!;

  const draftsRepository: DraftsRepository = {
    async list(owner) {
      return [...rows(partition(owner)).values()].map((draft) => structuredClone(draft));
    },
    async save(owner, draft, at) {
      const stored = rows(partition(owner)).get(draft.id);
      if (owner.kind === 'device') {
        const current = usage.get(owner.deviceId);
        if (current?.freeDraftLocalId && current.freeDraftLocalId !== draft.id) throw new WriteConflict('limit');
      }
      if (stored && stored.updatedAt > draft.updatedAt) throw new WriteConflict('stale');
      if (owner.kind === 'device') {
        const record = usageOf(owner.deviceId);
        record.freeDraftLocalId ??= draft.id;
        record.freeDraftCreatedAt ??= at;
      }
      rows(partition(owner)).set(draft.id, structuredClone(draft));
    },
    async remove(owner, localId) {
      return rows(partition(owner)).delete(localId);
    },
  };

  const devicesRepository: DevicesRepository = {
    async getUsage(deviceId) {
      return usage.get(deviceId) && structuredClone(usage.get(deviceId));
    },
    async moveDraftToUser(deviceId, userId, draft) {
      const device = rows(`DEVICE#${deviceId}`);
      if (device.get(draft.id)?.updatedAt !== draft.updatedAt) return false;
      device.delete(draft.id);
      const user = rows(`USER#${userId}`);
      const existing = user.get(draft.id);
      if (!existing || existing.updatedAt <= draft.updatedAt) user.set(draft.id, structuredClone(draft));
      return true;
    },
    async markLinked(deviceId, userId) {
      usageOf(deviceId).userId = userId;
    },
  };
  return { drafts, usage, draftsRepository, devicesRepository };
}
