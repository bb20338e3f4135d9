import { createSign, generateKeyPairSync } from 'node:crypto';
import { userRouteScope } from '../../../lib/routes';
import { createTokenVerifier } from '../../../local/token-verifier';

const issuer = 'http://127.0.0.1:9/local_pool';
const clientId = 'web-client';
const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const jwks = { keys: [{ ...publicKey.export({ format: 'jwk' }), kid: 'k1', alg: 'RS256', use: 'sig' }] };

function sign(payload: Record<string, unknown>, key = privateKey): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${encode({ alg: 'RS256', kid: 'k1', typ: 'JWT' })}.${encode(payload)}`;
  return `${unsigned}.${createSign('RSA-SHA256').update(unsigned).sign(key).toString('base64url')}`;
}

const now = Math.floor(Date.now() / 1000);
const accessToken = {
  sub: 'user-1',
  iss: issuer,
  client_id: clientId,
  token_use: 'access',
  scope: userRouteScope,
  iat: now - 10,
  exp: now + 3600,
};

describe('local token verification (as the JWT authorizer with the access scope)', () => {
  let verify: Awaited<ReturnType<typeof createTokenVerifier>>;
  beforeAll(async () => {
    verify = await createTokenVerifier({ issuer, clientId, jwks });
  });

  it('accepts a current access token of the app client', async () => {
    await expect(verify(sign(accessToken))).resolves.toMatchObject({ sub: 'user-1' });
  });

  it('tolerates a small clock skew on iat and nbf', async () => {
    await expect(verify(sign({ ...accessToken, iat: now + 20, nbf: now + 20 }))).resolves.toBeTruthy();
  });

  const refused: [string, Record<string, unknown>][] = [
    ['no exp', { ...accessToken, exp: undefined }],
    ['an expired exp', { ...accessToken, exp: now - 600 }],
    ['an iat in the future', { ...accessToken, iat: now + 3600 }],
    ['an nbf in the future', { ...accessToken, nbf: now + 3600 }],
    ['an ID token', { ...accessToken, token_use: 'id', aud: clientId, client_id: undefined, scope: undefined }],
    ['another client', { ...accessToken, client_id: 'other' }],
    ['another issuer', { ...accessToken, iss: 'http://127.0.0.1:9/other_pool' }],
    ['no scope', { ...accessToken, scope: undefined }],
  ];
  it.each(refused)('refuses a token with %s', async (_, payload) => {
    await expect(verify(sign(payload))).rejects.toThrow();
  });

  it('refuses a token signed with another key', async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    await expect(verify(sign(accessToken, other))).rejects.toThrow();
  });
});
