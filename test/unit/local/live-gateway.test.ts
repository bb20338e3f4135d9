import http from 'node:http';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import type { LambdaInvoker } from '../../../local/lambda-invoker';
import { createLiveGateway, type LiveGateway } from '../../../local/live-gateway';

/** Records the events the gateway sends; the authorizer allows the token 'good' only. */
function fakeInvoker(events: { routeKey: string; eventType?: string }[]): LambdaInvoker {
  return {
    isFunction: (name: string): name is never => name === 'live-updates',
    invoke: async (name: string, event: unknown) => {
      const e = event as {
        queryStringParameters?: { token?: string };
        requestContext: { routeKey: string; eventType?: string };
      };
      if (name === 'live-authorizer') {
        if (e.queryStringParameters?.token !== 'good') throw new Error('Unauthorized');
        return {
          principalId: 'user-1',
          policyDocument: { Statement: [{ Effect: 'Allow' }] },
          context: { userId: 'user-1' },
        };
      }
      events.push(e.requestContext);
      return e.requestContext.eventType === 'MESSAGE'
        ? { statusCode: 200, body: '{"type":"pong"}' }
        : { statusCode: 200 };
    },
  } as unknown as LambdaInvoker;
}

describe('the local WebSocket gateway', () => {
  let server: http.Server;
  let live: LiveGateway;
  let url: string;
  const events: { routeKey: string; eventType?: string }[] = [];

  async function start(limits: { idleTimeoutSeconds?: number; maxConnectionSeconds?: number }) {
    live = createLiveGateway({ invoker: fakeInvoker(events), ...limits });
    server = http.createServer();
    server.on('upgrade', (request, socket, head: Buffer) => void live.handleUpgrade(request, socket, head));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/live`;
  }
  afterEach(async () => {
    live.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    events.length = 0;
  });

  const opened = (token: string) =>
    new Promise<WebSocket>((resolve, reject) => {
      const socket = new WebSocket(`${url}?token=${token}`);
      socket.once('open', () => resolve(socket));
      socket.once('unexpected-response', (_request, response) => reject(new Error(String(response.statusCode))));
    });
  const closed = (socket: WebSocket) => new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

  it('refuses the upgrade when the authorizer refuses, before any $connect', async () => {
    await start({});
    await expect(opened('bad')).rejects.toThrow('401');
    expect(events).toEqual([]);
  });

  it('closes a connection idle past the limit, and a frame keeps it open', async () => {
    await start({ idleTimeoutSeconds: 0.4 });
    const socket = await opened('good');
    const closing = closed(socket);
    for (let i = 0; i < 3; i++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      socket.send('{"action":"ping"}');
    }
    expect(socket.readyState).toBe(WebSocket.OPEN);
    expect(await closing).toBe(1001);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(events.map((event) => event.routeKey)).toEqual(['$connect', 'ping', 'ping', 'ping', '$disconnect']);
  });

  it('closes a connection at its lifetime however busy it is', async () => {
    await start({ maxConnectionSeconds: 0.5 });
    const socket = await opened('good');
    const closing = closed(socket);
    const busy = setInterval(() => socket.readyState === WebSocket.OPEN && socket.send('{"action":"ping"}'), 100);
    const started = Date.now();
    expect(await closing).toBe(1001);
    clearInterval(busy);
    expect(Date.now() - started).toBeLessThan(1500);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(live.size).toBe(0);
  });

  it('survives garbage and binary frames, routing them to $default', async () => {
    await start({});
    const socket = await opened('good');
    socket.send(Buffer.from([0xff, 0x00, 0xfe]));
    socket.send('{"action":"sing"}');
    socket.send('null');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(events.filter((event) => event.eventType === 'MESSAGE').map((event) => event.routeKey)).toEqual([
      '$default',
      '$default',
      '$default',
    ]);
    socket.close();
  });
});
