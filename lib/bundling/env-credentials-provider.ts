import { fromEnv } from '@aws-sdk/credential-provider-env';

/**
 * Stands in for `@aws-sdk/credential-provider-node` in the Lambda bundles only (an esbuild
 * alias set in bundle-server-function.ts). Lambda always hands a function its role's credentials in
 * environment variables, so the default chain's SSO, INI, process, web-identity and IMDS
 * providers, with the STS and SSO clients they carry, can never run there; dropping them
 * takes about 135 KB off every bundle that uses an AWS SDK client and shortens cold starts.
 * The local runtime does not bundle and keeps the full chain.
 */
export function defaultProvider(init: Parameters<typeof fromEnv>[0] = {}): ReturnType<typeof fromEnv> {
  return fromEnv(init);
}
