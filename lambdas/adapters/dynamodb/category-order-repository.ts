import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { CategoryOrderRepository } from '../../domain/habits/category-order-service';
import type { TableClient } from './document-client';
import { categoryOrderKeys } from './keys/category-order-keys';

/** One category-order row per user; see keys/category-order-keys.ts. */
export function dynamoCategoryOrderRepository({ documentClient, tableName }: TableClient): CategoryOrderRepository {
  return {
    async get(userId) {
      const { Item } = await documentClient.send(
        new GetCommand({ TableName: tableName, Key: categoryOrderKeys.user(userId) }),
      );
      const categories: unknown = Item?.categories;
      return Array.isArray(categories) ? categories.map(String) : undefined;
    },
    async put(userId, categories, at) {
      await documentClient.send(
        new PutCommand({
          TableName: tableName,
          Item: { ...categoryOrderKeys.user(userId), type: 'CategoryOrder', userId, categories, updatedAt: at },
        }),
      );
    },
  };
}
