import { createTableClient } from '../adapters/dynamodb/document-client';
import { dynamoListsRepository } from '../adapters/dynamodb/lists-repository';
import { createListBodySchema, listIdSchema } from '../domain/lists/list-schemas';
import { listNotFoundMessage, listsService } from '../domain/lists/lists-service';
import { NotFoundError, UnauthorizedError } from '../http/errors';
import { httpHandler, json, type HttpRequest } from '../http/http-handler';

const lists = listsService({ repository: dynamoListsRepository(createTableClient()) });

function ownerOf(request: HttpRequest): string {
  if (!request.userId) throw new UnauthorizedError();
  return request.userId;
}

/** The signed-in user's lists: create one with its items, list them, open one. */
export const handler = httpHandler({
  'POST /lists': async (request) => {
    const list = await lists.create(ownerOf(request), request.body(createListBodySchema));
    return json(201, { list });
  },
  'GET /lists': async (request) => json(200, { lists: await lists.listMine(ownerOf(request)) }),
  'GET /lists/{listId}': async (request) => {
    const listId = request.pathParam('listId', listIdSchema, listNotFoundMessage);
    const list = await lists.get(ownerOf(request), listId);
    if (!list) throw new NotFoundError(listNotFoundMessage);
    return json(200, { list });
  },
});
