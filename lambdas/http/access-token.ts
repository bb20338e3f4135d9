import { JwtVerifier } from 'aws-jwt-verify/jwt-verifier';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import { userRouteScope } from '../../lib/routes';

export type TokenVerifier = (token: string) => Promise<JwtPayload>;

/** Clock skew tolerated on exp, nbf and iat, as a JWT authorizer's leeway. */
export const clockSkewSeconds = 60;

/**
 * Verifies a Cognito access token as the HTTP API's JWT authorizer does with the user
 * routes' scope: signature against the pool's JWKS, issuer, `exp` required and not past,
 * `nbf` and `iat` not in the future (with `clockSkewSeconds`), the app client as
 * `client_id`, and only access tokens (`token_use` access with the Cognito scope). The
 * local gateway uses it for 'user' routes; a public function that wants to know a
 * signed-in caller uses it for the optional bearer token. `jwks`, when given, is used
 * instead of fetching (aws-jwt-verify fetches over https only; the local pool is http).
 */
export function createAccessTokenVerifier({
  issuer,
  clientId,
  jwks,
}: {
  issuer: string;
  clientId: string;
  jwks?: unknown;
}): TokenVerifier {
  const verifier = JwtVerifier.create({
    issuer,
    jwksUri: `${issuer}/.well-known/jwks.json`,
    audience: null,
    graceSeconds: clockSkewSeconds,
    customJwtCheck: ({ payload }) => checkAccessTokenClaims(payload, clientId),
  });
  if (jwks) verifier.cacheJwks(jwks as Parameters<typeof verifier.cacheJwks>[0]);
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

/** The bearer token of an `authorization` header, if any. */
export function bearerToken(authorization: string | undefined): string | undefined {
  return /^Bearer (.+)$/i.exec(authorization ?? '')?.[1];
}
