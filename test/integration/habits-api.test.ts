import { CATEGORY_NAMES } from '../../lambdas/domain/categories/categories';
import { localTable } from '../support/local-table';
import { callApi, readWebConfig, signUpAndIn, type TestUser } from '../support/local-users';

const url = process.env.LOCAL_URL!;
const apiUrl = process.env.LOCAL_API_URL!;

const as = (user: TestUser) => (method: string, path: string, body?: unknown) =>
  callApi(apiUrl, method, path, { token: user.accessToken, body });

describe('item history and category order (issue 29)', () => {
  let ana: TestUser;
  let bruno: TestUser;

  beforeAll(async () => {
    const config = await readWebConfig(url);
    [ana, bruno] = await Promise.all([signUpAndIn(config, 'Ana'), signUpAndIn(config, 'Bruno')]);
  });

  it('counts each product once per request, merges spellings, and answers the most frequent, then the most recent, first', async () => {
    const call = as(ana);
    expect((await call('GET', '/history')).body).toEqual({ entries: [] });
    expect((await call('POST', '/history', { names: ['Arroz', 'Feijão', 'feijao ', 'Leite'] })).body).toEqual({
      recorded: 3,
    });
    await call('POST', '/history', { names: ['Café'] });
    await call('POST', '/history', { names: ['Feijão Preto', 'Feijão'] });
    const { body } = await call('GET', '/history');
    expect(body.entries.map((entry: { name: string; timesAdded: number }) => [entry.name, entry.timesAdded])).toEqual([
      ['Feijão', 2],
      ['Feijão Preto', 1],
      ['Café', 1],
      // Added in the same request: in alphabetical order.
      ['Arroz', 1],
      ['Leite', 1],
    ]);
    // Another account's history is its own.
    expect((await as(bruno)('GET', '/history')).body).toEqual({ entries: [] });
  });

  it('refuses bad history bodies with a pt-BR message and records nothing', async () => {
    const call = as(bruno);
    const tooMany = { names: Array.from({ length: 101 }, (_, i) => `Item ${i}`) };
    for (const body of [
      {},
      { names: [] },
      { names: [''] },
      { names: ['a'.repeat(201)] },
      tooMany,
      { names: 'Arroz' },
    ]) {
      const answer = await call('POST', '/history', body);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/item|itens|nome|Informe/);
    }
    expect((await call('GET', '/history')).body).toEqual({ entries: [] });
  });

  it('keeps a category order for Premium only, checked on the server', async () => {
    const order = [...CATEGORY_NAMES].reverse();
    const free = await as(bruno)('PUT', '/category-order', { categories: order });
    expect(free.status).toBe(403);
    expect(free.body.message).toBe(
      'A ordem dos corredores é um recurso Premium. Seja Premium para organizar as categorias.',
    );
    expect((await as(bruno)('GET', '/category-order')).body).toEqual({ categories: null });

    await localTable().makePremium(ana);
    expect((await as(ana)('GET', '/category-order')).body).toEqual({ categories: null });
    expect((await as(ana)('PUT', '/category-order', { categories: order })).status).toBe(200);
    expect((await as(ana)('GET', '/category-order')).body).toEqual({ categories: order });

    for (const categories of [order.slice(1), [...order.slice(1), order[1]], [...order.slice(1), 'Padaria']]) {
      const answer = await as(ana)('PUT', '/category-order', { categories });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/categorias|Categoria/);
    }
    expect((await as(ana)('GET', '/category-order')).body).toEqual({ categories: order });
  });
});
