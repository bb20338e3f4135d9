import type { Context } from 'aws-lambda';
import { z } from 'zod';
import { NotFoundError } from '../../../lambdas/domain/errors';
import { httpHandler, json, type HttpEvent } from '../../../lambdas/http/http-handler';

function event(routeKey: string, body?: string, claims?: Record<string, string>): HttpEvent {
  return {
    version: '2.0',
    routeKey,
    rawPath: '/',
    rawQueryString: '',
    headers: {},
    body,
    isBase64Encoded: false,
    requestContext: {
      routeKey,
      http: { method: 'POST', path: '/' },
      ...(claims ? { authorizer: { jwt: { claims } } } : {}),
    },
  } as unknown as HttpEvent;
}

const schema = z.strictObject({ name: z.string().min(1, 'Informe o nome.') });
const handler = httpHandler({
  'POST /echo': async (request) => json(200, { name: request.body(schema).name, userId: request.userId }),
  'POST /missing': async () => {
    throw new NotFoundError('Lista não encontrada');
  },
  'POST /broken': async () => {
    throw new Error('connection reset by peer');
  },
});
const call = async (e: HttpEvent) => {
  const result = await handler(e, {} as Context);
  return { status: result.statusCode, body: JSON.parse(result.body as string) };
};

describe('the one middy chain', () => {
  it('hands the operation a validated body and the authorizer user', async () => {
    expect(await call(event('POST /echo', '{"name":"Ana"}', { sub: 'user-1' }))).toEqual({
      status: 200,
      body: { name: 'Ana', userId: 'user-1' },
    });
  });

  it('answers 400 with a pt-BR message for a body that is not JSON or not valid', async () => {
    expect(await call(event('POST /echo', '{"name":'))).toEqual({
      status: 400,
      body: { code: 'VALIDATION', message: 'O corpo da requisição não é um JSON válido.' },
    });
    expect(await call(event('POST /echo', '{"name":""}'))).toEqual({
      status: 400,
      body: { code: 'VALIDATION', message: 'Informe o nome.' },
    });
    expect((await call(event('POST /echo'))).status).toBe(400);
    expect((await call(event('POST /echo', JSON.stringify({ name: 'x'.repeat(70_000) })))).body.message).toBe(
      'O corpo da requisição é grande demais.',
    );
  });

  it('turns typed errors into their status', async () => {
    expect(await call(event('POST /missing'))).toEqual({
      status: 404,
      body: { code: 'NOT_FOUND', message: 'Lista não encontrada' },
    });
  });

  it('hides unexpected errors behind a generic 500', async () => {
    const answer = await call(event('POST /broken'));
    expect(answer.status).toBe(500);
    expect(answer.body.message).toBe('Erro inesperado. Tente novamente.');
    expect(JSON.stringify(answer.body)).not.toContain('connection reset');
  });
});

describe('the caller helpers of the chain', () => {
  const guarded = httpHandler({
    'GET /me': async (request) => json(200, { userId: request.user() }),
    'GET /device': async (request) => json(200, { deviceId: request.deviceId() }),
  });
  const run = async (e: HttpEvent) => {
    const result = await guarded(e, {} as Context);
    return { status: result.statusCode, body: JSON.parse(result.body as string) };
  };
  const withHeaders = (routeKey: string, headers: Record<string, string>) =>
    ({ ...event(routeKey), headers }) as HttpEvent;

  it('answers 401 when a user route has no authorizer claims', async () => {
    expect((await run(event('GET /me'))).status).toBe(401);
    expect(await run(event('GET /me', undefined, { sub: 'u1' }))).toEqual({ status: 200, body: { userId: 'u1' } });
  });

  it.each([
    '',
    'device_123_abc',
    `device_1700000000000_${'F'.repeat(32)}`,
    `device_1700000000000_${'a'.repeat(31)}`,
    `xdevice_1700000000000_${'a'.repeat(32)}`,
  ])('refuses the device id %j with a 400', async (deviceId) => {
    expect(await run(withHeaders('GET /device', { 'x-device-id': deviceId }))).toEqual({
      status: 400,
      body: { code: 'VALIDATION', message: 'Identificador de dispositivo inválido.' },
    });
  });

  it('reads a well-formed device id', async () => {
    const deviceId = `device_1700000000000_${'0123456789abcdef'.repeat(2)}`;
    expect(await run(withHeaders('GET /device', { 'x-device-id': deviceId }))).toEqual({
      status: 200,
      body: { deviceId },
    });
    expect((await run(event('GET /device'))).status).toBe(400);
  });
});

describe('validation messages', () => {
  const nested = z.strictObject({ currentItems: z.array(z.string()), count: z.number().int() });
  const strict = httpHandler({ 'POST /nested': async (request) => json(200, request.body(nested)) });
  const send = async (body: unknown) => {
    const result = await strict(event('POST /nested', JSON.stringify(body)), {} as Context);
    return JSON.parse(result.body as string) as { code: string; message: string };
  };

  it.each([
    [{ currentItems: [123], count: 1 }],
    [{ currentItems: 'leite', count: 1 }],
    [{ currentItems: [], count: 1.5 }],
    [{ currentItems: [], count: 1, extra: true }],
    [[]],
  ])('are pt-BR even where the schema names none: %j', async (body) => {
    const answer = await send(body);
    expect(answer.code).toBe('VALIDATION');
    expect(answer.message).not.toMatch(/invalid|expected|received|unrecognized/i);
    expect(answer.message).toMatch(/inválid|esperava/i);
  });
});
