import { dynamoCategoryOrderRepository } from '../adapters/dynamodb/category-order-repository';
import { createTableClient } from '../adapters/dynamodb/document-client';
import { dynamoHistoryRepository } from '../adapters/dynamodb/history-repository';
import { dynamoSubscriptionsRepository } from '../adapters/dynamodb/subscriptions-repository';
import { categoryOrderBodySchema } from '../domain/habits/category-order-schemas';
import { categoryOrderService } from '../domain/habits/category-order-service';
import { recordHistoryBodySchema } from '../domain/habits/history-schemas';
import { historyService } from '../domain/habits/history-service';
import { httpHandler, json } from '../http/http-handler';

const table = createTableClient();
const history = historyService({ repository: dynamoHistoryRepository(table) });
const categoryOrder = categoryOrderService({
  repository: dynamoCategoryOrderRepository(table),
  subscriptions: dynamoSubscriptionsRepository(table),
});

/** The signed-in user's own habits (issue 29): the items they add, and their shop's category order. */
export const handler = httpHandler({
  'GET /history': async (request) => json(200, { entries: await history.list(request.user()) }),
  'POST /history': async (request) =>
    json(200, await history.record(request.user(), request.body(recordHistoryBodySchema).names)),
  'GET /category-order': async (request) => json(200, { categories: await categoryOrder.get(request.user()) }),
  'PUT /category-order': async (request) =>
    json(200, {
      categories: await categoryOrder.save(request.user(), request.body(categoryOrderBodySchema).categories),
    }),
});
