import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { connectionKeys } from '../../lambdas/adapters/dynamodb/keys/connection-keys';
import { liveMessages } from '../../lambdas/domain/live/live-messages';
import { listNotFoundMessage } from '../../lambdas/domain/lists/lists-service';
import { openLive, type LiveTestClient } from '../support/live-client';
import { localTable } from '../support/local-table';
import { callApi, readWebConfig, signUpAndIn, userIdOf, type TestUser } from '../support/local-users';

const url = process.env.LOCAL_URL!;
const apiUrl = process.env.LOCAL_API_URL!;

const as = (user: TestUser) => (method: string, path: string, body?: unknown) =>
  callApi(apiUrl, method, path, { token: user.accessToken, body });

/** Live lists on the local runtime (issue 24): the WebSocket API, its authorizer and the nudges after writes. */
describe('live lists through the local WebSocket API', () => {
  let liveUrl: string;
  let ana: TestUser;
  let bia: TestUser;
  let caio: TestUser;
  const open: LiveTestClient[] = [];
  const connect = async (user: TestUser) => {
    const client = await openLive(liveUrl, user.accessToken);
    open.push(client);
    return client;
  };

  beforeAll(async () => {
    const config = await readWebConfig(url);
    liveUrl = config.liveUrl;
    [ana, bia, caio] = await Promise.all([
      signUpAndIn(config, 'Ana'),
      signUpAndIn(config, 'Bia'),
      signUpAndIn(config, 'Caio'),
    ]);
    await localTable().makePremium(ana);
  });
  afterAll(async () => {
    await Promise.all(open.map((client) => client.close()));
  });

  /** Ana's list, shared with Bia. */
  async function sharedList(): Promise<string> {
    const created = await as(ana)('POST', '/lists', { name: 'Casa', items: [{ name: 'Arroz' }] });
    const listId = created.body.list.id as string;
    const invited = await as(ana)('POST', `/lists/${listId}/invitations`, { inviterName: 'Ana' });
    const accepted = await as(bia)('POST', `/invitations/${invited.body.invitation.token}/accept`, {
      memberName: 'Bia',
    });
    expect(accepted.status).toBe(200);
    return listId;
  }

  it('refuses a connection without a token, with a bad one, or with an ID token', async () => {
    await expect(openLive(liveUrl)).rejects.toMatchObject({ status: 401 });
    await expect(openLive(liveUrl, 'not-a-token')).rejects.toMatchObject({ status: 401 });
    await expect(openLive(liveUrl, ana.idToken)).rejects.toMatchObject({ status: 401 });
    const [header, payload] = ana.accessToken.split('.');
    await expect(openLive(liveUrl, `${header}.${payload}.forged`)).rejects.toMatchObject({ status: 401 });
  });

  it('lets a user watch only a list they may open, with its version', async () => {
    const listId = await sharedList();
    const bias = await connect(bia);
    bias.send({ action: 'watch', listId });
    const watching = await bias.next();
    expect(watching).toMatchObject({ type: 'watching', listId });
    expect(watching.version).toBeGreaterThan(0);

    const caios = await connect(caio);
    caios.send({ action: 'watch', listId });
    expect(await caios.next()).toEqual({ type: 'error', message: listNotFoundMessage });
    caios.send({ action: 'watch', listId: crypto.randomUUID() });
    expect(await caios.next()).toEqual({ type: 'error', message: listNotFoundMessage });
    // Caio's refused watch leaves him out of the list's nudges.
    await as(ana)('POST', `/lists/${listId}/items`, { items: [{ name: 'Leite' }] });
    await bias.next((frame) => frame.type === 'nudge');
    caios.send({ action: 'ping' });
    expect(await caios.next()).toEqual({ type: 'pong' });
    expect(caios.frames.filter((frame) => frame.type === 'nudge')).toEqual([]);
  });

  it("nudges every watcher with the list's new version after another client's write", async () => {
    const listId = await sharedList();
    const [anas, bias] = [await connect(ana), await connect(bia)];
    anas.send({ action: 'watch', listId });
    bias.send({ action: 'watch', listId });
    const { version } = await bias.next((frame) => frame.type === 'watching');
    await anas.next((frame) => frame.type === 'watching');

    const added = await as(ana)('POST', `/lists/${listId}/items`, { items: [{ name: 'Café' }] });
    const nudge = await bias.next((frame) => frame.type === 'nudge');
    expect(nudge).toEqual({ type: 'nudge', listId, version: version! + 1 });
    await anas.next((frame) => frame.type === 'nudge');

    // A check by Bia and a rename by Ana: each one nudges both.
    const itemId = added.body.items[0].id as string;
    await as(bia)('PATCH', `/lists/${listId}/items/${itemId}`, { isPurchased: true });
    expect(await anas.next((frame) => frame.type === 'nudge')).toEqual({
      type: 'nudge',
      listId,
      version: version! + 2,
    });
    await as(ana)('PATCH', `/lists/${listId}`, { name: 'Casa da praia' });
    expect(await bias.next((frame) => frame.type === 'nudge' && frame.version === version! + 3)).toBeTruthy();
    const current = await as(bia)('GET', `/lists/${listId}`);
    expect(current.body.list.version).toBe(version! + 3);
  });

  it("stops a removed member's sockets at once", async () => {
    const listId = await sharedList();
    const [anas, bias] = [await connect(ana), await connect(bia)];
    anas.send({ action: 'watch', listId });
    bias.send({ action: 'watch', listId });
    await anas.next((frame) => frame.type === 'watching');
    await bias.next((frame) => frame.type === 'watching');

    expect((await as(ana)('DELETE', `/lists/${listId}/members/${userIdOf(bia)}`)).status).toBe(204);
    await anas.next((frame) => frame.type === 'nudge');
    await as(ana)('POST', `/lists/${listId}/items`, { items: [{ name: 'Pão' }] });
    await anas.next((frame) => frame.type === 'nudge');
    bias.send({ action: 'ping' });
    await bias.next((frame) => frame.type === 'pong');
    expect(bias.frames.filter((frame) => frame.type === 'nudge')).toEqual([]);
    // Nor can she watch it again.
    bias.send({ action: 'watch', listId });
    expect(await bias.next((frame) => frame.type === 'error')).toEqual({ type: 'error', message: listNotFoundMessage });
  });

  it('forgets a connection that is gone (410) and one that closed', async () => {
    const listId = await sharedList();
    const table = localTable();
    const goneId = 'R29uZUNvbm5lY3Rpb24=';
    await table.client.send(
      new PutCommand({
        TableName: table.tableName,
        Item: {
          ...connectionKeys.connection(goneId),
          type: 'Connection',
          userId: userIdOf(ana),
          connectedAt: new Date().toISOString(),
          listId,
        },
      }),
    );
    await table.client.send(
      new PutCommand({
        TableName: table.tableName,
        Item: { ...connectionKeys.watcher(listId, goneId), type: 'Watcher', userId: userIdOf(ana) },
      }),
    );
    const closing = await connect(bia);
    closing.send({ action: 'watch', listId });
    await closing.next((frame) => frame.type === 'watching');
    await closing.close();

    await as(ana)('POST', `/lists/${listId}/items`, { items: [{ name: 'Sal' }] });
    expect(await table.partition(connectionKeys.connection(goneId).pk)).toEqual([]);
    // The closed one's $disconnect may still be running.
    for (let i = 0; i < 20 && (await table.partition(connectionKeys.watchersPartition(listId))).length > 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await table.partition(connectionKeys.watchersPartition(listId))).toEqual([]);
  });

  it('answers bad frames with a pt-BR error, changes nothing, and throttles a flood', async () => {
    const listId = await sharedList();
    const anas = await connect(ana);
    const cases: [unknown, string][] = [
      ['{not json', liveMessages.notJson],
      [{ action: 'sing' }, liveMessages.unknown],
      [{ listId }, liveMessages.unknown],
      [[1, 2], liveMessages.unknown],
      ['null', liveMessages.unknown],
      [{ action: 'watch', listId: 'LIST#x' }, liveMessages.invalid],
      [{ action: 'watch', listId, extra: 1 }, liveMessages.invalid],
      [{ action: 'watch', listId: 'a'.repeat(2000) }, liveMessages.tooLarge],
    ];
    for (const [frame, message] of cases) {
      anas.send(frame);
      expect(await anas.next()).toEqual({ type: 'error', message });
    }
    expect(await localTable().partition(connectionKeys.watchersPartition(listId))).toEqual([]);

    // Twenty-odd frames at once: some are refused, the connection stays up.
    for (let i = 0; i < 30; i++) anas.send({ action: 'ping' });
    await anas.next((frame) => frame.type === 'error' && frame.message === liveMessages.throttled);
    expect(anas.socket.readyState).toBe(anas.socket.OPEN);
  });
});
