import { createTableClient } from '../adapters/dynamodb/document-client';
import { dynamoSubscriptionsRepository } from '../adapters/dynamodb/subscriptions-repository';
import { subscriptionStatusView } from '../domain/subscriptions/subscription';
import { httpHandler, json } from '../http/http-handler';

const subscriptions = dynamoSubscriptionsRepository(createTableClient());

/** Spec §7: the caller's subscription status, from the table only (the webhook keeps it current). */
export const handler = httpHandler({
  'POST /functions/check-subscription': async (request) =>
    json(200, subscriptionStatusView(await subscriptions.getSubscription(request.user()), new Date())),
});
