import type { APIGatewayProxyWebsocketEventV2, Context } from 'aws-lambda';
import { dynamoConnectionsRepository } from '../adapters/dynamodb/connections-repository';
import { createTableClient } from '../adapters/dynamodb/document-client';
import { dynamoListsRepository } from '../adapters/dynamodb/lists-repository';
import type { ServerFrame } from '../domain/live/live-messages';
import { liveService } from '../domain/live/live-service';
import { logger } from '../http/logger';

const table = createTableClient();
const live = liveService({ connections: dynamoConnectionsRepository(table), lists: dynamoListsRepository(table) });

/** The WebSocket event, with what the REQUEST authorizer (live-authorizer) put in its context. */
export type LiveEvent = APIGatewayProxyWebsocketEventV2 & {
  requestContext: APIGatewayProxyWebsocketEventV2['requestContext'] & { authorizer?: { userId?: unknown } };
};

const frame = (body: ServerFrame) => ({ statusCode: 200, body: JSON.stringify(body) });

/**
 * Every route of the WebSocket API (lib/live-routes.ts): $connect stores the connection of
 * the user the authorizer accepted, $disconnect forgets it, and each message is answered with
 * one frame (the routes return their response): watching, pong, or an error in pt-BR. Nothing
 * a client sends makes it throw; a storage failure is logged and answered as an error frame.
 */
export async function handler(event: LiveEvent, context: Context) {
  const { connectionId, eventType, routeKey } = event.requestContext;
  logger.addContext(context);
  logger.appendKeys({ routeKey });
  try {
    if (eventType === 'CONNECT') {
      const userId = event.requestContext.authorizer?.userId;
      if (typeof userId !== 'string' || !userId) return { statusCode: 401 };
      await live.connect(connectionId, userId);
      return { statusCode: 200 };
    }
    if (eventType === 'DISCONNECT') {
      await live.disconnect(connectionId);
      return { statusCode: 200 };
    }
    return frame(await live.receive(connectionId, event.body));
  } catch (error) {
    logger.error('Unhandled error', { error });
    return eventType === 'MESSAGE'
      ? frame({ type: 'error', message: 'Erro inesperado. Tente novamente.' })
      : { statusCode: 500 };
  }
}
