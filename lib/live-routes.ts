import { liveActions } from '../lambdas/domain/live/live-messages';
import type { ServerFunctionName } from './server-functions';

/**
 * The WebSocket API's one route table (issue 24), read by the CDK WebSocket API and the local
 * gateway alike: every route goes to one function, the client's `action` picks the route, and
 * $connect is authorised by a REQUEST authorizer reading the `token` query parameter.
 */
export const liveApi = {
  routeSelectionExpression: '$request.body.action',
  /** Message routes answer with the function's result (a two-way route); $default catches the rest. */
  messageRoutes: [...liveActions, '$default'],
  functionName: 'live-updates' satisfies ServerFunctionName,
  authorizerFunctionName: 'live-authorizer' satisfies ServerFunctionName,
  tokenQueryParameter: 'token',
  /** API Gateway's fixed limits, which the local gateway enforces too (env can shorten them there). */
  idleTimeoutSeconds: 10 * 60,
  maxConnectionSeconds: 2 * 60 * 60,
  /** API Gateway's largest WebSocket message. */
  maxMessageBytes: 128 * 1024,
} as const;

/** The route a frame takes: its `action` when that is a message route, else $default (as API Gateway selects). */
export function selectLiveRoute(body: string): string {
  try {
    const action = (JSON.parse(body) as { action?: unknown } | null)?.action;
    return typeof action === 'string' && (liveActions as readonly string[]).includes(action) ? action : '$default';
  } catch {
    return '$default';
  }
}
