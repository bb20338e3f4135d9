import { lazyBillingService } from '../adapters/stripe/billing-deps';
import { createTableClient } from '../adapters/dynamodb/document-client';
import { checkoutRequestSchema } from '../domain/subscriptions/billing-schemas';
import { httpHandler, json } from '../http/http-handler';

const billing = lazyBillingService(createTableClient());

/** Spec §7: a Stripe Checkout page for the plan in BRL or EUR; `{ url }` to redirect to. */
export const handler = httpHandler({
  'POST /functions/create-checkout': async (request) => {
    const userId = request.user();
    const body = request.body(checkoutRequestSchema);
    return json(200, { url: await (await billing()).createCheckout(userId, body) });
  },
});
