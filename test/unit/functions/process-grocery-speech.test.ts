import type { Context } from 'aws-lambda';
import { handler } from '../../../lambdas/functions/process-grocery-speech';
import type { HttpEvent } from '../../../lambdas/http/http-handler';

const routeKey = 'POST /functions/process-grocery-speech';
async function call(body: unknown) {
  const event = {
    routeKey,
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
