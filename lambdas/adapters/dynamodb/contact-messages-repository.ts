import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ContactMessagesRepository } from '../../domain/contact/contact-service';
import type { TableClient } from './document-client';
import { contactMessageRetentionDays, expiresAfter } from './expiry';
import { contactKeys } from './keys/contact-keys';

/** Contact-form messages; see keys/contact-keys.ts. */
export function dynamoContactMessagesRepository({ documentClient, tableName }: TableClient): ContactMessagesRepository {
  return {
    async save(message) {
      await documentClient.send(
        new PutCommand({
          TableName: tableName,
          Item: {
            ...contactKeys.message(message.id),
            ...contactKeys.index(message.createdAt, message.id),
            type: 'ContactMessage',
            ...message,
            expiresAt: expiresAfter(contactMessageRetentionDays, new Date(message.createdAt)),
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    },
  };
}
