import { localTable } from '../support/local-table';
import { callApi, readWebConfig, signUpAndIn, type TestUser } from '../support/local-users';

const url = process.env.LOCAL_URL!;
const apiUrl = process.env.LOCAL_API_URL!;

describe('lists through the local gateway, cognito-local and DynamoDB Local', () => {
  let owner: TestUser;
  let stranger: TestUser;

  beforeAll(async () => {
    const config = await readWebConfig(url);
    [owner, stranger] = await Promise.all([signUpAndIn(config, 'Ana'), signUpAndIn(config, 'Bruno')]);
    // This file saves several lists; the free plan's one-list limit has its own tests.
    await localTable().makePremium(owner);
  });

  it('confirms a new account at sign-up, with no e-mail round trip', async () => {
    const config = await readWebConfig(url);
    const user = await signUpAndIn(config, 'Carla');
    expect(user.userConfirmed).toBe(true);
    expect(user.accessToken).toBeTruthy();
  });

  it('saves a list with its items and reads it back in order', async () => {
    const created = await callApi(apiUrl, 'POST', '/lists', {
      token: owner.accessToken,
      body: {
        name: '  Compras do mês ',
        items: [{ name: ' Arroz ', quantity: 2 }, { name: 'Feijão', price: 8.5 }, { name: 'Leite' }],
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.list).toMatchObject({ name: 'Compras do mês', itemCount: 3 });

    const read = await callApi(apiUrl, 'GET', `/lists/${created.body.list.id}`, { token: owner.accessToken });
    expect(read.status).toBe(200);
    expect(
      read.body.list.items.map((item: { name: string; quantity: number; price: number | null }) => [
        item.name,
        item.quantity,
        item.price,
      ]),
    ).toEqual([
      ['Arroz', 2, null],
      ['Feijão', 1, 8.5],
      ['Leite', 1, null],
    ]);

    const mine = await callApi(apiUrl, 'GET', '/lists', { token: owner.accessToken });
    expect(mine.body.lists.map((list: { id: string }) => list.id)).toContain(created.body.list.id);
  });

  it("answers 404 for another user's list and never shows it in their lists", async () => {
    const created = await callApi(apiUrl, 'POST', '/lists', {
      token: owner.accessToken,
      body: { name: 'Particular', items: [{ name: 'Café' }] },
    });
    const peek = await callApi(apiUrl, 'GET', `/lists/${created.body.list.id}`, { token: stranger.accessToken });
    expect(peek.status).toBe(404);
    expect(peek.body.message).toBe('Lista não encontrada ou você não tem permissão para visualizá-la');
    expect(JSON.stringify(peek.body)).not.toContain('Café');

    const theirs = await callApi(apiUrl, 'GET', '/lists', { token: stranger.accessToken });
    expect(theirs.body.lists).toEqual([]);
  });

  it('refuses calls without a valid token, as the JWT authorizer does', async () => {
    expect((await callApi(apiUrl, 'GET', '/lists')).status).toBe(401);
    const tampered = `${owner.accessToken.slice(0, -4)}AAAA`;
    expect((await callApi(apiUrl, 'GET', '/lists', { token: tampered })).status).toBe(401);
    expect((await callApi(apiUrl, 'GET', '/lists', { token: owner.idToken.replace(/\..*$/, '.e30.') })).status).toBe(
      401,
    );
  });

  it('rejects bad input with a pt-BR message and saves nothing', async () => {
    const before = await callApi(apiUrl, 'GET', '/lists', { token: owner.accessToken });
    const attempts = [
      '{"name": "x", "items": [',
      { name: '   ', items: [{ name: 'Arroz' }] },
      { name: 'Lista', items: [] },
      { name: 'Lista', items: [{ name: 'Arroz', quantity: 0 }] },
      { name: 'Lista', items: [{ name: 'Arroz' }], ownerId: 'someone-else' },
    ];
    for (const body of attempts) {
      const answer = await callApi(apiUrl, 'POST', '/lists', { token: owner.accessToken, body });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/[a-zà-ú]/i);
    }
    const after = await callApi(apiUrl, 'GET', '/lists', { token: owner.accessToken });
    expect(after.body.lists).toEqual(before.body.lists);
  });

  it('answers unknown routes 404 as API Gateway does', async () => {
    const unknown = await callApi(apiUrl, 'GET', '/nothing-here');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Not Found');
  });
});
