import { createTableClient } from '../adapters/dynamodb/document-client';
import { lazyWebhookDeps } from '../adapters/stripe/billing-deps';
import { httpHandler } from '../http/http-handler';
import { logger } from '../http/logger';
import { stripeWebhookOperation } from '../http/stripe-webhook-operation';

const deps = lazyWebhookDeps(createTableClient(), (message, details) => logger.warn(message, details));

/** Stripe's events (public route: Stripe signs the body instead of sending a JWT). */
export const handler = httpHandler({ 'POST /webhooks/stripe': stripeWebhookOperation(deps) });
