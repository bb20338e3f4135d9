import fc from 'fast-check';
import { connectionKeys } from '../../lambdas/adapters/dynamodb/keys/connection-keys';
import { liveMessages } from '../../lambdas/domain/live/live-messages';
import { listNotFoundMessage } from '../../lambdas/domain/lists/lists-service';
import { openLive } from '../support/live-client';
import { localTable } from '../support/local-table';
import { callApi, readWebConfig, signUpAndIn, type TestUser } from '../support/local-users';

const url = process.env.LOCAL_URL!;
const numRuns = 25;
const refusals: string[] = [...Object.values(liveMessages), listNotFoundMessage];

/** Whatever a client sends on the WebSocket, it gets one pt-BR error frame, the connection stays, nothing changes. */
describe('live frames, property-based', () => {
  let liveUrl: string;
  let ana: TestUser;
  let listId: string;

  beforeAll(async () => {
    const config = await readWebConfig(url);
    liveUrl = config.liveUrl;
    ana = await signUpAndIn(config, 'Ana');
    const created = await callApi(`${url}/api`, 'POST', '/lists', {
      token: ana.accessToken,
      body: { name: 'Casa', items: [{ name: 'Arroz' }] },
    });
    listId = created.body.list.id as string;
  });

  const frames = fc.oneof(
    fc.string({ maxLength: 300 }),
    fc.json({ maxDepth: 3 }),
    fc.record({ action: fc.constantFrom('watch', 'ping', '$connect', '$default', 'WATCH', ''), listId: fc.anything() }),
    fc.record({ action: fc.constant('watch'), listId: fc.oneof(fc.uuid(), fc.string()) }),
    fc.string({ minLength: 1100, maxLength: 5000 }),
    fc.uint8Array({ minLength: 1, maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
  );

  it('answers every malformed, oversized or unknown frame with a pt-BR error and changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(frames, async (frame) => {
        const client = await openLive(liveUrl, ana.accessToken);
        try {
          client.socket.send(typeof frame === 'string' || Buffer.isBuffer(frame) ? frame : JSON.stringify(frame));
          const answer = await client.next();
          expect(answer.type).toBe('error');
          expect(refusals).toContain(answer.message);
          client.send({ action: 'ping' });
          expect(await client.next()).toEqual({ type: 'pong' });
        } finally {
          await client.close();
        }
      }),
      {
        numRuns,
        examples: [['{"action":"watch","listId":"' + 'f'.repeat(36) + '"}'], ['\u0000'], ['{"action":null}']],
      },
    );
    // Ana's own list was never watched by any of these frames, and the gateway still serves.
    expect(await localTable().partition(connectionKeys.watchersPartition(listId))).toEqual([]);
    expect((await fetch(`${url}/config.json`)).status).toBe(200);
  });
});
