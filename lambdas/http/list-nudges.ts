import type { ListNudger } from '../domain/live/live-service';
import { logger } from './logger';
import type { HttpRequest, HttpResponse, Operation } from './http-handler';

/**
 * Wraps a function's operations so every successful write to lists nudges their watchers
 * (issue 24): the lists are the `{listId}` in the path, else those a bulk write answers
 * (`lists`) or an acceptance names (`listId`). The nudge goes out before the answer (a Lambda
 * does nothing after it answers); a failed nudge is logged and never fails the write.
 */
export function nudgeListWrites(operations: Record<string, Operation>, nudger: ListNudger): Record<string, Operation> {
  return Object.fromEntries(
    Object.entries(operations).map(([routeKey, operation]) => [
      routeKey,
      routeKey.startsWith('GET ')
        ? operation
        : async (request: HttpRequest) => {
            const response = await operation(request);
            const listIds = changedListIds(request, response);
            if (listIds.length > 0)
              await nudger.nudge(listIds).catch((error: unknown) => logger.error('Nudge failed', { error, listIds }));
            return response;
          },
    ]),
  );
}

function changedListIds(request: HttpRequest, response: HttpResponse): string[] {
  if (!response.statusCode || response.statusCode >= 300) return [];
  const fromPath = request.event.pathParameters?.listId;
  if (fromPath) return [fromPath];
  if (!response.body) return [];
  const body = JSON.parse(response.body) as { lists?: unknown; listId?: unknown };
  if (Array.isArray(body.lists)) return body.lists.filter((id): id is string => typeof id === 'string');
  return typeof body.listId === 'string' ? [body.listId] : [];
}
