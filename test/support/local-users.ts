import { randomBytes, randomUUID } from 'node:crypto';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { WebConfig } from '../../lib/web-config';

export interface TestUser {
  email: string;
  password: string;
  accessToken: string;
  idToken: string;
}

/** The runtime's /config.json, as the web app reads it. */
export async function readWebConfig(url: string): Promise<WebConfig> {
  return (await fetch(`${url}/config.json`)).json() as Promise<WebConfig>;
}

/** Signs a new user up and in against the local Cognito, as the web app does (USER_PASSWORD_AUTH). */
export async function signUpAndIn(config: WebConfig, name = 'Ana'): Promise<TestUser & { userConfirmed: boolean }> {
  const client = cognitoClient(config);
  const email = `teste-${randomUUID()}@exemplo.com.br`;
  const password = 'segredo1';
  const signUp = await client.send(
    new SignUpCommand({
      ClientId: config.userPoolClientId,
      Username: email,
      Password: password,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'name', Value: name },
      ],
    }),
  );
  return { ...(await signIn(config, email, password)), userConfirmed: Boolean(signUp.UserConfirmed) };
}

/** Signs an existing user in with USER_PASSWORD_AUTH. */
export async function signIn(config: WebConfig, email: string, password: string): Promise<TestUser> {
  const auth = await cognitoClient(config).send(
    new InitiateAuthCommand({
      ClientId: config.userPoolClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  return {
    email,
    password,
    accessToken: auth.AuthenticationResult!.AccessToken!,
    idToken: auth.AuthenticationResult!.IdToken!,
  };
}

function cognitoClient(config: WebConfig): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    endpoint: config.userPoolEndpoint,
    region: config.region,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

/** fetch against the API with a user's token (or none), answering status and parsed body. */
export async function callApi(
  apiUrl: string,
  method: string,
  path: string,
  {
    token,
    body,
    deviceId,
    operationId,
    headers,
  }: {
    token?: string;
    /** JSON, raw text, or bytes (a recorded clip: give its content-type in `headers`). */
    body?: unknown;
    deviceId?: string;
    operationId?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<{ status: number; body: any }> {
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...headers,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(deviceId ? { 'x-device-id': deviceId } : {}),
      ...(operationId ? { 'x-operation-id': operationId } : {}),
    },
    body:
      body === undefined
        ? undefined
        : typeof body === 'string' || body instanceof Uint8Array
          ? (body as string | Uint8Array<ArrayBuffer>)
          : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/** A device id of the shape the web app generates (spec §3): device_<ms>_<32 hex>. */
export function newDeviceId(): string {
  return `device_${Date.now()}_${randomBytes(16).toString('hex')}`;
}

/** The Cognito user id (`sub`) inside an access token. */
export function userIdOf(user: Pick<TestUser, 'accessToken'>): string {
  return JSON.parse(Buffer.from(user.accessToken.split('.')[1]!, 'base64url').toString('utf8')).sub as string;
}
