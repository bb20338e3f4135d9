import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import type { DraftsRepository } from '../../domain/drafts/drafts-service';
import type { Draft, DraftOwner } from '../../domain/drafts/draft-types';
import type { DraftItem } from '../../domain/drafts/draft-schemas';
import type { TableClient } from './document-client';
import { expiresAfter, guestRowLifetimeDays } from './expiry';
import { deviceKeys } from './keys/device-keys';
import { draftKeys } from './keys/draft-keys';
import { queryAll, type Row } from './queries';
import { transactWrite, type TransactItem } from './transactions';

export function draftPartition(owner: DraftOwner): string {
  return owner.kind === 'user' ? draftKeys.userPartition(owner.userId) : draftKeys.devicePartition(owner.deviceId);
}

/** The draft row's Put, refused when the stored copy is newer (last writer wins by updatedAt). */
export function putDraft(tableName: string, partition: string, draft: Draft, owner: DraftOwner): TransactItem {
  return {
    Put: {
      TableName: tableName,
      Item: {
        ...draftKeys.draft(partition, draft.id),
        type: 'Draft',
        localId: draft.id,
        name: draft.name,
        items: draft.items,
        createdAt: draft.createdAt,
        updatedAt: draft.updatedAt,
        ...(owner.kind === 'user'
          ? { userId: owner.userId }
          : { deviceId: owner.deviceId, expiresAt: expiresAfter(guestRowLifetimeDays) }),
      },
      ConditionExpression: 'attribute_not_exists(pk) OR updatedAt <= :updatedAt',
      ExpressionAttributeValues: { ':updatedAt': draft.updatedAt },
    },
  };
}

/** Remote drafts in their owner's partition; see keys/draft-keys.ts and keys/device-keys.ts. */
export function dynamoDraftsRepository(table: TableClient): DraftsRepository {
  const { documentClient, tableName } = table;
  return {
    async list(owner) {
      const rows = await queryAll(documentClient, {
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': draftPartition(owner), ':prefix': draftKeys.prefix },
      });
      return rows.map(toDraft);
    },

    async save(owner, draft, at) {
      const put = putDraft(tableName, draftPartition(owner), draft, owner);
      if (owner.kind === 'user') {
        await transactWrite(table, [put], () => 'stale');
        return;
      }
      // A guest device keeps one draft: the first local id it saves is claimed on its usage
      // row, in the same transaction, and no other local id can be saved after that.
      const claim: TransactItem = {
        Update: {
          TableName: tableName,
          Key: deviceKeys.usage(owner.deviceId),
          UpdateExpression:
            'SET deviceId = :device, freeDraftLocalId = if_not_exists(freeDraftLocalId, :localId), freeDraftCreatedAt = if_not_exists(freeDraftCreatedAt, :at), listsCreated = if_not_exists(listsCreated, :zero), updatedAt = :at, expiresAt = :expiresAt',
          ConditionExpression: 'attribute_not_exists(freeDraftLocalId) OR freeDraftLocalId = :localId',
          ExpressionAttributeValues: {
            ':device': owner.deviceId,
            ':localId': draft.id,
            ':at': at,
            ':zero': 0,
            ':expiresAt': expiresAfter(guestRowLifetimeDays),
          },
        },
      };
      await transactWrite(table, [claim, put], (index) => (index === 0 ? 'limit' : 'stale'));
    },

    async remove(owner, localId) {
      const { Attributes } = await documentClient.send(
        new DeleteCommand({
          TableName: tableName,
          Key: draftKeys.draft(draftPartition(owner), localId),
          ReturnValues: 'ALL_OLD',
        }),
      );
      return Boolean(Attributes);
    },
  };
}

export function toDraft(row: Row): Draft {
  return {
    id: row.localId as string,
    name: row.name as string,
    items: (row.items as DraftItem[] | undefined) ?? [],
    createdAt: row.createdAt as string,
    updatedAt: row.updatedAt as string,
  };
}
