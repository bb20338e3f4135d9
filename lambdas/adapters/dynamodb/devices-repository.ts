import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DevicesRepository } from '../../domain/devices/devices-service';
import { WriteConflict } from '../../domain/write-conflict';
import type { TableClient } from './document-client';
import { putDraft } from './drafts-repository';
import { expiresAfter, guestRowLifetimeDays } from './expiry';
import { deviceKeys } from './keys/device-keys';
import { draftKeys } from './keys/draft-keys';
import { transactWrite } from './transactions';

/** A device's usage row and the linking of its drafts; see keys/device-keys.ts and keys/draft-keys.ts. */
export function dynamoDevicesRepository(table: TableClient): DevicesRepository {
  const { documentClient, tableName } = table;
  return {
    async getUsage(deviceId) {
      const { Item } = await documentClient.send(
        new GetCommand({ TableName: tableName, Key: deviceKeys.usage(deviceId) }),
      );
      if (!Item) return undefined;
      return {
        deviceId,
        ...(typeof Item.userId === 'string' ? { userId: Item.userId } : {}),
        listsCreated: typeof Item.listsCreated === 'number' ? Item.listsCreated : 0,
        freeDraftLocalId: (Item.freeDraftLocalId as string | undefined) ?? null,
        freeDraftCreatedAt: (Item.freeDraftCreatedAt as string | undefined) ?? null,
        freeSavedListId: (Item.freeSavedListId as string | undefined) ?? null,
        freeSavedListCreatedAt: (Item.freeSavedListCreatedAt as string | undefined) ?? null,
      };
    },

    async moveDraftToUser(deviceId, userId, draft) {
      const removeFromDevice = {
        Delete: {
          TableName: tableName,
          Key: draftKeys.draft(draftKeys.devicePartition(deviceId), draft.id),
          ConditionExpression: 'updatedAt = :updatedAt',
          ExpressionAttributeValues: { ':updatedAt': draft.updatedAt },
        },
      };
      try {
        await transactWrite(
          table,
          [removeFromDevice, putDraft(tableName, draftKeys.userPartition(userId), draft, { kind: 'user', userId })],
          (index) => (index === 0 ? 'missing' : 'stale'),
        );
        return true;
      } catch (error) {
        if (!(error instanceof WriteConflict)) throw error;
        if (error.reason === 'missing') return false;
        // The user already has a newer copy of this draft: it wins, the device's copy goes.
        await transactWrite(table, [removeFromDevice], () => 'missing').catch((again: unknown) => {
          if (!(again instanceof WriteConflict)) throw again;
        });
        return true;
      }
    },

    async markLinked(deviceId, userId, at) {
      await documentClient.send(
        new UpdateCommand({
          TableName: tableName,
          Key: deviceKeys.usage(deviceId),
          UpdateExpression:
            'SET deviceId = :device, userId = :user, syncedAt = :at, updatedAt = :at, listsCreated = if_not_exists(listsCreated, :zero), expiresAt = :expiresAt',
          ExpressionAttributeValues: {
            ':device': deviceId,
            ':user': userId,
            ':at': at,
            ':zero': 0,
            ':expiresAt': expiresAfter(guestRowLifetimeDays),
          },
        }),
      );
    },
  };
}
