import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ItemState, ListLimit, ListsRepository } from '../../domain/lists/lists-service';
import type { OperationRecord } from '../../domain/lists/operations';
import { WriteConflict } from '../../domain/write-conflict';
import type { ListItem, ListMember, ListRecord } from '../../domain/lists/list-types';
import type { TableClient } from './document-client';
import { listKeys } from './keys/list-keys';
import { memberKeys } from './keys/member-keys';
import { operationKeys } from './keys/operation-keys';
import { userLimitKeys } from './keys/user-limit-keys';
import { batchGet, queryAll, type Row } from './queries';
import { chunk, maxTransactItems, retryOnTransactionConflict, transactWrite, type TransactItem } from './transactions';

const active = '(attribute_not_exists(deletedAt) OR attribute_type(deletedAt, :nullType))';
const trashed = 'attribute_type(deletedAt, :stringType)';

/**
 * Lists and items in the single table; see keys/list-keys.ts for the access patterns,
 * keys/user-limit-keys.ts for the active-list counter kept in the same transactions and
 * keys/member-keys.ts for the members read with a list. Every write to a list raises its
 * `revision` (answered as `version`).
 */
export function dynamoListsRepository(table: TableClient): ListsRepository {
  const { documentClient, tableName } = table;

  /** The owner's counter moved by `delta`; with a limit, refused when it would go over. */
  function counter(ownerId: string, delta: number, limit?: ListLimit): TransactItem {
    const max = delta > 0 ? (limit?.maxActiveLists ?? null) : null;
    return {
      Update: {
        TableName: tableName,
        Key: userLimitKeys.limits(ownerId),
        UpdateExpression: 'SET activeLists = if_not_exists(activeLists, :zero) + :delta, userId = :owner',
        ...(max === null ? {} : { ConditionExpression: 'attribute_not_exists(activeLists) OR activeLists <= :room' }),
        ExpressionAttributeValues: {
          ':zero': 0,
          ':delta': delta,
          ':owner': ownerId,
          ...(max === null ? {} : { ':room': max - delta }),
        },
      },
    };
  }

  /** The condition that the list row is the owner's, unchanged since read, in the state it was read in. */
  function unchanged(list: ListRecord) {
    return {
      ConditionExpression: `ownerId = :owner AND ${list.revision === 0 ? '(attribute_not_exists(revision) OR revision = :rev)' : 'revision = :rev'} AND ${list.deletedAt ? trashed : active}`,
      values: {
        ':owner': list.ownerId,
        ':rev': list.revision,
        ...(list.deletedAt ? { ':stringType': 'S' } : { ':nullType': 'NULL' }),
      },
    };
  }

  function deleteItem(listId: string, itemId: string, expect?: ItemState): TransactItem {
    const condition = expect ? itemCondition(expect) : undefined;
    return {
      Delete: {
        TableName: tableName,
        Key: listKeys.item(listId, itemId),
        ...(condition
          ? { ConditionExpression: condition.expression, ExpressionAttributeValues: condition.values }
          : {}),
      },
    };
  }

  /** The applied operation's record, put only if its id is new (`applied` otherwise). */
  function operationPut(operation: OperationRecord): TransactItem {
    return {
      Put: {
        TableName: tableName,
        Item: {
          ...operationKeys.operation(operation.ownerId, operation.id),
          type: 'Operation',
          result: JSON.stringify(operation.result ?? null),
          expiresAt: operation.expiresAt,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    };
  }

  return {
    async createWithItems(list, items, limit) {
      await transactWrite(
        table,
        [
          counter(list.ownerId, 1, limit),
          {
            Put: {
              TableName: tableName,
              Item: {
                ...listKeys.list(list.id),
                ...listKeys.ownerIndex(list.ownerId, list.createdAt, list.id),
                type: 'List',
                ...withoutNulls(list),
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          ...items.map((item) => ({
            Put: {
              TableName: tableName,
              Item: { ...listKeys.item(item.listId, item.id), type: 'Item', ...withoutNulls(item) },
            },
          })),
        ],
        (index) => (index === 0 ? 'limit' : 'stale'),
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
      return {
        list: toListRecord(listRow),
        items: rows.filter((row) => row.type === 'Item').map(toListItem),
        members: rows.filter((row) => row.type === 'Member').map(toListMember),
      };
    },

    async getLists(listIds) {
      if (listIds.length === 0) return [];
      const rows = await batchGet(
        table,
        listIds.map((id) => listKeys.list(id)),
      );
      return rows.filter((row) => row.type === 'List').map(toListRecord);
    },

    async listActiveByOwner(ownerId) {
      return (await ownerRows(ownerId, listKeys.ownerListsPrefix)).map(toListRecord);
    },

    async listTrashedByOwner(ownerId) {
      return (await ownerRows(ownerId, listKeys.ownerTrashPrefix)).map(toListRecord);
    },

    async listSharedWith(userId) {
      const memberships = await queryAll(documentClient, {
        TableName: tableName,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :member AND begins_with(gsi1sk, :prefix)',
        ExpressionAttributeValues: {
          ':member': memberKeys.memberPartition(userId),
          ':prefix': memberKeys.sharedListsPrefix,
        },
        ScanIndexForward: false,
      });
      const ids = memberships.map((row) => row.listId as string);
      const rows = await batchGet(
        table,
        ids.map((id) => listKeys.list(id)),
      );
      const byId = new Map(
        rows.filter((row) => row.type === 'List').map((row) => [row.id as string, toListRecord(row)]),
      );
      // The index may still hold a membership that just ended, or a list now in the trash.
      return ids.flatMap((id) => {
        const list = byId.get(id);
        return list && !list.deletedAt ? [list] : [];
      });
    },

    async rename(list, name, updatedAt, operation) {
      await transactWrite(
        table,
        [
          {
            Update: {
              TableName: tableName,
              Key: listKeys.list(list.id),
              UpdateExpression: 'SET #name = :name, updatedAt = :at ADD revision :one',
              ConditionExpression: `ownerId = :owner AND ${active}`,
              ExpressionAttributeNames: { '#name': 'name' },
              ExpressionAttributeValues: {
                ':one': 1,
                ':name': name,
                ':at': updatedAt,
                ':owner': list.ownerId,
                ':nullType': 'NULL',
              },
            },
          },
          ...(operation ? [operationPut(operation)] : []),
        ],
        (index) => (index === 0 ? 'missing' : 'applied'),
      );
    },

    async trash(ownerId, lists, deletedAt, operation) {
      const groups = chunk(lists, maxTransactItems - 2);
      for (const [index, group] of groups.entries()) {
        const last = index === groups.length - 1;
        await transactWrite(
          table,
          [
            counter(ownerId, -group.length),
            ...group.map((list) => ({
              Update: {
                TableName: tableName,
                Key: listKeys.list(list.id),
                UpdateExpression: 'SET deletedAt = :at, updatedAt = :at, gsi1sk = :sk ADD revision :one',
                ConditionExpression: `ownerId = :owner AND ${active}`,
                ExpressionAttributeValues: {
                  ':one': 1,
                  ':at': deletedAt,
                  ':sk': listKeys.trashSortKey(deletedAt, list.id),
                  ':owner': ownerId,
                  ':nullType': 'NULL',
                },
              },
            })),
            ...(last && operation ? [operationPut(operation)] : []),
          ],
          (refused) => (refused <= group.length ? 'missing' : 'applied'),
        );
      }
    },

    async restore(ownerId, lists, updatedAt, limit) {
      for (const group of chunk(lists, maxTransactItems - 1)) {
        await transactWrite(
          table,
          [
            counter(ownerId, group.length, limit),
            ...group.map((list) => ({
              Update: {
                TableName: tableName,
                Key: listKeys.list(list.id),
                UpdateExpression: 'SET updatedAt = :at, gsi1sk = :sk REMOVE deletedAt ADD revision :one',
                ConditionExpression: `ownerId = :owner AND ${trashed}`,
                ExpressionAttributeValues: {
                  ':one': 1,
                  ':at': updatedAt,
                  ':sk': listKeys.activeSortKey(list.createdAt, list.id),
                  ':owner': ownerId,
                  ':stringType': 'S',
                },
              },
            })),
          ],
          (index) => (index === 0 ? 'limit' : 'missing'),
        );
      }
    },

    async deletePermanently(list, items) {
      await deleteListAndItems(list, items);
      await deleteLeftovers(list.id);
    },

    async reserveOrder(list, count, initial) {
      return retryOnTransactionConflict(async () => {
        try {
          const answer = await documentClient.send(
            new UpdateCommand({
              TableName: tableName,
              Key: listKeys.list(list.id),
              UpdateExpression: 'SET nextOrderIndex = if_not_exists(nextOrderIndex, :initial) + :count',
              ConditionExpression: `ownerId = :owner AND ${active}`,
              ExpressionAttributeValues: {
                ':initial': initial,
                ':count': count,
                ':owner': list.ownerId,
                ':nullType': 'NULL',
              },
              ReturnValues: 'UPDATED_NEW',
            }),
          );
          return (answer.Attributes!.nextOrderIndex as number) - count;
        } catch (error) {
          if (error instanceof ConditionalCheckFailedException) throw new WriteConflict('missing');
          throw error;
        }
      });
    },

    async writeItems(write) {
      const listId = write.list.id;
      const itemWrites: { write: TransactItem; refused: WriteConflict['reason'] }[] = [
        ...write.newItems.map((item) => ({
          write: {
            Put: {
              TableName: tableName,
              Item: { ...listKeys.item(listId, item.id), type: 'Item', ...withoutNulls(item) },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          refused: 'applied' as const,
        })),
        ...write.itemUpdates.map(({ id, set, expect, restore }) => ({
          write: updateItem(tableName, listId, id, set, expect, restore),
          refused: 'deleted' as const,
        })),
        ...write.deletedItems.map(({ id, expect }) => ({
          write: deleteItem(listId, id, expect),
          refused: 'deleted' as const,
        })),
      ];
      // Room for the list row and the operation records in every transaction. Only a reorder
      // of a long list needs more than one; it changes no count, and the operation is
      // remembered with the last one, so a replay after a partial failure finishes it. (A
      // batch's group of several operations always fits one transaction.)
      // A member's change also checks, as it commits, that they are still a member.
      const memberCheck: TransactItem[] = write.memberId
        ? [
            {
              ConditionCheck: {
                TableName: tableName,
                Key: memberKeys.member(listId, write.memberId),
                ConditionExpression: 'attribute_exists(pk)',
              },
            },
          ]
        : [];
      const offset = 1 + memberCheck.length;
      const operations = (write.operations ?? []).map(operationPut);
      const room = maxTransactItems - 1 - memberCheck.length - Math.max(1, operations.length);
      const groups = itemWrites.length === 0 ? [[]] : chunk(itemWrites, room);
      for (const [index, group] of groups.entries()) {
        const first = index === 0;
        const last = index === groups.length - 1;
        await transactWrite(
          table,
          [
            {
              Update: {
                TableName: tableName,
                Key: listKeys.list(listId),
                UpdateExpression: 'SET updatedAt = :at ADD revision :one, itemCount :delta',
                ConditionExpression: `ownerId = :owner AND ${active}`,
                ExpressionAttributeValues: {
                  ':at': write.at,
                  ':one': 1,
                  ':delta': first ? write.itemCountDelta : 0,
                  ':owner': write.list.ownerId,
                  ':nullType': 'NULL',
                },
              },
            },
            ...memberCheck,
            ...group.map((item) => item.write),
            ...(last ? operations : []),
          ],
          (refused) => (refused < offset ? 'missing' : (group[refused - offset]?.refused ?? 'applied')),
        );
      }
    },

    async getOperation(ownerId, operationId) {
      const { Item } = await documentClient.send(
        new GetCommand({ TableName: tableName, Key: operationKeys.operation(ownerId, operationId) }),
      );
      return Item ? { result: JSON.parse(Item.result as string) as unknown } : undefined;
    },
  };

  async function deleteListAndItems(list: ListRecord, items: ListItem[]): Promise<void> {
    const wasActive = !list.deletedAt;
    const condition = unchanged(list);
    const extra = wasActive ? 1 : 0;
    if (items.length + 1 + extra <= maxTransactItems) {
      await transactWrite(
        table,
        [
          {
            Delete: {
              TableName: tableName,
              Key: listKeys.list(list.id),
              ConditionExpression: condition.ConditionExpression,
              ExpressionAttributeValues: condition.values,
            },
          },
          ...(wasActive ? [counter(list.ownerId, -1)] : []),
          ...items.map((item) => deleteItem(list.id, item.id)),
        ],
        (index) => (index === 0 ? 'stale' : 'missing'),
      );
      return;
    }
    // Too many rows for one transaction: the first one takes the list out of the active
    // lists (and the counter), each one lowers itemCount by the active items it deletes,
    // and the list row goes last. Every step leaves a consistent trashed list.
    const deletedAt = list.deletedAt ?? new Date().toISOString();
    let revision = list.revision;
    let itemCount = list.itemCount;
    const groups = [
      items.slice(0, maxTransactItems - 1 - extra),
      ...chunk(items.slice(maxTransactItems - 1 - extra), maxTransactItems - 1),
    ];
    for (const [index, group] of groups.entries()) {
      itemCount -= group.filter((item) => !item.deletedAt).length;
      const first = index === 0;
      const check = first
        ? condition
        : {
            ConditionExpression: 'ownerId = :owner AND revision = :rev',
            values: { ':owner': list.ownerId, ':rev': revision },
          };
      await transactWrite(
        table,
        [
          {
            Update: {
              TableName: tableName,
              Key: listKeys.list(list.id),
              UpdateExpression: 'SET revision = :next, itemCount = :count, deletedAt = :deletedAt, gsi1sk = :sk',
              ConditionExpression: check.ConditionExpression,
              ExpressionAttributeValues: {
                ...check.values,
                ':next': revision + 1,
                ':count': itemCount,
                ':deletedAt': deletedAt,
                ':sk': listKeys.trashSortKey(deletedAt, list.id),
              },
            },
          },
          ...(first && wasActive ? [counter(list.ownerId, -1)] : []),
          ...group.map((item) => deleteItem(list.id, item.id)),
        ],
        () => 'stale',
      );
      revision += 1;
    }
    await transactWrite(
      table,
      [
        {
          Delete: {
            TableName: tableName,
            Key: listKeys.list(list.id),
            ConditionExpression: 'revision = :rev',
            ExpressionAttributeValues: { ':rev': revision },
          },
        },
      ],
      () => 'stale',
    );
  }

  /**
   * The list's other rows (members, its side of pending invitations), after the list row is
   * gone: nobody can use the list any more, so these go without conditions.
   */
  async function deleteLeftovers(listId: string): Promise<void> {
    const rows = await queryAll(documentClient, {
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': listKeys.partition(listId) },
      ProjectionExpression: 'pk, sk',
    });
    for (const group of chunk(rows, maxTransactItems))
      await transactWrite(
        table,
        group.map((row) => ({ Delete: { TableName: tableName, Key: { pk: row.pk, sk: row.sk } } })),
        () => 'stale',
      );
  }

  async function ownerRows(ownerId: string, prefix: string): Promise<Row[]> {
    return queryAll(documentClient, {
      TableName: tableName,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :owner AND begins_with(gsi1sk, :prefix)',
      ExpressionAttributeValues: { ':owner': listKeys.ownerPartition(ownerId), ':prefix': prefix },
      ScanIndexForward: false,
    });
  }
}

/** The condition that a stored item is in the state a change expects. */
function itemCondition(expect: ItemState): { expression: string; values?: Record<string, string> } {
  if (expect === 'active') return { expression: `attribute_exists(pk) AND ${active}`, values: { ':nullType': 'NULL' } };
  if (expect === 'trashed') return { expression: trashed, values: { ':stringType': 'S' } };
  return { expression: 'attribute_exists(pk)' };
}

function updateItem(
  tableName: string,
  listId: string,
  itemId: string,
  set: Partial<ListItem>,
  expect: ItemState,
  restore = false,
): TransactItem {
  const entries = Object.entries(set).filter(([, value]) => value !== undefined);
  const sets = entries.map(([,], i) => `#f${i} = :f${i}`);
  const condition = itemCondition(expect);
  const values = { ...condition.values, ...Object.fromEntries(entries.map(([, value], i) => [`:f${i}`, value])) };
  return {
    Update: {
      TableName: tableName,
      Key: listKeys.item(listId, itemId),
      UpdateExpression: [sets.length > 0 ? `SET ${sets.join(', ')}` : '', restore ? 'REMOVE deletedAt' : '']
        .filter(Boolean)
        .join(' '),
      ConditionExpression: condition.expression,
      ...(entries.length > 0
        ? { ExpressionAttributeNames: Object.fromEntries(entries.map(([name], i) => [`#f${i}`, name])) }
        : {}),
      ...(Object.keys(values).length > 0 ? { ExpressionAttributeValues: values } : {}),
    },
  };
}

/** Rows store deletedAt only while set, so "active" is "no deletedAt". */
function withoutNulls<T extends { deletedAt: string | null }>(row: T): Omit<T, 'deletedAt'> & { deletedAt?: string } {
  const { deletedAt, ...rest } = row;
  return deletedAt ? { ...rest, deletedAt } : rest;
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
    revision: (row.revision as number | undefined) ?? 0,
    ...(typeof row.nextOrderIndex === 'number' ? { nextOrderIndex: row.nextOrderIndex } : {}),
    ...(typeof row.ownerName === 'string' ? { ownerName: row.ownerName } : {}),
    ...(typeof row.memberCount === 'number' ? { memberCount: row.memberCount } : {}),
  };
}

function toListMember(row: Row): ListMember {
  return { id: row.userId as string, name: row.name as string, joinedAt: row.joinedAt as string };
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
