import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { WebConfig } from '../lib/web-config';
import type { RouteDefinition } from '../lib/routes';
import { buildHttpApiEvent } from './http-api-event';
import type { LambdaInvoker } from './lambda-invoker';
import { createRouteMatcher } from './route-matcher';
import { precompressStatic, serveStatic } from './static-files';
import { bearerToken } from '../lambdas/http/access-token';
import type { TokenVerifier } from './token-verifier';
import { livePrefix, type LiveGateway } from './live-gateway';

/** Where the API hangs off the one local URL; config.json's apiUrl ends with it. */
export const apiPrefix = '/api';
/** Where the browser reaches cognito-local through the gateway (same origin, no CORS). */
export const cognitoPrefix = '/cognito';

/**
 * The Cognito operations the web app (Amplify: sign-up, sign-in with USER_PASSWORD_AUTH,
 * its attributes, token refresh, sign-out) and the tests call. Anything else, such as
 * cognito-local's unauthenticated ListUsers or Admin* calls, is refused.
 */
export const allowedCognitoOperations: ReadonlySet<string> = new Set([
  'SignUp',
  'InitiateAuth',
  'RespondToAuthChallenge',
  'GetUser',
  'GetTokensFromRefreshToken',
  'RevokeToken',
  'GlobalSignOut',
]);

/** The only function cognito-local invokes: its PreSignUp trigger. */
export const cognitoTriggerFunction = 'pre-sign-up';

export interface GatewayOptions {
  routes: readonly RouteDefinition[];
  invoker: LambdaInvoker;
  verifyToken: TokenVerifier;
  webConfig: WebConfig;
  cognitoEndpoint: string;
  /** The built web app (web/dist); pages are not served when absent. */
  staticDir?: string;
  /** The WebSocket API (issue 24): upgrades of /live and its @connections endpoint. */
  live?: LiveGateway;
  log?: (line: string) => void;
}

const jsonHeaders = { 'content-type': 'application/json; charset=utf-8' };

/**
 * The local stand-in for API Gateway + CloudFront on one port: the HTTP API's routes
 * (same table, same auth, same events, same handlers), Lambda's Invoke API for the
 * Cognito triggers, a proxy to cognito-local, /config.json and the web app.
 */
