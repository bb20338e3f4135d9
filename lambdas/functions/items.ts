import { createTableClient } from '../adapters/dynamodb/document-client';
import { dynamoListsRepository } from '../adapters/dynamodb/lists-repository';
import { itemNotFoundMessage, itemsService } from '../domain/lists/items-service';
import { applyListChanges, listChangesBodySchema } from '../domain/lists/list-changes';
import {
  addItemsBodySchema,
  itemIdSchema,
  itemIdsBodySchema,
  listIdSchema,
  reorderItemsBodySchema,
  updateItemBodySchema,
} from '../domain/lists/list-schemas';
import { listNotFoundMessage } from '../domain/lists/lists-service';
import { createListNudger } from '../adapters/live/create-list-nudger';
import { statusForCode } from '../http/errors';
import { httpHandler, json, type HttpRequest, type Operation } from '../http/http-handler';
import { logger } from '../http/logger';
import { nudgeListWrites } from '../http/list-nudges';
import { readOperationId } from '../http/operation-id';

const table = createTableClient();
const items = itemsService({ repository: dynamoListsRepository(table) });

const listIdOf = (request: HttpRequest) => request.pathParam('listId', listIdSchema, listNotFoundMessage);
const itemIdOf = (request: HttpRequest) => request.pathParam('itemId', itemIdSchema, itemNotFoundMessage);
const operationIdOf = (request: HttpRequest) => readOperationId(request.event.headers);
const noContent = { statusCode: 204, body: '' };

const operations: Record<string, Operation> = {
  'POST /lists/{listId}/items': async (request) => {
    const added = await items.add(
      request.user(),
      listIdOf(request),
      request.body(addItemsBodySchema),
      operationIdOf(request),
    );
    return json(201, { items: added });
  },
  'PATCH /lists/{listId}/items/{itemId}': async (request) => {
    const item = await items.update(
      request.user(),
      listIdOf(request),
      itemIdOf(request),
      request.body(updateItemBodySchema),
      operationIdOf(request),
    );
    return json(200, { item });
  },
  'DELETE /lists/{listId}/items/{itemId}': async (request) => {
    await items.remove(request.user(), listIdOf(request), itemIdOf(request), operationIdOf(request));
    return noContent;
  },
  'POST /lists/{listId}/items/{itemId}/restore': async (request) =>
    json(200, {
      item: await items.restore(request.user(), listIdOf(request), itemIdOf(request), operationIdOf(request)),
    }),
  'DELETE /lists/{listId}/items/{itemId}/permanent': async (request) => {
    await items.deletePermanently(request.user(), listIdOf(request), itemIdOf(request), operationIdOf(request));
    return noContent;
  },
  'POST /lists/{listId}/changes': async (request) => {
    const { changes } = request.body(listChangesBodySchema);
    const { results, stoppedBy } = await applyListChanges(items, request.user(), listIdOf(request), changes);
    if (stoppedBy) logger.error('Batch of changes stopped', { error: stoppedBy, applied: results.length });
    return json(200, {
      results: results.map((result) =>
        result.outcome === 'refused' ? { ...result, status: statusForCode[result.code] } : result,
      ),
    });
  },
  'PUT /lists/{listId}/items/order': async (request) => {
    const { itemIds } = request.body(reorderItemsBodySchema);
    return json(200, {
      items: await items.reorder(request.user(), listIdOf(request), itemIds, operationIdOf(request)),
    });
  },
  'POST /lists/{listId}/items/bulk/restore': async (request) => {
    const { itemIds } = request.body(itemIdsBodySchema);
    const restored = await items.bulkRestore(request.user(), listIdOf(request), itemIds);
    return json(200, { items: restored.map((item) => item.id) });
  },
  'POST /lists/{listId}/items/bulk/delete-permanent': async (request) => {
    const { itemIds } = request.body(itemIdsBodySchema);
    return json(200, { items: await items.bulkDeletePermanently(request.user(), listIdOf(request), itemIds) });
  },
  'GET /trash/lists/{listId}/items': async (request) =>
    json(200, { items: await items.trash(request.user(), listIdOf(request)) }),
};

/**
 * Items of the signed-in user's lists: add, edit, delete, restore, reorder, the list's trash.
 * Single changes may carry `x-operation-id`, which makes a replay answer the first result; a
 * batch of a list's changes (the offline outbox) carries one operation id per change.
 */
export const handler = httpHandler(nudgeListWrites(operations, createListNudger(table)));
