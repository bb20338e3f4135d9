import { BatchGetCommand, BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { isCategoryName, type CategoryName } from '../../domain/categories/categories';
import type { CategoryCache } from '../../domain/categories/category-cache';
import type { TableClient } from './document-client';
import { categoryKeys } from './keys/category-keys';

/** DynamoDB's limits per batch call. */
const keysPerGet = 100;
const rowsPerWrite = 25;

/** The category cache in the single table, shared by every user: one row per normalised name. */
export function dynamoCategoryCache({ documentClient, tableName }: TableClient): CategoryCache {
  return {
    async getMany(keys) {
      const found = new Map<string, CategoryName>();
      for (const chunk of chunks([...new Set(keys)], keysPerGet)) {
        let request: Record<string, { Keys: Record<string, unknown>[] }> | undefined = {
          [tableName]: { Keys: chunk.map(categoryKeys.entry) },
        };
        while (request && Object.keys(request).length > 0) {
          const page = await documentClient.send(new BatchGetCommand({ RequestItems: request }));
          for (const row of page.Responses?.[tableName] ?? []) {
            if (typeof row.cacheKey === 'string' && isCategoryName(row.category)) found.set(row.cacheKey, row.category);
          }
          request = page.UnprocessedKeys as typeof request;
        }
      }
      return found;
    },

    async putMany(entries) {
      const updatedAt = new Date().toISOString();
      for (const chunk of chunks(entries, rowsPerWrite)) {
        let request: Record<string, Array<{ PutRequest: { Item: Record<string, unknown> } }>> | undefined = {
          [tableName]: chunk.map(([cacheKey, category]) => ({
            PutRequest: {
              Item: { ...categoryKeys.entry(cacheKey), type: 'CategoryCache', cacheKey, category, updatedAt },
            },
          })),
        };
        while (request && Object.keys(request).length > 0) {
          const page = await documentClient.send(new BatchWriteCommand({ RequestItems: request }));
          request = page.UnprocessedItems as typeof request;
        }
      }
    },
  };
}

function chunks<T>(values: T[], size: number): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < values.length; i += size) result.push(values.slice(i, i + size));
  return result;
}
