import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { liveApi, selectLiveRoute } from '../lib/live-routes';
import type { LambdaInvoker } from './lambda-invoker';

/** Where the WebSocket API and its @connections endpoint hang off the one local URL. */
export const livePrefix = '/live';

export interface LiveGatewayOptions {
  invoker: LambdaInvoker;
  /** API Gateway's limits by default; tests shorten them (LIVE_IDLE_TIMEOUT_SECONDS, LIVE_MAX_CONNECTION_SECONDS). */
  idleTimeoutSeconds?: number;
  maxConnectionSeconds?: number;
  log?: (line: string) => void;
}

interface Connection {
  socket: WebSocket;
  connectedAt: number;
  sourceIp: string;
  userAgent: string;
  authorizer: Record<string, unknown>;
  idle: NodeJS.Timeout;
  lifetime: NodeJS.Timeout;
  /** Messages being handled; past `maxInFlight` a frame is refused (a flood). */
  inFlight: number;
  lastActiveAt: number;
}

/** Frames one connection may have in the handler at once before more are refused. */
const maxInFlight = 8;
const floodFrame = JSON.stringify({
  type: 'error',
  message: 'Muitas mensagens em pouco tempo. Aguarde alguns segundos.',
});

/**
 * The local stand-in for an API Gateway WebSocket API (lib/live-routes.ts): $connect runs the
 * REQUEST authorizer and then the route's function, each frame goes to the route its `action`
 * selects and the function's answer is sent back, $disconnect follows a close; the
 * @connections endpoint (POST a frame, GET its info, DELETE it) answers 410 for a gone
 * connection, as API Gateway does. The same handlers and the same SDK client run unchanged.
 * It closes a connection idle for 10 minutes or open for 2 hours, as API Gateway does.
 */
