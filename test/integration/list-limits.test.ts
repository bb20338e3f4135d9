import { localTable } from '../support/local-table';
import { callApi, readWebConfig, signUpAndIn, type TestUser } from '../support/local-users';

const url = process.env.LOCAL_URL!;
const apiUrl = process.env.LOCAL_API_URL!;
const table = localTable();
const limitMessage =
  'Você atingiu o limite de 1 lista salva do plano gratuito. Seja Premium para salvar listas ilimitadas.';

describe('the free plan keeps 1 saved list (spec §6, §9), enforced atomically', () => {
  const call = (user: TestUser, method: string, path: string, body?: unknown) =>
    callApi(apiUrl, method, path, { token: user.accessToken, body });
  const save = (user: TestUser, name: string) => call(user, 'POST', '/lists', { name, items: [{ name: 'Arroz' }] });
  const newUser = async (name: string) => signUpAndIn(await readWebConfig(url), name);
  const activeIds = async (user: TestUser) =>
    ((await call(user, 'GET', '/lists')).body.lists as { id: string }[]).map((list) => list.id);

  it('refuses a second active list with 403 LIMIT_REACHED, and allows one again after a delete', async () => {
    const user = await newUser('Dora');
    const first = await save(user, 'Primeira');
    expect(first.status).toBe(201);
    const second = await save(user, 'Segunda');
    expect(second).toEqual({ status: 403, body: { code: 'LIMIT_REACHED', message: limitMessage } });
    expect(await activeIds(user)).toEqual([first.body.list.id]);

    expect((await call(user, 'DELETE', `/lists/${first.body.list.id}`)).status).toBe(204);
    const third = await save(user, 'Terceira');
    expect(third.status).toBe(201);
    // Restoring the first one would make two active lists.
    expect(await call(user, 'POST', `/lists/${first.body.list.id}/restore`)).toEqual({
      status: 403,
      body: { code: 'LIMIT_REACHED', message: limitMessage },
    });
    expect(await call(user, 'POST', '/lists/bulk/restore', { listIds: [first.body.list.id] })).toMatchObject({
      status: 403,
    });
    expect((await call(user, 'GET', '/trash/lists')).body.lists.map((l: { id: string }) => l.id)).toEqual([
      first.body.list.id,
    ]);
    expect(await table.activeLists(user)).toBe(1);
  });

  it('refuses a bulk restore that would exceed the limit as a whole', async () => {
    const user = await newUser('Edu');
    const a = (await save(user, 'A')).body.list.id;
    await call(user, 'DELETE', `/lists/${a}`);
    const b = (await save(user, 'B')).body.list.id;
    await call(user, 'DELETE', `/lists/${b}`);
    expect((await call(user, 'POST', '/lists/bulk/restore', { listIds: [a, b] })).status).toBe(403);
    expect(await activeIds(user)).toEqual([]);
    expect((await call(user, 'POST', '/lists/bulk/restore', { listIds: [b] })).body.lists).toEqual([b]);
    expect(await activeIds(user)).toEqual([b]);
  });

  it('lets Premium save many lists, and applies the limit again when the subscription ends', async () => {
    const user = await newUser('Fabi');
    await table.makePremium(user);
    for (const name of ['P1', 'P2', 'P3']) expect((await save(user, name)).status).toBe(201);
    await table.endPremium(user);
    expect((await save(user, 'P4')).status).toBe(403);
    await table.makePremium(user, new Date(Date.now() - 86_400_000));
    expect((await save(user, 'P5')).status).toBe(403);
    expect(await table.activeLists(user)).toBe(3);
  });

  it('leaves exactly one list when a free user saves 5 at once', async () => {
    const user = await newUser('Gil');
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => save(user, `Corrida ${i}`)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.every((status) => status === 201 || status === 403 || status === 409)).toBe(true);
    expect(await activeIds(user)).toHaveLength(1);
    expect(await table.activeLists(user)).toBe(1);
  });

  it('leaves exactly one active list when a free user restores 5 lists at once', async () => {
    const user = await newUser('Hugo');
    await table.makePremium(user);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await save(user, `Lixo ${i}`)).body.list.id);
    expect((await call(user, 'POST', '/lists/bulk/delete', { listIds: ids })).body.lists).toHaveLength(5);
    await table.endPremium(user);
    const answers = await Promise.all(ids.map((id) => call(user, 'POST', `/lists/${id}/restore`)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(await activeIds(user)).toHaveLength(1);
    expect((await call(user, 'GET', '/trash/lists')).body.lists).toHaveLength(4);
    expect(await table.activeLists(user)).toBe(1);
  });
});
