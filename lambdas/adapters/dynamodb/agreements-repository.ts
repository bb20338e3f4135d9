import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { AgreementOwner, AgreementsRepository } from '../../domain/agreements/agreements-service';
import type { TableClient } from './document-client';
import { expiresAfter, guestRowLifetimeDays } from './expiry';
import { agreementKeys } from './keys/agreement-keys';

const keyOf = (owner: AgreementOwner) =>
  owner.kind === 'user' ? agreementKeys.user(owner.userId) : agreementKeys.device(owner.deviceId);

/** One agreement row per user or guest device; see keys/agreement-keys.ts. */
export function dynamoAgreementsRepository({ documentClient, tableName }: TableClient): AgreementsRepository {
  return {
    async get(owner) {
      const { Item } = await documentClient.send(new GetCommand({ TableName: tableName, Key: keyOf(owner) }));
      if (!Item) return undefined;
      return {
        termsAccepted: Item.termsAccepted === true,
        termsAcceptedAt: (Item.termsAcceptedAt as string | undefined) ?? null,
        privacyAccepted: Item.privacyAccepted === true,
        privacyAcceptedAt: (Item.privacyAcceptedAt as string | undefined) ?? null,
      };
    },

    async put(owner, agreement, at) {
      await documentClient.send(
        new PutCommand({
          TableName: tableName,
          Item: {
            ...keyOf(owner),
            type: 'Agreement',
            ...(owner.kind === 'user'
              ? { userId: owner.userId }
              : { deviceId: owner.deviceId, expiresAt: expiresAfter(guestRowLifetimeDays) }),
            ...agreement,
            updatedAt: at,
          },
        }),
      );
    },
  };
}
