import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { settingsBodySchema } from '../../domain/settings/settings-schemas';
import type { SettingsRepository, StoredSettings } from '../../domain/settings/settings-service';
import type { TableClient } from './document-client';
import { settingsKeys } from './keys/settings-keys';

/** One settings row per user; see keys/settings-keys.ts. */
export function dynamoSettingsRepository({ documentClient, tableName }: TableClient): SettingsRepository {
  async function get(userId: string): Promise<StoredSettings | undefined> {
    const { Item } = await documentClient.send(
      new GetCommand({ TableName: tableName, Key: settingsKeys.user(userId), ConsistentRead: true }),
    );
    if (!Item) return undefined;
    const parsed = settingsBodySchema.safeParse({
      showPriceFields: Item.showPriceFields,
      selectedCurrency: Item.selectedCurrency,
      categorizeItems: Item.categorizeItems,
      theme: Item.theme ?? null,
    });
    if (!parsed.success) return undefined;
    // Rows written before changes carried their time count as changed when written.
    return { settings: parsed.data, changedAt: String(Item.changedAt ?? Item.updatedAt) };
  }

  return {
    get,

    async putIfNewer(userId, { settings, changedAt }, at) {
      try {
        await documentClient.send(
          new PutCommand({
            TableName: tableName,
            Item: { ...settingsKeys.user(userId), type: 'Settings', userId, ...settings, changedAt, updatedAt: at },
            ConditionExpression: 'attribute_not_exists(changedAt) OR changedAt <= :changedAt',
            ExpressionAttributeValues: { ':changedAt': changedAt },
          }),
        );
        return { settings, changedAt };
      } catch (error) {
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
        // A later change from another phone is already there: it stays, and the caller gets it.
        const stored = await get(userId);
        if (!stored) throw error;
        return stored;
      }
    },
  };
}
