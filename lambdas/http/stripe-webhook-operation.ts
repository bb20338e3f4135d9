import type Stripe from 'stripe';
import { toBillingEvent } from '../adapters/stripe/stripe-events';
import { ValidationError } from '../domain/errors';
import type { webhookService } from '../domain/subscriptions/webhook-service';
import { json, type Operation } from './http-handler';
import { logger } from './logger';

/** Stripe's own default: a signature older than 5 minutes is a replay. */
export const signatureToleranceSeconds = 300;

export interface StripeWebhookDeps {
  stripe: Stripe;
  webhookSecret: string;
  service: ReturnType<typeof webhookService>;
}

/**
 * POST /webhooks/stripe. The SDK checks the signature on the raw body; anything unsigned,
 * forged, stale or malformed is a 400 that writes nothing. The answer is 2xx only once the
 * subscription row is written, so Stripe retries whatever failed before.
 */
export function stripeWebhookOperation(deps: () => Promise<StripeWebhookDeps>): Operation {
  return async ({ event: http }) => {
    const { stripe, webhookSecret, service } = await deps();
    const raw = http.isBase64Encoded && http.body ? Buffer.from(http.body, 'base64') : Buffer.from(http.body ?? '');
    const signature = http.headers['stripe-signature'];
    if (!signature || raw.length === 0) throw new ValidationError('Assinatura do Stripe ausente.');
    let event: Stripe.Event;
    try {
      event = await stripe.webhooks.constructEventAsync(raw, signature, webhookSecret, signatureToleranceSeconds);
    } catch {
      throw new ValidationError('Assinatura do Stripe inválida.');
    }
    const outcome = await service.handle(toBillingEvent(event));
    logger.info('Stripe event', { eventId: event.id, type: event.type, outcome });
    return json(200, { received: true });
  };
}
