import { JwtRsaVerifier } from 'aws-jwt-verify';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';

export type TokenVerifier = (token: string) => Promise<JwtPayload>;

/**
 * Verifies tokens as the HTTP API's JWT authorizer does: signature against the pool's
 * JWKS, issuer, expiry, and the app client as `aud` (ID tokens) or `client_id` (access
 * tokens). aws-jwt-verify fetches JWKS over https only, so the local JWKS (http) is
 * fetched here once and handed to it.
 */
export async function createTokenVerifier({
  issuer,
  clientId,
}: {
  issuer: string;
  clientId: string;
}): Promise<TokenVerifier> {
  const jwksUri = `${issuer}/.well-known/jwks.json`;
  const verifier = JwtRsaVerifier.create({
    issuer,
    jwksUri,
    audience: null,
    customJwtCheck: ({ payload }) => {
      if (payload.aud !== clientId && payload.client_id !== clientId)
        throw new Error('Token issued for another client');
    },
  });
  const response = await fetch(jwksUri);
  if (!response.ok) throw new Error(`Could not read the local JWKS at ${jwksUri} (${response.status})`);
  verifier.cacheJwks((await response.json()) as Parameters<typeof verifier.cacheJwks>[0]);
  return (token) => verifier.verify(token);
}
