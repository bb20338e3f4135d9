import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { HttpEvent } from '../lambdas/http/http-handler';
import type { RouteDefinition } from '../lib/routes';
import { routeKeyOf } from '../lib/routes';

export interface IncomingApiRequest {
  method: string;
  /** The path as the API sees it (without the local `/api` prefix). */
  path: string;
  rawQueryString: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  sourceIp: string;
}

/**
 * Builds the API Gateway HTTP API (payload format 2.0) event the deployed API would send,
 * including the JWT authorizer's claims, which API Gateway passes as strings.
 */
export function buildHttpApiEvent(
  request: IncomingApiRequest,
  route: RouteDefinition,
  pathParameters: Record<string, string>,
  claims: Record<string, unknown> | undefined,
): HttpEvent {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined && name !== 'cookie')
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  const query = new URLSearchParams(request.rawQueryString);
  const queryStringParameters: Record<string, string> = {};
  for (const key of new Set(query.keys())) queryStringParameters[key] = query.getAll(key).join(',');
  const now = new Date();
  const routeKey = routeKeyOf(route);
  const binary = request.body.length > 0 && !isTextContentType(headers['content-type']);
  const body = request.body.length > 0 ? request.body.toString(binary ? 'base64' : 'utf8') : undefined;

  const event: APIGatewayProxyEventV2 = {
    version: '2.0',
    routeKey,
    rawPath: request.path,
    rawQueryString: request.rawQueryString,
    cookies: request.headers.cookie?.split(';').map((cookie) => cookie.trim()),
    headers,
    queryStringParameters: Object.keys(queryStringParameters).length > 0 ? queryStringParameters : undefined,
    pathParameters: Object.keys(pathParameters).length > 0 ? pathParameters : undefined,
    body,
    isBase64Encoded: binary,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'local',
      http: {
        method: request.method,
        path: request.path,
        protocol: 'HTTP/1.1',
        sourceIp: request.sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
  };
  if (!claims) return event;
  return {
    ...event,
    requestContext: {
      ...event.requestContext,
      authorizer: { jwt: { claims: stringifyClaims(claims) } },
    },
  };
}

/**
 * Whether API Gateway passes a body of this type as text; any other (audio, images) arrives
 * base64-encoded with isBase64Encoded, as HTTP APIs do for binary media.
 */
export function isTextContentType(contentType: string | undefined): boolean {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return (
    type === '' ||
    type.startsWith('text/') ||
    /^application\/([\w.-]+\+)?(json|xml)$/.test(type) ||
    type === 'application/javascript' ||
    type === 'application/x-www-form-urlencoded'
  );
}

function stringifyClaims(claims: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(claims).map(([name, value]) => [
      name,
      typeof value === 'string' ? value : Array.isArray(value) ? `[${value.join(' ')}]` : String(value),
    ]),
  );
}
