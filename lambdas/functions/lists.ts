import { createTableClient } from '../adapters/dynamodb/document-client';
import { dynamoListsRepository } from '../adapters/dynamodb/lists-repository';
import { dynamoSubscriptionsRepository } from '../adapters/dynamodb/subscriptions-repository';
import {
  createListBodySchema,
  listIdSchema,
  listIdsBodySchema,
  renameListBodySchema,
} from '../domain/lists/list-schemas';
import { listNotFoundMessage, listsService } from '../domain/lists/lists-service';
import { NotFoundError } from '../domain/errors';
import { createListNudger } from '../adapters/live/create-list-nudger';
import { httpHandler, json, type HttpRequest, type Operation } from '../http/http-handler';
import { nudgeListWrites } from '../http/list-nudges';
import { readOperationId } from '../http/operation-id';

const table = createTableClient();
const lists = listsService({
  repository: dynamoListsRepository(table),
  subscriptions: dynamoSubscriptionsRepository(table),
});

const listIdOf = (request: HttpRequest) => request.pathParam('listId', listIdSchema, listNotFoundMessage);
const operationIdOf = (request: HttpRequest) => readOperationId(request.event.headers);
const noContent = { statusCode: 204, body: '' };

const operations: Record<string, Operation> = {
  'POST /lists': async (request) => {
    const list = await lists.create(request.user(), request.body(createListBodySchema));
    return json(201, { list });
  },
  'GET /lists': async (request) => json(200, { lists: await lists.listMine(request.user()) }),
  'GET /lists/{listId}': async (request) => {
    const list = await lists.get(request.user(), listIdOf(request));
    if (!list) throw new NotFoundError(listNotFoundMessage);
    return json(200, { list });
  },
  'PATCH /lists/{listId}': async (request) => {
    const { name } = request.body(renameListBodySchema);
    return json(200, { list: await lists.rename(request.user(), listIdOf(request), name, operationIdOf(request)) });
  },
  'DELETE /lists/{listId}': async (request) => {
    await lists.remove(request.user(), listIdOf(request), operationIdOf(request));
    return noContent;
  },
  'POST /lists/{listId}/restore': async (request) =>
    json(200, { list: await lists.restore(request.user(), listIdOf(request)) }),
  'DELETE /lists/{listId}/permanent': async (request) => {
    await lists.deletePermanently(request.user(), listIdOf(request));
    return noContent;
  },
  'POST /lists/bulk/delete': async (request) =>
    json(200, {
      lists: await lists.bulkRemove(request.user(), request.body(listIdsBodySchema).listIds, operationIdOf(request)),
    }),
  'POST /lists/bulk/restore': async (request) =>
    json(200, { lists: await lists.bulkRestore(request.user(), request.body(listIdsBodySchema).listIds) }),
  'POST /lists/bulk/delete-permanent': async (request) =>
    json(200, { lists: await lists.bulkDeletePermanently(request.user(), request.body(listIdsBodySchema).listIds) }),
  'GET /trash/lists': async (request) => json(200, { lists: await lists.trash(request.user()) }),
};

/**
 * The signed-in user's lists: create, list, open, rename, trash, restore, delete for good, in
 * bulk too. A create may name the list and its items (saved offline); rename and trash (one or
 * many) may carry `x-operation-id`, so a replay answers the first result.
 */
export const handler = httpHandler(nudgeListWrites(operations, createListNudger(table)));
