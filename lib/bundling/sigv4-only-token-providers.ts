import { TokenProviderError } from '@smithy/core/config';

/**
 * Stands in for `@aws-sdk/token-providers` in the Lambda bundles only (an esbuild alias
 * set in bundle-server-function.ts). The Bedrock client can also authenticate with a bearer token
 * (an API key or SSO), which drags in an OIDC client; the functions always sign with their
 * IAM role (SigV4, the client's first choice), so a token is never asked for there.
 * Dropping it takes about 20 KB off the bundles that call Bedrock. Asked anyway, both
 * providers fail as the real ones do when no token is found.
 */
const noToken = () => async (): Promise<never> => {
  throw new TokenProviderError(
    'Lambda functions sign Bedrock calls with their IAM role; no bearer token is available.',
    false,
  );
};

export const fromEnvSigningName = noToken;
export const nodeProvider = noToken;
