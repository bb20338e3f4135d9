import type { ServerFunctionName } from './server-functions';

/**
 * The one route table. The CDK HTTP API and the local gateway are both built from it, so
 * no route exists in only one runtime. Paths use API Gateway's `{param}` syntax; the
 * event's `routeKey` is `"<METHOD> <path>"`, which is how a function with several routes
 * picks the operation.
 *
 * auth:
 * - `user`: the JWT authorizer must accept a Cognito access token (scope `userRouteScope`);
 * - `public`: guests may call it; the function identifies the device by `x-device-id`.
 */
/**
 * The scope every Cognito access token carries and no ID token does: 'user' routes require
 * it (the HTTP API's route authorization scopes, and the local gateway), so only access
 * tokens are accepted.
 */
export const userRouteScope = 'aws.cognito.signin.user.admin';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type RouteAuth = 'user' | 'public';

export interface RouteDefinition {
  readonly method: HttpMethod;
  readonly path: string;
  readonly functionName: ServerFunctionName;
  readonly auth: RouteAuth;
}

export const routes: readonly RouteDefinition[] = [
  // Literal paths come before the `{param}` paths they could be mistaken for
  // (/lists/bulk/restore vs /lists/{listId}/restore): API Gateway prefers the literal
  // match, and the local gateway takes the first match in this order.
  { method: 'POST', path: '/lists', functionName: 'lists', auth: 'user' },
  { method: 'GET', path: '/lists', functionName: 'lists', auth: 'user' },
  { method: 'POST', path: '/lists/bulk/delete', functionName: 'lists', auth: 'user' },
  { method: 'POST', path: '/lists/bulk/restore', functionName: 'lists', auth: 'user' },
  { method: 'POST', path: '/lists/bulk/delete-permanent', functionName: 'lists', auth: 'user' },
  { method: 'GET', path: '/lists/{listId}', functionName: 'lists', auth: 'user' },
  { method: 'PATCH', path: '/lists/{listId}', functionName: 'lists', auth: 'user' },
  { method: 'DELETE', path: '/lists/{listId}', functionName: 'lists', auth: 'user' },
  { method: 'POST', path: '/lists/{listId}/restore', functionName: 'lists', auth: 'user' },
  { method: 'DELETE', path: '/lists/{listId}/permanent', functionName: 'lists', auth: 'user' },
  { method: 'GET', path: '/trash/lists', functionName: 'lists', auth: 'user' },

  { method: 'POST', path: '/lists/{listId}/items', functionName: 'items', auth: 'user' },
  { method: 'PUT', path: '/lists/{listId}/items/order', functionName: 'items', auth: 'user' },
  { method: 'POST', path: '/lists/{listId}/changes', functionName: 'items', auth: 'user' },
  { method: 'POST', path: '/lists/{listId}/items/bulk/restore', functionName: 'items', auth: 'user' },
  { method: 'POST', path: '/lists/{listId}/items/bulk/delete-permanent', functionName: 'items', auth: 'user' },
  { method: 'PATCH', path: '/lists/{listId}/items/{itemId}', functionName: 'items', auth: 'user' },
  { method: 'DELETE', path: '/lists/{listId}/items/{itemId}', functionName: 'items', auth: 'user' },
  { method: 'POST', path: '/lists/{listId}/items/{itemId}/restore', functionName: 'items', auth: 'user' },
  { method: 'DELETE', path: '/lists/{listId}/items/{itemId}/permanent', functionName: 'items', auth: 'user' },
  { method: 'GET', path: '/trash/lists/{listId}/items', functionName: 'items', auth: 'user' },

  { method: 'POST', path: '/lists/{listId}/invitations', functionName: 'sharing', auth: 'user' },
  { method: 'GET', path: '/lists/{listId}/invitations', functionName: 'sharing', auth: 'user' },
  { method: 'DELETE', path: '/lists/{listId}/invitations/{invitationId}', functionName: 'sharing', auth: 'user' },
  { method: 'DELETE', path: '/lists/{listId}/members/{memberId}', functionName: 'sharing', auth: 'user' },
  { method: 'GET', path: '/invitations/{token}', functionName: 'sharing', auth: 'user' },
  { method: 'POST', path: '/invitations/{token}/accept', functionName: 'sharing', auth: 'user' },

  { method: 'GET', path: '/drafts', functionName: 'drafts', auth: 'user' },
  { method: 'PUT', path: '/drafts/{localId}', functionName: 'drafts', auth: 'user' },
  { method: 'DELETE', path: '/drafts/{localId}', functionName: 'drafts', auth: 'user' },
  { method: 'GET', path: '/device/drafts', functionName: 'drafts', auth: 'public' },
  { method: 'PUT', path: '/device/drafts/{localId}', functionName: 'drafts', auth: 'public' },
  { method: 'DELETE', path: '/device/drafts/{localId}', functionName: 'drafts', auth: 'public' },

  { method: 'POST', path: '/devices/link', functionName: 'devices', auth: 'user' },
  { method: 'GET', path: '/device/usage', functionName: 'devices', auth: 'public' },

  { method: 'PUT', path: '/agreements', functionName: 'agreements', auth: 'user' },
  { method: 'GET', path: '/settings', functionName: 'settings', auth: 'user' },
  { method: 'PUT', path: '/settings', functionName: 'settings', auth: 'user' },
  { method: 'PUT', path: '/device/agreements', functionName: 'agreements', auth: 'public' },

  { method: 'GET', path: '/history', functionName: 'shopping-habits', auth: 'user' },
  { method: 'POST', path: '/history', functionName: 'shopping-habits', auth: 'user' },
  { method: 'GET', path: '/category-order', functionName: 'shopping-habits', auth: 'user' },
  { method: 'PUT', path: '/category-order', functionName: 'shopping-habits', auth: 'user' },

  { method: 'POST', path: '/functions/process-grocery-speech', functionName: 'process-grocery-speech', auth: 'public' },
  {
    method: 'POST',
    path: '/functions/transcribe-grocery-speech',
    functionName: 'transcribe-grocery-speech',
    auth: 'public',
  },
  {
    method: 'POST',
    path: '/functions/categorize-grocery-items',
    functionName: 'categorize-grocery-items',
    auth: 'user',
  },
  { method: 'POST', path: '/functions/check-subscription', functionName: 'check-subscription', auth: 'user' },
  { method: 'POST', path: '/functions/create-checkout', functionName: 'create-checkout', auth: 'user' },
  { method: 'POST', path: '/functions/customer-portal', functionName: 'customer-portal', auth: 'user' },
  { method: 'POST', path: '/functions/send-contact-message', functionName: 'send-contact-message', auth: 'public' },

  // Stripe calls it and signs the body; the function checks the signature.
  { method: 'POST', path: '/webhooks/stripe', functionName: 'stripe-webhook', auth: 'public' },
];

/** `"<METHOD> <path>"`, the same string API Gateway puts in `event.routeKey`. */
export function routeKeyOf(route: Pick<RouteDefinition, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}