export function createLiveGateway(options: LiveGatewayOptions) {
  const idleMs = (options.idleTimeoutSeconds ?? liveApi.idleTimeoutSeconds) * 1000;
  const lifetimeMs = (options.maxConnectionSeconds ?? liveApi.maxConnectionSeconds) * 1000;
  const server = new WebSocketServer({ noServer: true, maxPayload: liveApi.maxMessageBytes });
  const connections = new Map<string, Connection>();

  function baseContext(connectionId: string, connection: Pick<Connection, 'connectedAt' | 'sourceIp' | 'userAgent'>) {
    const now = new Date();
    return {
      messageDirection: 'IN' as const,
      extendedRequestId: randomUUID(),
      requestTime: now.toUTCString(),
      requestTimeEpoch: now.getTime(),
      requestId: randomUUID(),
      stage: 'local',
      connectedAt: connection.connectedAt,
      identity: { sourceIp: connection.sourceIp, userAgent: connection.userAgent },
      domainName: 'localhost',
      connectionId,
      apiId: 'local',
    };
  }

  async function authorize(request: IncomingMessage, url: URL): Promise<Record<string, unknown> | undefined> {
    const event = {
      type: 'REQUEST',
      methodArn: 'arn:aws:execute-api:local:000000000000:local/local/$connect',
      headers: flatHeaders(request),
      queryStringParameters: Object.fromEntries(url.searchParams),
      requestContext: { routeKey: '$connect', eventType: 'CONNECT' },
    };
    try {
      const result = (await options.invoker.invoke(liveApi.authorizerFunctionName, event)) as {
        principalId?: string;
        policyDocument?: { Statement?: { Effect?: string }[] };
        context?: Record<string, unknown>;
      };
      const allowed = result.policyDocument?.Statement?.every((statement) => statement.Effect === 'Allow');
      return allowed && result.principalId ? { principalId: result.principalId, ...result.context } : undefined;
    } catch {
      return undefined;
    }
  }

  function refuse(socket: Duplex, status: number, text: string): void {
    socket.end(`HTTP/1.1 ${status} ${text}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
  }

  function close(connectionId: string, code: number, reason: string): void {
    connections.get(connectionId)?.socket.close(code, reason);
  }

  /** A client frame keeps the connection from the idle close. */
  function touch(connection: Connection): void {
    connection.lastActiveAt = Date.now();
    connection.idle.refresh();
  }

  async function onMessage(connectionId: string, connection: Connection, data: RawData): Promise<void> {
    touch(connection);
    if (connection.inFlight >= maxInFlight) return connection.socket.send(floodFrame);
    connection.inFlight++;
    try {
      const body = Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.concat(data as Buffer[]).toString('utf8');
      const routeKey = selectLiveRoute(body);
      const result = (await options.invoker.invoke(liveApi.functionName, {
        requestContext: {
          ...baseContext(connectionId, connection),
          routeKey,
          eventType: 'MESSAGE',
          messageId: randomUUID(),
          authorizer: connection.authorizer,
        },
        body,
        isBase64Encoded: false,
      })) as { body?: string } | undefined;
      if (result?.body && connection.socket.readyState === connection.socket.OPEN) connection.socket.send(result.body);
    } catch (error) {
      options.log?.(`live message failed: ${(error as Error).stack ?? String(error)}`);
    } finally {
      connection.inFlight--;
    }
  }

  async function onClose(connectionId: string, connection: Connection): Promise<void> {
    clearTimeout(connection.idle);
    clearTimeout(connection.lifetime);
    connections.delete(connectionId);
    await options.invoker
      .invoke(liveApi.functionName, {
        requestContext: {
          ...baseContext(connectionId, connection),
          routeKey: '$disconnect',
          eventType: 'DISCONNECT',
          authorizer: connection.authorizer,
        },
        isBase64Encoded: false,
      })
      .catch((error: Error) => options.log?.(`live $disconnect failed: ${error.message}`));
  }

  return {
    /** The HTTP upgrade of `${livePrefix}?token=…`: authorise, run $connect, then accept. */
    async handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
      socket.on('error', () => socket.destroy());
      const url = new URL(request.url ?? '/', 'http://localhost');
      if (url.pathname !== livePrefix) return refuse(socket, 404, 'Not Found');
      const authorizer = await authorize(request, url);
      if (!authorizer) return refuse(socket, 401, 'Unauthorized');

      const connectionId = randomBytes(12).toString('base64').replace(/[+/]/g, 'A');
      const details = {
        connectedAt: Date.now(),
        sourceIp: request.socket.remoteAddress ?? '127.0.0.1',
        userAgent: request.headers['user-agent'] ?? '',
      };
      const connected = (await options.invoker
        .invoke(liveApi.functionName, {
          requestContext: {
            ...baseContext(connectionId, details),
            routeKey: '$connect',
            eventType: 'CONNECT',
            authorizer,
          },
          headers: flatHeaders(request),
          queryStringParameters: Object.fromEntries(url.searchParams),
          isBase64Encoded: false,
        })
        .catch(() => ({ statusCode: 500 }))) as { statusCode?: number } | undefined;
      const status = connected?.statusCode ?? 200;
      if (status >= 300)
        return refuse(socket, status === 401 ? 401 : 403, status === 401 ? 'Unauthorized' : 'Forbidden');

      server.handleUpgrade(request, socket, head, (ws) => {
        const connection: Connection = {
          ...details,
          socket: ws,
          authorizer,
          inFlight: 0,
          lastActiveAt: Date.now(),
          idle: setTimeout(() => close(connectionId, 1001, 'Going away'), idleMs),
          lifetime: setTimeout(() => close(connectionId, 1001, 'Going away'), lifetimeMs),
        };
        connections.set(connectionId, connection);
        ws.on('message', (data) => void onMessage(connectionId, connection, data));
        ws.on('error', () => ws.terminate());
        ws.once('close', () => void onClose(connectionId, connection));
      });
    },

    /** `${livePrefix}/@connections/{id}`: what ApiGatewayManagementApiClient calls. */
    async handleManagement(request: IncomingMessage, response: ServerResponse, connectionId: string): Promise<void> {
      const connection = connections.get(connectionId);
      // The SDK reads the error's type from x-amzn-errortype, as API Gateway sends it.
      const errorTypes: Record<number, string> = { 403: 'ForbiddenException', 410: 'GoneException' };
      const reply = (status: number, body?: unknown): void => {
        const errorType = errorTypes[status];
        response
          .writeHead(status, {
            'content-type': 'application/json',
            ...(errorType ? { 'x-amzn-errortype': errorType } : {}),
          })
          .end(body === undefined ? '' : JSON.stringify(body));
      };
      if (!isLoopback(request.socket.remoteAddress) || !request.headers.authorization?.startsWith('AWS4-HMAC-SHA256 '))
        return reply(403, { message: 'Forbidden' });
      if (!connection || connection.socket.readyState !== connection.socket.OPEN)
        return reply(410, { message: 'Gone' });
      if (request.method === 'POST') {
        const chunks: Buffer[] = [];
        for await (const chunk of request) chunks.push(chunk as Buffer);
        connection.socket.send(Buffer.concat(chunks).toString('utf8'));
        return reply(200);
      }
      if (request.method === 'DELETE') {
        connection.socket.close(1000, 'Closed by the server');
        return reply(204);
      }
      if (request.method === 'GET')
        return reply(200, {
          ConnectedAt: new Date(connection.connectedAt).toISOString(),
          Identity: { SourceIp: connection.sourceIp, UserAgent: connection.userAgent },
          LastActiveAt: new Date(connection.lastActiveAt).toISOString(),
        });
      return reply(405, { message: 'Method Not Allowed' });
    },

    /** How many connections are open (the bench reads it). */
    get size(): number {
      return connections.size;
    },

    close(): void {
      for (const connectionId of connections.keys()) close(connectionId, 1001, 'Going away');
      server.close();
    },
  };
}

export type LiveGateway = ReturnType<typeof createLiveGateway>;

function flatHeaders(request: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers))
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(',') : value;
  return headers;
}

function isLoopback(address: string | undefined): boolean {
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}