export function createGateway(options: GatewayOptions): http.Server {
  const matchRoute = createRouteMatcher(options.routes);
  if (options.staticDir) {
    const staticDir = options.staticDir;
    precompressStatic(staticDir).catch((error: Error) =>
      options.log?.(`precompressing ${staticDir}: ${error.message}`),
    );
  }

  async function handleApi(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const started = performance.now();
    const apiPath = url.pathname.slice(apiPrefix.length) || '/';
    const method = request.method ?? 'GET';
    const match = matchRoute(method, apiPath);
    if (match.kind === 'none') return send(response, 404, jsonHeaders, JSON.stringify({ message: 'Not Found' }));

    let claims: Record<string, unknown> | undefined;
    if (match.route.auth === 'user') {
      const token = bearerToken(request.headers.authorization);
      claims = token ? await options.verifyToken(token).catch(() => undefined) : undefined;
      if (!claims) return send(response, 401, jsonHeaders, JSON.stringify({ message: 'Unauthorized' }));
    }

    const event = buildHttpApiEvent(
      {
        method,
        path: apiPath,
        rawQueryString: url.search.slice(1),
        headers: request.headers,
        body: await readBody(request),
        sourceIp: request.socket.remoteAddress ?? '127.0.0.1',
      },
      match.route,
      match.pathParameters,
      claims,
    );
    const result = await options.invoker.invoke(match.route.functionName, event).catch((error: Error) => {
      options.log?.(`${match.route.functionName} failed: ${error.stack ?? error.message}`);
      return { statusCode: 500, body: JSON.stringify({ message: 'Internal Server Error' }) };
    });
    const { statusCode, headers, body } = toHttpResponse(result);
    send(response, statusCode, headers, body);
    options.log?.(`${method} ${url.pathname} ${statusCode} ${(performance.now() - started).toFixed(0)} ms`);
  }

  /**
   * Lambda's Invoke API, which cognito-local calls for its PreSignUp trigger and for nothing
   * else: any other function, or an event that is not a PreSignUp trigger, is refused, so
   * no one can run a handler with made-up claims.
   */
  async function handleInvoke(request: IncomingMessage, response: ServerResponse, name: string): Promise<void> {
    if (name !== cognitoTriggerFunction || !options.invoker.isFunction(name)) {
      return send(response, 404, jsonHeaders, JSON.stringify({ message: `Function not found: ${name}` }));
    }
    let event: { triggerSource?: unknown } | undefined;
    try {
      event = JSON.parse((await readBody(request)).toString('utf8')) as { triggerSource?: unknown };
    } catch {
      event = undefined;
    }
    if (typeof event?.triggerSource !== 'string' || !event.triggerSource.startsWith('PreSignUp_')) {
      return send(
        response,
        400,
        jsonHeaders,
        JSON.stringify({ message: 'Only PreSignUp trigger events are accepted' }),
      );
    }
    try {
      const result = await options.invoker.invoke(name, event);
      send(response, 200, jsonHeaders, JSON.stringify(result ?? null));
    } catch (error) {
      send(
        response,
        200,
        { ...jsonHeaders, 'x-amz-function-error': 'Unhandled' },
        JSON.stringify({ errorMessage: (error as Error).message }),
      );
    }
  }

  async function proxyToCognito(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const target = request.headers['x-amz-target'];
    const operation = /^AWSCognitoIdentityProviderService\.(\w+)$/.exec(typeof target === 'string' ? target : '')?.[1];
    if (request.method !== 'POST' || !operation || !allowedCognitoOperations.has(operation)) {
      return send(
        response,
        403,
        { 'content-type': 'application/x-amz-json-1.1' },
        JSON.stringify({ __type: 'AccessDeniedException', message: 'Operation not allowed on the local runtime' }),
      );
    }
    const upstream = await fetch(
      `${options.cognitoEndpoint}${url.pathname.slice(cognitoPrefix.length) || '/'}${url.search}`,
      {
        method: request.method,
        headers: pickHeaders(request, ['content-type', 'x-amz-target', 'x-amz-user-agent', 'authorization']),
        body: new Uint8Array(await readBody(request)),
      },
    );
    send(
      response,
      upstream.status,
      { 'content-type': upstream.headers.get('content-type') ?? 'application/json' },
      Buffer.from(await upstream.arrayBuffer()),
    );
  }

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const invoke = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/.exec(url.pathname);
    const managed = new RegExp(`^${livePrefix}/@connections/([^/]+)$`).exec(url.pathname);
    const work =
      managed && options.live
        ? options.live.handleManagement(request, response, decodeURIComponent(managed[1]!))
        : url.pathname === apiPrefix || url.pathname.startsWith(`${apiPrefix}/`)
          ? handleApi(request, response, url)
          : invoke && request.method === 'POST'
            ? handleInvoke(request, response, invoke[1]!)
            : url.pathname === cognitoPrefix || url.pathname.startsWith(`${cognitoPrefix}/`)
              ? proxyToCognito(request, response, url)
              : url.pathname === '/config.json'
                ? Promise.resolve(
                    send(
                      response,
                      200,
                      { ...jsonHeaders, 'cache-control': 'no-cache' },
                      JSON.stringify(options.webConfig),
                    ),
                  )
                : options.staticDir
                  ? serveStatic(options.staticDir, url.pathname, request.headers, response)
                  : Promise.resolve(send(response, 404, jsonHeaders, JSON.stringify({ message: 'Not Found' })));
    work.catch((error: Error) => {
      options.log?.(`gateway error: ${error.stack ?? error.message}`);
      if (!response.headersSent) send(response, 502, jsonHeaders, JSON.stringify({ message: 'Bad Gateway' }));
    });
  });
  server.on('upgrade', (request: IncomingMessage, socket, head: Buffer) => {
    if (!options.live) return socket.destroy();
    options.live.handleUpgrade(request, socket, head).catch((error: Error) => {
      options.log?.(`live upgrade error: ${error.stack ?? error.message}`);
      socket.destroy();
    });
  });
  return server;
}

function send(response: ServerResponse, status: number, headers: Record<string, string>, body: string | Buffer): void {
  response.writeHead(status, headers).end(body);
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function pickHeaders(request: IncomingMessage, names: string[]): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const name of names) {
    const value = request.headers[name];
    if (typeof value === 'string') picked[name] = value;
  }
  return picked;
}

/** API Gateway's payload 2.0 rules: a structured result is used as is, anything else is a 200 JSON body. */
function toHttpResponse(result: unknown): { statusCode: number; headers: Record<string, string>; body: string } {
  if (result && typeof result === 'object' && 'statusCode' in result) {
    const structured = result as {
      statusCode: number;
      headers?: Record<string, string>;
      body?: string;
      isBase64Encoded?: boolean;
    };
    const body =
      structured.isBase64Encoded && structured.body
        ? Buffer.from(structured.body, 'base64').toString('utf8')
        : (structured.body ?? '');
    return { statusCode: structured.statusCode, headers: { ...jsonHeaders, ...structured.headers }, body };
  }
  return { statusCode: 200, headers: jsonHeaders, body: JSON.stringify(result) };
}
