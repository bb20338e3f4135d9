import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readParameter } from '../../../lambdas/adapters/stripe/stripe-config';

/** The Parameters and Secrets extension's HTTP API on a local port: two parameters, a token it checks. */
const parameters: Record<string, string> = {
  '/lista/stripe/secret-key': 'sk_test_x',
  '/lista/stripe/webhook-secret': 'whsec_x',
};
const requests: { url: string; headers: IncomingHttpHeaders }[] = [];
const extension = createServer((request, response) => {
  requests.push({ url: request.url ?? '', headers: request.headers });
  const url = new URL(request.url ?? '', 'http://localhost');
  const value = parameters[url.searchParams.get('name') ?? ''];
  if (request.headers['x-aws-parameters-secrets-token'] !== 'session-token') response.writeHead(401).end();
  else if (url.pathname !== '/systemsmanager/parameters/get' || value === undefined) response.writeHead(400).end();
  else
    response
      .writeHead(200)
      .end(JSON.stringify({ Parameter: { Name: url.searchParams.get('name'), Type: 'SecureString', Value: value } }));
});
let env: NodeJS.ProcessEnv;
beforeAll(async () => {
  await new Promise<void>((resolve) => extension.listen(0, '127.0.0.1', resolve));
  env = {
    PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: String((extension.address() as AddressInfo).port),
    AWS_SESSION_TOKEN: 'session-token',
  };
});
afterAll(() => new Promise((resolve) => extension.close(resolve)));
beforeEach(() => (requests.length = 0));

describe('Stripe parameters through the Parameters and Secrets extension', () => {
  it('reads a parameter decrypted, authenticated with the session token', async () => {
    await expect(readParameter('/lista/stripe/secret-key', env)).resolves.toBe('sk_test_x');
    expect(requests).toHaveLength(1);
    const url = new URL(requests[0]!.url, 'http://localhost');
    expect(url.searchParams.get('withDecryption')).toBe('true');
    expect(requests[0]!.headers['x-aws-parameters-secrets-token']).toBe('session-token');
  });

  it('fails, naming the parameter and not a value, when the extension refuses', async () => {
    await expect(readParameter('/lista/stripe/secret-key', { ...env, AWS_SESSION_TOKEN: 'other' })).rejects.toThrow(
      'The parameters extension answered 401 for /lista/stripe/secret-key',
    );
    await expect(readParameter('/lista/stripe/other', env)).rejects.toThrow('answered 400');
  });

  it('fails without a session token, before any request', async () => {
    await expect(readParameter('/lista/stripe/secret-key', { ...env, AWS_SESSION_TOKEN: undefined })).rejects.toThrow(
      'AWS_SESSION_TOKEN',
    );
    expect(requests).toHaveLength(0);
  });
});
