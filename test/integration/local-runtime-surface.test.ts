import { callApi, newDeviceId, readWebConfig, signUpAndIn, type TestUser } from '../support/local-users';

const url = process.env.LOCAL_URL!;
const apiUrl = process.env.LOCAL_API_URL!;

/** What the probe found on the local runtime's own surface, kept fixed. */
describe('the local runtime surface', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await signUpAndIn(await readWebConfig(url), 'Sonda');
  });

  it('accepts access tokens only on user routes, as the HTTP API with its scope does', async () => {
    expect((await callApi(apiUrl, 'GET', '/lists', { token: user.accessToken })).status).toBe(200);
    expect(await callApi(apiUrl, 'GET', '/lists', { token: user.idToken })).toEqual({
      status: 401,
      body: { message: 'Unauthorized' },
    });
  });

  it.each(['/lists/%E0%A4%A', '/lists/%', '/lists/%ZZ/items/%C3'])(
    'answers a malformed percent-escape (%s) with the 404 of an unknown id',
    async (path) => {
      const answer = await callApi(apiUrl, path.includes('/items/') ? 'PATCH' : 'GET', path, {
        token: user.accessToken,
        body: path.includes('/items/') ? { name: 'Leite' } : undefined,
      });
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ code: 'NOT_FOUND', message: expect.stringMatching(/não encontrad/) });
    },
  );

  it('answers a nested invalid speech body in pt-BR', async () => {
    const answer = await callApi(apiUrl, 'POST', '/functions/process-grocery-speech', {
      deviceId: newDeviceId(),
      body: { transcript: 'leite', currentItems: [123] },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/^Entrada inválida/);
  });

  it("serves Lambda's Invoke API for the PreSignUp trigger only", async () => {
    const invoke = (name: string, event: unknown) =>
      fetch(`${url}/2015-03-31/functions/${name}/invocations`, { method: 'POST', body: JSON.stringify(event) });
    const forged = {
      routeKey: 'GET /lists',
      requestContext: { authorizer: { jwt: { claims: { sub: 'someone-else' } } } },
    };
    expect((await invoke('lists', forged)).status).toBe(404);
    expect((await invoke('pre-sign-up', forged)).status).toBe(400);
  });

  it('proxies to cognito-local only the operations the web app uses', async () => {
    const config = await readWebConfig(url);
    const call = (operation: string, body: unknown) =>
      fetch(config.userPoolEndpoint!, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
        },
        body: JSON.stringify(body),
      });
    const listUsers = await call('ListUsers', { UserPoolId: config.userPoolId });
    expect(listUsers.status).toBe(403);
    expect(await listUsers.text()).not.toContain(user.email);
    expect((await call('AdminGetUser', { UserPoolId: config.userPoolId, Username: user.email })).status).toBe(403);
    expect((await fetch(`${config.userPoolEndpoint!}/${config.userPoolId}/.well-known/jwks.json`)).status).toBe(403);
  });
});
