import {
  ApiGatewayManagementApiClient,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { Context } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { createTableClient } from '../../../lambdas/adapters/dynamodb/document-client';
import { apiGatewayConnectionSender } from '../../../lambdas/adapters/live/connection-sender';
import { dynamoConnectionsRepository } from '../../../lambdas/adapters/dynamodb/connections-repository';
import { liveMessages } from '../../../lambdas/domain/live/live-messages';
import { listNudger, messagesPerWindow } from '../../../lambdas/domain/live/live-service';
import { listNotFoundMessage } from '../../../lambdas/domain/lists/lists-service';
import type { LiveEvent } from '../../../lambdas/functions/live-updates';

const dynamo = mockClient(DynamoDBDocumentClient);
const management = mockClient(ApiGatewayManagementApiClient);
Object.assign(process.env, { TABLE_NAME: 'test-table' });
let handler: typeof import('../../../lambdas/functions/live-updates').handler;
beforeAll(async () => {
  ({ handler } = await import('../../../lambdas/functions/live-updates'));
});
beforeEach(() => {
  dynamo.reset();
  management.reset();
});

const listId = '6f1c1c9e-1d7e-4d5f-9a53-3c1b0f1a2b3c';
const connectionId = 'abcDEF123=';
const conditionFailed = () => new ConditionalCheckFailedException({ message: 'refused', $metadata: {} });

function event(eventType: 'CONNECT' | 'MESSAGE' | 'DISCONNECT', body?: string, userId?: string): LiveEvent {
  const routeKey = eventType === 'CONNECT' ? '$connect' : eventType === 'DISCONNECT' ? '$disconnect' : '$default';
  return {
    requestContext: { connectionId, eventType, routeKey, ...(userId ? { authorizer: { userId } } : {}) },
    body,
    isBase64Encoded: false,
  } as unknown as LiveEvent;
}
const call = (e: LiveEvent) => handler(e, {} as Context) as Promise<{ statusCode: number; body?: string }>;
const frameOf = async (e: LiveEvent) => JSON.parse((await call(e)).body!) as unknown;

describe('the live-updates function', () => {
  it('stores the connection of the user the authorizer accepted, with a 2-hour TTL', async () => {
    dynamo.on(PutCommand).resolves({});
    expect((await call(event('CONNECT', undefined, 'user-1'))).statusCode).toBe(200);
    const item = dynamo.commandCalls(PutCommand)[0]!.args[0].input.Item!;
    expect(item).toMatchObject({ pk: `CONNECTION#${connectionId}`, userId: 'user-1' });
    expect(item.expiresAt - Date.now() / 1000).toBeGreaterThan(2 * 3600 - 5);
  });

  it('refuses $connect without the authorizer user, and writes nothing', async () => {
    expect((await call(event('CONNECT'))).statusCode).toBe(401);
    expect(dynamo.calls()).toHaveLength(0);
  });

  it('forgets the connection and its watcher row on $disconnect', async () => {
    dynamo.on(DeleteCommand).resolves({ Attributes: { listId } });
    await call(event('DISCONNECT'));
    expect(dynamo.commandCalls(DeleteCommand).map((c) => c.args[0].input.Key)).toEqual([
      { pk: `CONNECTION#${connectionId}`, sk: 'CONNECTION' },
      { pk: `WATCHERS#${listId}`, sk: `CONNECTION#${connectionId}` },
    ]);
  });

  it('answers bad frames with a pt-BR error frame and writes nothing but the throttle count', async () => {
    dynamo.on(UpdateCommand).resolves({});
    for (const [body, message] of [
      ['{', liveMessages.notJson],
      [undefined, liveMessages.notJson],
      ['{"action":"dance"}', liveMessages.unknown],
      ['{"action":"watch","listId":"x"}', liveMessages.invalid],
      [JSON.stringify({ action: 'ping', pad: 'x'.repeat(2000) }), liveMessages.tooLarge],
    ] as const)
      expect(await frameOf(event('MESSAGE', body))).toEqual({ type: 'error', message });
    expect(dynamo.calls().every((c) => c.args[0] instanceof UpdateCommand)).toBe(true);
  });

  it(`throttles past ${messagesPerWindow} messages in a window`, async () => {
    dynamo.on(UpdateCommand).rejects(conditionFailed());
    dynamo.on(GetCommand).resolves({ Item: { userId: 'user-1', connectedAt: new Date().toISOString() } });
    expect(await frameOf(event('MESSAGE', '{"action":"ping"}'))).toEqual({
      type: 'error',
      message: liveMessages.throttled,
    });
  });

  it('refuses to watch a list the user may not open, and watches one they may, answering its version', async () => {
    dynamo.on(UpdateCommand).resolves({});
    dynamo.on(GetCommand).resolves({ Item: { userId: 'member-1', connectedAt: new Date().toISOString() } });
    const listRow = {
      pk: `LIST#${listId}`,
      sk: 'LIST',
      type: 'List',
      id: listId,
      ownerId: 'owner-1',
      name: 'Casa',
      status: 'active',
      revision: 7,
      itemCount: 0,
      createdAt: 'x',
      updatedAt: 'x',
    };
    dynamo.on(QueryCommand).resolves({ Items: [listRow] });
    expect(await frameOf(event('MESSAGE', JSON.stringify({ action: 'watch', listId })))).toEqual({
      type: 'error',
      message: listNotFoundMessage,
    });
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);

    const memberRow = {
      pk: `LIST#${listId}`,
      sk: 'MEMBER#member-1',
      type: 'Member',
      listId,
      userId: 'member-1',
      name: 'Bia',
      joinedAt: 'x',
    };
    dynamo.on(QueryCommand).resolves({ Items: [listRow, memberRow] });
    dynamo.on(TransactWriteCommand).resolves({});
    expect(await frameOf(event('MESSAGE', JSON.stringify({ action: 'watch', listId })))).toEqual({
      type: 'watching',
      listId,
      version: 7,
    });
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });

  it('answers an error frame, never a throw, when storage fails', async () => {
    dynamo.on(UpdateCommand).rejects(new Error('DynamoDB is down'));
    expect(await frameOf(event('MESSAGE', '{"action":"ping"}'))).toEqual({
      type: 'error',
      message: 'Erro inesperado. Tente novamente.',
    });
  });
});

