import { dynamoCategoryCache } from '../../lambdas/adapters/dynamodb/category-cache';
import { createTableClient } from '../../lambdas/adapters/dynamodb/document-client';
import { localCredentials, localRegion } from '../../local/dynamodb-local';
import { tableDefinition } from '../../lib/table-definition';
import { localTable } from '../support/local-table';
import { callApi, readWebConfig, signUpAndIn } from '../support/local-users';

const apiUrl = process.env.LOCAL_API_URL!;

describe('categorize-grocery-items through the local runtime', () => {
  it("groups a Premium user's items by supermarket category", async () => {
    const user = await signUpAndIn(await readWebConfig(process.env.LOCAL_URL!));
    await localTable().makePremium(user);
    const answer = await callApi(apiUrl, 'POST', '/functions/categorize-grocery-items', {
      token: user.accessToken,
      body: { items: ['Laranja', 'Suco de laranja', 'Ração para gato', 'Sabão em pó', 'Coisa que ninguém conhece'] },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.categorizedItems).toEqual({
      Hortifruti: ['Laranja'],
      Bebidas: ['Suco de laranja'],
      'Pet Shop': ['Ração para gato'],
      'Limpeza e Lavanderia': ['Sabão em pó'],
      'Diversos e Sazonal': ['Coisa que ninguém conhece'],
    });
  });

  it('refuses a free user with 403 and a pt-BR message, and lets them in once Premium, not after it ends', async () => {
    const user = await signUpAndIn(await readWebConfig(process.env.LOCAL_URL!));
    const categorize = () =>
      callApi(apiUrl, 'POST', '/functions/categorize-grocery-items', {
        token: user.accessToken,
        body: { items: ['Arroz'] },
      });
    expect(await categorize()).toEqual({
      status: 403,
      body: {
        code: 'FORBIDDEN',
        message: 'A organização por categorias é um recurso Premium. Seja Premium para usar.',
      },
    });
    await localTable().makePremium(user);
    expect((await categorize()).status).toBe(200);
    await localTable().makePremium(user, new Date(Date.now() - 1000));
    expect((await categorize()).status).toBe(403);
  });

  it('is for signed-in users only', async () => {
    expect(
      (await callApi(apiUrl, 'POST', '/functions/categorize-grocery-items', { body: { items: ['Arroz'] } })).status,
    ).toBe(401);
  });
});

describe('the category cache in DynamoDB Local', () => {
  beforeAll(() => {
    Object.assign(process.env, {
      AWS_REGION: localRegion,
      AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
    });
  });

  it('remembers model answers by normalised name across more keys than one batch holds', async () => {
    const cache = dynamoCategoryCache(
      createTableClient({ tableName: tableDefinition.localTableName, endpoint: process.env.LOCAL_DYNAMODB_ENDPOINT! }),
    );
    const entries = Array.from(
      { length: 130 },
      (_, i) =>
        [`kimchi ${i}`, i % 2 ? 'Mercearia' : 'Congelados e Refeições Prontas'] as [
          string,
          'Mercearia' | 'Congelados e Refeições Prontas',
        ],
    );
    await cache.putMany(entries);
    const found = await cache.getMany([...entries.map(([key]) => key), 'nunca visto']);
    expect(found.size).toBe(130);
    expect(found.get('kimchi 7')).toBe('Mercearia');
    expect(found.get('kimchi 8')).toBe('Congelados e Refeições Prontas');
    expect(found.has('nunca visto')).toBe(false);
  });
});
