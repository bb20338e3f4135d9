import { createBedrockCategoriser } from '../adapters/bedrock/bedrock-categoriser';
import { dynamoCategoryCache } from '../adapters/dynamodb/category-cache';
import { createTableClient } from '../adapters/dynamodb/document-client';
import { dynamoSubscriptionsRepository } from '../adapters/dynamodb/subscriptions-repository';
import { categoriseItems, type CategoriseItemsDeps } from '../domain/categories/categorise-items';
import { categorizeRequestSchema } from '../domain/categories/categorize-request-schema';
import { requirePremium } from '../domain/subscriptions/premium-guard';
import { httpHandler, json } from '../http/http-handler';
import { logger } from '../http/logger';
import { aiEngineConfig } from '../server-config';

const log = (message: string, details: Record<string, unknown>) => logger.warn(message, details);
const ai = aiEngineConfig();
const table = createTableClient();
const subscriptions = dynamoSubscriptionsRepository(table);

/**
 * The offline lexicon answers most names. With the Bedrock engine, names it does not know
 * go to the model once and are cached in the table; with the rules engine (locally) they
 * get the default category, so there is nothing to cache.
 */
const deps: CategoriseItemsDeps =
  ai.engine === 'bedrock'
    ? {
        cache: dynamoCategoryCache(table),
        modelCategoriser: createBedrockCategoriser({ modelId: ai.modelId, timeoutMs: ai.timeoutMs, log }),
        log,
      }
    : { log };

/** Spec §7: category → names of the list's items; a Premium feature (spec §6), 403 otherwise. */
export const handler = httpHandler({
  'POST /functions/categorize-grocery-items': async (request) => {
    await requirePremium(subscriptions, request.user());
    const { items } = request.body(categorizeRequestSchema);
    return json(200, { categorizedItems: await categoriseItems(items, deps) });
  },
});
