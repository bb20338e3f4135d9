import { createAccessTokenVerifier, type TokenVerifier } from '../lambdas/http/access-token';

export type { TokenVerifier };

/**
 * The local stand-in for the HTTP API's JWT authorizer (see lambdas/http/access-token.ts
 * for the rules). cognito-local's JWKS is served over http, which aws-jwt-verify will not
 * fetch, so it is read here once (or given) and handed to the verifier.
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
  return createAccessTokenVerifier({ issuer, clientId, jwks: jwks ?? (await fetchLocalJwks(issuer)) });
}

/** cognito-local's JWKS (http). */
export async function fetchLocalJwks(issuer: string): Promise<unknown> {
  const jwksUri = `${issuer}/.well-known/jwks.json`;
  const response = await fetch(jwksUri);
  if (!response.ok) throw new Error(`Could not read the local JWKS at ${jwksUri} (${response.status})`);
  return response.json();
}
