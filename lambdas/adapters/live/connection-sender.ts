import {
  ApiGatewayManagementApiClient,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import type { ConnectionSender } from '../../domain/live/live-service';

/**
 * Frames to WebSocket clients through API Gateway's @connections API (the WebSocket stage's
 * callback URL; the local gateway serves the same endpoint). A 410 means the client is gone.
 */
export function apiGatewayConnectionSender(endpoint: string): ConnectionSender {
  const client = new ApiGatewayManagementApiClient({ endpoint });
  return {
    async send(connectionId, frame) {
      try {
        await client.send(
          new PostToConnectionCommand({
            ConnectionId: connectionId,
            Data: new TextEncoder().encode(JSON.stringify(frame)),
          }),
        );
        return 'sent';
      } catch (error) {
        if (error instanceof GoneException) return 'gone';
        throw error;
      }
    },
  };
}
