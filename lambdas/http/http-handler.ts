import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { $ZodType, util } from 'zod/v4/core';
import { readDeviceId } from './device-id';
import { DomainError, NotFoundError, UnauthorizedError, ValidationError } from '../domain/errors';
import { ptBRValidationError } from '../domain/validation-messages';
import { statusForCode } from './errors';
import { logger } from './logger';

export type HttpEvent = APIGatewayProxyEventV2 & {
  requestContext: APIGatewayProxyEventV2['requestContext'] & {
    authorizer?: { jwt?: { claims: Record<string, string | number | boolean> } };
  };
};
export type HttpResponse = APIGatewayProxyStructuredResultV2;

/**
 * A schema of `zod` or `zod/mini`: both have `safeParse`. Typed through zod's core, so the
 * handler imports no zod code of its own.
 */
type Schema<T> = $ZodType<T> & {
  safeParse(input: unknown, params?: { error?: typeof ptBRValidationError }): util.SafeParseResult<NoInfer<T>>;
};

/** Bodies larger than this are refused before parsing (a grocery list is a few KB). */
export const maxBodyBytes = 64 * 1024;

/** What an operation sees of a request: parsed, validated input and the caller. */
export interface HttpRequest {
  readonly event: HttpEvent;
  /** The Cognito user (`sub`) the authorizer accepted, if any. */
  readonly userId: string | undefined;
  /** The signed-in user's id; a 401 when the route has no authorizer claims. */
  user(): string;
  /** The `x-device-id` header, checked; a 400 "Identificador de dispositivo inválido." otherwise. */
  deviceId(): string;
  /** The body, checked against `schema`; a 400 with the schema's pt-BR message otherwise. */
  body<T>(schema: Schema<T>): T;
  /** The raw body as bytes (API Gateway base64-encodes binary bodies); empty when there is none. */
  bytes(): Buffer;
  /** A path parameter, checked against `schema`; a 404 otherwise, as for a missing row. */
  pathParam<T>(name: string, schema: Schema<T>, notFoundMessage: string): T;
}

export type Operation = (request: HttpRequest) => Promise<HttpResponse>;

export function json(statusCode: number, body: unknown): HttpResponse {
  return { statusCode, headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify(body) };
}

/**
 * The one middy chain every HTTP function uses: puts the Lambda context (request id,
 * function, cold start) and the route in every log line, dispatches on `routeKey`, builds
 * the request, and turns typed errors into statuses. Anything unexpected is logged and
 * answered 500 with a generic pt-BR message, never with internals.
 */
export function httpHandler(operations: Record<string, Operation>) {
  return middy<HttpEvent, HttpResponse>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .handler(async (event) => {
      logger.appendKeys({ routeKey: event.routeKey });
      const operation = operations[event.routeKey];
      try {
        if (!operation) throw new NotFoundError('Rota não encontrada.');
        return await operation(toRequest(event));
      } catch (error) {
        if (error instanceof DomainError)
          return json(statusForCode[error.code], { code: error.code, message: error.message });
        logger.error('Unhandled error', { error });
        return json(500, { code: 'INTERNAL', message: 'Erro inesperado. Tente novamente.' });
      }
    });
}

function toRequest(event: HttpEvent): HttpRequest {
  const sub = event.requestContext.authorizer?.jwt?.claims.sub;
  return {
    event,
    userId: typeof sub === 'string' ? sub : undefined,
    user: () => {
      if (typeof sub !== 'string' || !sub) throw new UnauthorizedError();
      return sub;
    },
    deviceId: () => readDeviceId(event.headers),
    body: (schema) => parseWith(schema, readJsonBody(event)),
    bytes: () => Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8'),
    pathParam: (name, schema, notFoundMessage) => {
      const parsed = schema.safeParse(event.pathParameters?.[name]);
      if (!parsed.success) throw new NotFoundError(notFoundMessage);
      return parsed.data;
    },
  };
}

function readJsonBody(event: HttpEvent): unknown {
  const raw = event.isBase64Encoded && event.body ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  if (!raw) throw new ValidationError('O corpo da requisição está vazio.');
  if (Buffer.byteLength(raw) > maxBodyBytes) throw new ValidationError('O corpo da requisição é grande demais.');
  try {
    return JSON.parse(raw);
  } catch {
    throw new ValidationError('O corpo da requisição não é um JSON válido.');
  }
}

export function parseWith<T>(schema: Schema<T>, input: unknown): T {
  const parsed = schema.safeParse(input, { error: ptBRValidationError });
  if (parsed.success) return parsed.data;
  throw new ValidationError(parsed.error.issues[0]?.message ?? 'Dados inválidos.');
}
