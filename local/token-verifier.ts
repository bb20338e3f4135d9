import { JwtRsaVerifier } from 'aws-jwt-verify';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import { userRouteScope } from '../lib/routes';

export type TokenVerifier = (token: string) => Promise<JwtPayload>;

/** Clock skew tolerated on exp, nbf and iat, as a JWT authorizer's few seconds of leeway. */
export const clockSkewSeconds = 60;

/**
 * Verifies tokens as the HTTP API's JWT authorizer does with the routes' scope: signature
 * against the pool's JWKS, issuer, `exp` required and not past, `nbf` and `iat` not in the
 * future (with `clockSkewSeconds`), the app client as `client_id`, and only access tokens
 * (`token_use` access with the Cognito scope; ID tokens carry neither). aws-jwt-verify
 * fetches JWKS over https only, so the local JWKS (http) is fetched here once and handed to it.
 */
export async function createTokenVerifier({
  issuer,
  clientId,
  jwks,
}: {
  issuer: string;
  clientId: string;
  /** The pool's keys; fetched from `<issuer>/.well-known/jwks.json` when absent. */
  jwks?: unknown;
}): Promise<TokenVerifier> {
  const jwksUri = `${issuer}/.well-known/jwks.json`;
  const verifier = JwtRsaVerifier.create({
    issuer,
    jwksUri,
    audience: null,
    graceSeconds: clockSkewSeconds,
    customJwtCheck: ({ payload }) => checkAccessTokenClaims(payload, clientId),
  });
  verifier.cacheJwks((jwks ?? (await fetchJwks(jwksUri))) as Parameters<typeof verifier.cacheJwks>[0]);
  return (token) => verifier.verify(token);
}

/** The claims aws-jwt-verify leaves to the caller: exp present, iat not ahead, access token of this client. */
export function checkAccessTokenClaims(payload: JwtPayload, clientId: string, nowSeconds = Date.now() / 1000): void {
  if (typeof payload.exp !== 'number') throw new Error('Token has no exp');
  if (typeof payload.iat === 'number' && payload.iat - clockSkewSeconds > nowSeconds)
    throw new Error('Token issued in the future');
  if (payload.token_use !== 'access') throw new Error('Not an access token');
  if (payload.client_id !== clientId) throw new Error('Token issued for another client');
  const scopes = typeof payload.scope === 'string' ? payload.scope.split(' ') : [];
  if (!scopes.includes(userRouteScope)) throw new Error('Token lacks the required scope');
}

async function fetchJwks(jwksUri: string): Promise<unknown> {
  const response = await fetch(jwksUri);
  if (!response.ok) throw new Error(`Could not read the local JWKS at ${jwksUri} (${response.status})`);
  return response.json();
}
