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
    liveUrl: requireText(source.liveUrl, 'liveUrl'),
    ...(typeof endpoint === 'string' && endpoint !== '' ? { userPoolEndpoint: endpoint } : {}),
  };
}

async function fetchAndApplyConfig(): Promise<WebConfig> {
  const response = await fetch('/config.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`);
  return parseWebConfig(await response.json());
}

/**
 * The runtime configuration from /config.json (written by the CDK app or the local
 * gateway), loaded once; lib/session.ts applies it to Amplify Auth when a session may
 * exist. Everything that needs the API or Cognito awaits this; a failed load is retried on the
 * next call (for example when the device comes back online).
 */
export function loadAppConfig(): Promise<WebConfig> {
  configPromise ??= fetchAndApplyConfig().catch((error: unknown) => {
    configPromise = undefined;
    throw error;
  });
  return configPromise;
}
