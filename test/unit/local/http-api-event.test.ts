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

  it('passes a JSON body as text and a binary one (audio) base64-encoded, as HTTP APIs do', () => {
    const withBody = (contentType: string, body: Buffer) =>
      buildHttpApiEvent(
        {
          method: 'POST',
          path: '/x',
          rawQueryString: '',
          headers: { 'content-type': contentType },
          body,
          sourceIp: '127.0.0.1',
        },
        { ...route, method: 'POST' },
        {},
        undefined,
      );
    const json = withBody('application/json; charset=utf-8', Buffer.from('{"a":"ç"}'));
    expect(json).toMatchObject({ body: '{"a":"ç"}', isBase64Encoded: false });
    const audio = Buffer.from([0x52, 0x49, 0x46, 0x46, 0xff, 0x00, 0x80]);
    const clip = withBody('audio/wav', audio);
    expect(clip.isBase64Encoded).toBe(true);
    expect(Buffer.from(clip.body!, 'base64')).toEqual(audio);
  });
});