describe('nudges through the @connections API', () => {
  const stored = (members: string[]) => ({
    list: { ownerId: 'owner-1', revision: 9 } as never,
    items: [],
    members: members.map((id) => ({ id, name: id, joinedAt: 'x' })),
  });

  it('posts {listId, version} to watchers who may open the list, drops the rest, and forgets gone ones', async () => {
    const table = createTableClient();
    dynamo.on(QueryCommand).resolves({
      Items: [
        { sk: 'CONNECTION#owner-socket', userId: 'owner-1' },
        { sk: 'CONNECTION#member-socket', userId: 'member-1' },
        { sk: 'CONNECTION#removed-socket', userId: 'removed-1' },
        { sk: 'CONNECTION#gone-socket', userId: 'member-1' },
      ],
    });
    dynamo.on(DeleteCommand).resolves({});
    management.on(PostToConnectionCommand).resolves({});
    management
      .on(PostToConnectionCommand, { ConnectionId: 'gone-socket' })
      .rejects(new GoneException({ message: 'Gone', $metadata: {} }));
    const nudger = listNudger({
      connections: dynamoConnectionsRepository(table),
      lists: { getWithItems: async () => stored(['member-1']) },
      sender: apiGatewayConnectionSender('https://example.execute-api.sa-east-1.amazonaws.com/live'),
    });
    await nudger.nudge([listId, listId]);

    const posts = management.commandCalls(PostToConnectionCommand).map((c) => c.args[0].input);
    expect(posts.map((post) => post.ConnectionId).sort()).toEqual(['gone-socket', 'member-socket', 'owner-socket']);
    expect(JSON.parse(new TextDecoder().decode(posts[0]!.Data as Uint8Array))).toEqual({
      type: 'nudge',
      listId,
      version: 9,
    });
    const deleted = dynamo.commandCalls(DeleteCommand).map((c) => c.args[0].input.Key);
    expect(deleted).toEqual(
      expect.arrayContaining([
        { pk: `WATCHERS#${listId}`, sk: 'CONNECTION#removed-socket' },
        { pk: 'CONNECTION#gone-socket', sk: 'CONNECTION' },
      ]),
    );
  });

  it('reads nothing more when nobody watches the list', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [] });
    const read = jest.fn();
    const table = createTableClient();
    await listNudger({
      connections: dynamoConnectionsRepository(table),
      lists: { getWithItems: read },
      sender: apiGatewayConnectionSender('https://example.execute-api.sa-east-1.amazonaws.com/live'),
    }).nudge([listId]);
    expect(read).not.toHaveBeenCalled();
    expect(management.calls()).toHaveLength(0);
  });
});
