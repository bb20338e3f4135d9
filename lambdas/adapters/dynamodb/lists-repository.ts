import { QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { ListsRepository } from '../../domain/lists/lists-service';
import type { ListItem, ListRecord } from '../../domain/lists/list-types';
import type { TableClient } from './document-client';
import { listKeys } from './keys/list-keys';

/** Lists and items in the single table; see keys/list-keys.ts for the access patterns. */
export function dynamoListsRepository({ documentClient, tableName }: TableClient): ListsRepository {
  return {
    async createWithItems(list, items) {
      await documentClient.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: tableName,
                Item: { ...listKeys.list(list.id), ...listKeys.ownerIndex(list.ownerId, list.createdAt, list.id), type: 'List', ...list },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            ...items.map((item) => ({
              Put: { TableName: tableName, Item: { ...listKeys.item(item.listId, item.id), type: 'Item', ...item } },
            })),
          ],
        }),
      );
    },

    async getWithItems(listId) {
      const rows = await queryAll(documentClient, {
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': listKeys.partition(listId) },
      });
      const listRow = rows.find((row) => row.type === 'List');
      if (!listRow) return undefined;
      return { list: toListRecord(listRow), items: rows.filter((row) => row.type === 'Item').map(toListItem) };
    },

    async listByOwner(ownerId) {
      const rows = await queryAll(documentClient, {
        TableName: tableName,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :owner AND begins_with(gsi1sk, :prefix)',
        ExpressionAttributeValues: { ':owner': listKeys.ownerPartition(ownerId), ':prefix': listKeys.ownerListsPrefix },
        ScanIndexForward: false,
      });
      return rows.map(toListRecord);
    },
  };
}

type Row = Record<string, unknown>;

async function queryAll(documentClient: TableClient['documentClient'], input: QueryCommand['input']): Promise<Row[]> {
  const rows: Row[] = [];
  let ExclusiveStartKey: Row | undefined;
  do {
    const page = await documentClient.send(new QueryCommand({ ...input, ExclusiveStartKey }));
    rows.push(...((page.Items ?? []) as Row[]));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return rows;
}

function toListRecord(row: Row): ListRecord {
  return {
    id: row.id as string,
    ownerId: row.ownerId as string,
    name: row.name as string,
    status: row.status as ListRecord['status'],
    createdAt: row.createdAt as string,
    updatedAt: row.updatedAt as string,
    deletedAt: (row.deletedAt as string | null) ?? null,
    itemCount: row.itemCount as number,
  };
}

function toListItem(row: Row): ListItem {
  return {
    id: row.id as string,
    listId: row.listId as string,
    name: row.name as string,
    quantity: row.quantity as number,
    price: (row.price as number | null) ?? null,
    orderIndex: row.orderIndex as number,
    isPurchased: Boolean(row.isPurchased),
    category: (row.category as string | null) ?? null,
    deletedAt: (row.deletedAt as string | null) ?? null,
  };
}
