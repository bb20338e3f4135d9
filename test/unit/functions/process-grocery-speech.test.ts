import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Context } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import type { HttpEvent } from '../../../lambdas/http/http-handler';

// The cost guards' counters and the subscription read answer "admitted, not Premium".
mockClient(DynamoDBDocumentClient).onAnyCommand().resolves({});
Object.assign(process.env, {
  TABLE_NAME: 'test-table',
  USER_POOL_ISSUER: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_test',
  USER_POOL_CLIENT_ID: 'test-client',
});
let handler: typeof import('../../../lambdas/functions/process-grocery-speech').handler;
beforeAll(async () => {
  ({ handler } = await import('../../../lambdas/functions/process-grocery-speech'));
});

const routeKey = 'POST /functions/process-grocery-speech';
const deviceId = `device_${Date.now()}_${'a'.repeat(32)}`;
async function call(body: unknown) {
  const event = {
    routeKey,
    headers: { 'x-device-id': deviceId },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    requestContext: { routeKey },
  } as unknown as HttpEvent;
  const result = await handler(event, {} as Context);
  return { status: result.statusCode, body: JSON.parse(result.body as string) };
}

describe('process-grocery-speech with the offline engine', () => {
  it("keeps the spec's answer and adds quantities and every removal", async () => {
    const answer = await call({
      transcript: '2 kg de arroz feijão e tira o leite',
      currentItems: ['Leite integral', 'Banana'],
      action: 'smart_process',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      groceryItems: ['Arroz', 'Feijão'],
      itemToRemove: 'Leite integral',
      items: [
        { name: 'Arroz', quantity: 2, unit: 'kg' },
        { name: 'Feijão', quantity: 1, unit: null },
      ],
      itemsToRemove: ['Leite integral'],
    });
  });

  it('answers nothing to add or remove when there is no grocery intent', async () => {
    const answer = await call({ transcript: 'bom dia', currentItems: [] });
    expect(answer.body).toMatchObject({ groceryItems: [], itemToRemove: null });
  });

  it('refuses an empty transcript with the spec message', async () => {
    expect(await call({ transcript: '   ', currentItems: [] })).toEqual({
      status: 400,
      body: { code: 'VALIDATION', message: 'Nenhuma fala detectada' },
    });
    expect((await call({ transcript: 'arroz', currentItems: 'Leite' })).status).toBe(400);
  });
});
