import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { SharingRepository } from '../../domain/sharing/sharing-service';
import { maxMembers } from '../../domain/sharing/sharing-service';
import type { InvitationRecord } from '../../domain/sharing/sharing-types';
import type { TableClient } from './document-client';
import { invitationKeys } from './keys/invitation-keys';
import { listKeys } from './keys/list-keys';
import { memberKeys } from './keys/member-keys';
import { batchGet, queryAll, type Row } from './queries';
import { transactWrite } from './transactions';

const active = '(attribute_not_exists(deletedAt) OR attribute_type(deletedAt, :nullType))';
const epochSeconds = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);

/**
 * Invitations and memberships of shared lists; see keys/invitation-keys.ts and
 * keys/member-keys.ts for the rows and access patterns. Each change is one transaction with
 * the list row (its owner and state, `memberCount`, `revision`).
 */
export function dynamoSharingRepository(table: TableClient): SharingRepository {
  const { documentClient, tableName } = table;

  return {
    async createInvitation(list, invitation, ownerName, expiresAt) {
      const { tokenHash, ...fields } = invitation;
      await transactWrite(
        table,
        [
          {
            Update: {
              TableName: tableName,
              Key: listKeys.list(list.id),
              UpdateExpression: 'SET ownerName = :name',
              ConditionExpression: `ownerId = :owner AND ${active}`,
              ExpressionAttributeValues: { ':name': ownerName, ':owner': list.ownerId, ':nullType': 'NULL' },
            },
          },
          {
            Put: {
              TableName: tableName,
              Item: { ...invitationKeys.token(tokenHash), type: 'Invitation', ...fields, expiresAt },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          {
            Put: {
              TableName: tableName,
              Item: {
                ...invitationKeys.listSide(list.id, invitation.id),
                type: 'ListInvitation',
                ...invitation,
                expiresAt: epochSeconds(invitation.validUntil),
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ],
        () => 'missing',
      );
    },

    async getInvitation(tokenHash) {
      const { Item } = await documentClient.send(
        new GetCommand({ TableName: tableName, Key: invitationKeys.token(tokenHash), ConsistentRead: true }),
      );
      return Item?.type === 'Invitation' ? toInvitation({ ...Item, tokenHash }) : undefined;
    },

    async listInvitations(listId) {
      const sides = await queryAll(documentClient, {
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': listKeys.partition(listId), ':prefix': invitationKeys.listSidePrefix },
      });
      // The token rows hold the state; the list's side only says which invitations are open.
      const rows = await batchGet(
        table,
        sides.map((side) => invitationKeys.token(side.tokenHash as string)),
      );
      const hashes = new Map(sides.map((side) => [side.id as string, side.tokenHash as string]));
      return rows
        .filter((row) => row.type === 'Invitation')
        .map((row) => toInvitation({ ...row, tokenHash: hashes.get(row.id as string) }));
    },

    async revokeInvitation(invitation) {
      await transactWrite(
        table,
        [
          {
            Update: {
              TableName: tableName,
              Key: invitationKeys.token(invitation.tokenHash),
              UpdateExpression: 'SET #status = :revoked',
              ConditionExpression: '#status = :pending',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: { ':revoked': 'revoked', ':pending': 'pending' },
            },
          },
          {
            Delete: {
              TableName: tableName,
              Key: invitationKeys.listSide(invitation.listId, invitation.id),
              ConditionExpression: 'attribute_exists(pk)',
            },
          },
        ],
        () => 'missing',
      );
    },

    async acceptInvitation(invitation, member, now) {
      await transactWrite(
        table,
        [
          {
            Update: {
              TableName: tableName,
              Key: listKeys.list(invitation.listId),
              UpdateExpression: 'SET updatedAt = :at ADD memberCount :one, revision :one',
              ConditionExpression: `attribute_exists(pk) AND ${active} AND (attribute_not_exists(memberCount) OR memberCount < :max)`,
              ExpressionAttributeValues: { ':at': now, ':one': 1, ':max': maxMembers, ':nullType': 'NULL' },
            },
          },
          {
            Put: {
              TableName: tableName,
              Item: {
                ...memberKeys.member(invitation.listId, member.id),
                ...memberKeys.memberIndex(member.id, member.joinedAt, invitation.listId),
                type: 'Member',
                listId: invitation.listId,
                userId: member.id,
                name: member.name,
                joinedAt: member.joinedAt,
                invitationId: invitation.id,
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          {
            Update: {
              TableName: tableName,
              Key: invitationKeys.token(invitation.tokenHash),
              UpdateExpression: 'SET #status = :used, usedBy = :member, usedAt = :at',
              ConditionExpression: '#status = :pending AND validUntil > :at',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: { ':used': 'used', ':pending': 'pending', ':member': member.id, ':at': now },
            },
          },
          {
            Delete: {
              TableName: tableName,
              Key: invitationKeys.listSide(invitation.listId, invitation.id),
            },
          },
        ],
        // The list row refuses when it is gone or full; tell which by reading it again.
        (index) => (index === 0 ? 'limit' : index === 1 ? 'applied' : 'stale'),
      );
    },

    async removeMember(list, memberId, at) {
      await transactWrite(
        table,
        [
          {
            Delete: {
              TableName: tableName,
              Key: memberKeys.member(list.id, memberId),
              ConditionExpression: 'attribute_exists(pk)',
            },
          },
          {
            Update: {
              TableName: tableName,
              Key: listKeys.list(list.id),
              UpdateExpression: 'SET updatedAt = :at ADD memberCount :minus, revision :one',
              ConditionExpression: 'attribute_exists(pk)',
              ExpressionAttributeValues: { ':at': at, ':minus': -1, ':one': 1 },
            },
          },
        ],
        () => 'missing',
      );
    },
  };
}

function toInvitation(row: Row): InvitationRecord {
  return {
    id: row.id as string,
    tokenHash: row.tokenHash as string,
    listId: row.listId as string,
    inviterId: row.inviterId as string,
    inviterName: row.inviterName as string,
    createdAt: row.createdAt as string,
    validUntil: row.validUntil as string,
    status: row.status as InvitationRecord['status'],
  };
}
