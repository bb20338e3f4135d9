import type { TableClient } from '../dynamodb/document-client';
import { dynamoBillingRepository } from '../dynamodb/subscriptions-repository';
import { billingService } from '../../domain/subscriptions/billing-service';
import { webhookService, type WebhookServiceDeps } from '../../domain/subscriptions/webhook-service';
import { appUrl, stripeSettings } from './stripe-config';
import { createStripe, stripePayments } from './stripe-payments';

/** Builds on the first call and keeps the result; a failure (keys unreadable) is retried next call. */
function once<T>(build: () => Promise<T>): () => Promise<T> {
  let built: Promise<T> | undefined;
  return () =>
    (built ??= build().catch((error: unknown) => {
      built = undefined;
      throw error;
    }));
}

/** The billing service of create-checkout and customer-portal (the keys are read asynchronously). */
export function lazyBillingService(table: TableClient) {
  return once(async () =>
    billingService({
      provider: stripePayments(createStripe(await stripeSettings())),
      repository: dynamoBillingRepository(table),
      appUrl: appUrl(),
    }),
  );
}

/** The webhook's service and the SDK that verifies signatures. */
export function lazyWebhookDeps(table: TableClient, log: WebhookServiceDeps['log']) {
  return once(async () => {
    const settings = await stripeSettings();
    const stripe = createStripe(settings);
    return {
      stripe,
      webhookSecret: settings.webhookSecret,
      service: webhookService({ provider: stripePayments(stripe), repository: dynamoBillingRepository(table), log }),
    };
  });
}
