import { buildHttpApiEvent } from '../../../local/http-api-event';

const route = { method: 'GET', path: '/lists/{listId}', functionName: 'lists', auth: 'user' } as const;

describe('the HTTP API v2 event the local gateway builds', () => {
  const event = buildHttpApiEvent(
    {
      method: 'GET',
      path: '/lists/abc',
      rawQueryString: 'type=items&tag=a&tag=b',
      headers: { 'X-Device-Id': 'device_1', host: 'localhost:5173', cookie: 'a=1; b=2' },
      body: Buffer.alloc(0),
      sourceIp: '127.0.0.1',
    },
    route,
    { listId: 'abc' },
    { sub: 'user-1', exp: 1_700_000_000, scope: ['openid', 'email'] },
  );

  it('carries the route key, path parameters and query as API Gateway sends them', () => {
    expect(event.routeKey).toBe('GET /lists/{listId}');
    expect(event.requestContext.routeKey).toBe('GET /lists/{listId}');
    expect(event.pathParameters).toEqual({ listId: 'abc' });
    expect(event.queryStringParameters).toEqual({ type: 'items', tag: 'a,b' });
    expect(event.cookies).toEqual(['a=1', 'b=2']);
    expect(event.body).toBeUndefined();
  });

  it('lower-cases header names', () => {
    expect(event.headers['x-device-id']).toBe('device_1');
  });

  it('passes the authorizer claims as strings, like the JWT authorizer', () => {
    expect(event.requestContext.authorizer?.jwt?.claims).toEqual({
      sub: 'user-1',
      exp: '1700000000',
      scope: '[openid email]',
    });
  });
});
