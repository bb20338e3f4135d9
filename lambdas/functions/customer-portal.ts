import { lazyBillingService } from '../adapters/stripe/billing-deps';
import { createTableClient } from '../adapters/dynamodb/document-client';
import { portalRequestSchema } from '../domain/subscriptions/billing-schemas';
import { httpHandler, json } from '../http/http-handler';

const billing = lazyBillingService(createTableClient());

/** Spec §7: a Stripe Billing Portal session for the user's customer; `{ url }`. The body is optional. */
export const handler = httpHandler({
  'POST /functions/customer-portal': async (request) => {
    const userId = request.user();
    const { currency } = request.event.body ? request.body(portalRequestSchema) : { currency: 'brl' as const };
    return json(200, { url: await (await billing()).openPortal(userId, currency) });
  },
});
