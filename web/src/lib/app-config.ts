import type { WebConfig } from '../../../lib/web-config';

let configPromise: Promise<WebConfig> | undefined;

function requireText(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw new Error(`config.json: campo "${field}" ausente`);
  return value;
}

function parseWebConfig(raw: unknown): WebConfig {
  const source = (raw ?? {}) as Record<string, unknown>;
  const endpoint = source.userPoolEndpoint;
  return {
    apiUrl: requireText(source.apiUrl, 'apiUrl').replace(/\/+$/, ''),
    region: requireText(source.region, 'region'),
    userPoolId: requireText(source.userPoolId, 'userPoolId'),
    userPoolClientId: requireText(source.userPoolClientId, 'userPoolClientId'),
    ...(typeof endpoint === 'string' && endpoint !== '' ? { userPoolEndpoint: endpoint } : {}),
  };
}

async function fetchAndApplyConfig(): Promise<WebConfig> {
  const response = await fetch('/config.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`);
  const config = parseWebConfig(await response.json());
  const { Amplify } = await import('aws-amplify');
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
        loginWith: { email: true },
      },
    },
  });
  return config;
}

/**
 * The runtime configuration from /config.json (written by the CDK app or the local
 * gateway), loaded once and applied to Amplify Auth before anything talks to Cognito.
 * Amplify is imported here, on demand, to keep it out of the first screen's JavaScript.
 * Everything that needs the API or Cognito awaits this; a failed load is retried on the
 * next call (for example when the device comes back online).
 */
export function loadAppConfig(): Promise<WebConfig> {
  configPromise ??= fetchAndApplyConfig().catch((error: unknown) => {
    configPromise = undefined;
    throw error;
  });
  return configPromise;
}
