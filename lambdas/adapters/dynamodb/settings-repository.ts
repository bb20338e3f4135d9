import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { settingsBodySchema } from '../../domain/settings/settings-schemas';
import type { SettingsRepository } from '../../domain/settings/settings-service';
import type { TableClient } from './document-client';
import { settingsKeys } from './keys/settings-keys';

/** One settings row per user; see keys/settings-keys.ts. */
export function dynamoSettingsRepository({ documentClient, tableName }: TableClient): SettingsRepository {
  return {
    async get(userId) {
      const { Item } = await documentClient.send(
        new GetCommand({ TableName: tableName, Key: settingsKeys.user(userId) }),
      );
      if (!Item) return undefined;
      const parsed = settingsBodySchema.safeParse({
        showPriceFields: Item.showPriceFields,
        selectedCurrency: Item.selectedCurrency,
        categorizeItems: Item.categorizeItems,
        theme: Item.theme ?? null,
      });
      return parsed.success ? parsed.data : undefined;
    },

    async put(userId, settings, at) {
      await documentClient.send(
        new PutCommand({
          TableName: tableName,
          Item: { ...settingsKeys.user(userId), type: 'Settings', userId, ...settings, updatedAt: at },
        }),
      );
    },
  };
}
