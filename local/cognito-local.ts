import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolClientCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { captureOutput, stopChild } from './child-process';
import { localCredentials } from './dynamodb-local';
import { waitForPort } from './ports';

const cognitoLocalBin = require.resolve('cognito-local/lib/bin/start.js');

export interface RunningCognito {
  /** Where cognito-local listens; also the issuer's origin in the tokens it signs. */
  endpoint: string;
  userPoolId: string;
  userPoolClientId: string;
  stop(): Promise<void>;
}

/**
 * Starts cognito-local with its data under `dataDir`, pointing its Lambda triggers
 * (PreSignUp) at `lambdaEndpoint` (the local gateway's Lambda Invoke API), and creates the
 * user pool and app client on first start; later starts reuse them.
 */
export async function startCognitoLocal({
  port,
  dataDir,
  lambdaEndpoint,
}: {
  port: number;
  dataDir: string;
  lambdaEndpoint: string;
}): Promise<RunningCognito> {
  await writeCognitoConfig(dataDir, lambdaEndpoint);
  const child = spawn(process.execPath, [cognitoLocalBin], {
    cwd: dataDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'pipe',
  });
  const output = captureOutput(child);
  const endpoint = `http://127.0.0.1:${port}`;
  try {
    await waitForPort(port, 'cognito-local');
    const ids = await ensurePoolAndClient(endpoint, path.join(dataDir, 'pool.json'));
    return { endpoint, ...ids, stop: () => stopChild(child) };
  } catch (error) {
    await stopChild(child);
    throw new Error(`${(error as Error).message}\n${output()}`, { cause: error });
  }
}

async function writeCognitoConfig(dataDir: string, lambdaEndpoint: string): Promise<void> {
  const configDir = path.join(dataDir, '.cognito');
  await mkdir(configDir, { recursive: true });
  const config = {
    TriggerFunctions: { PreSignUp: 'pre-sign-up' },
    LambdaClient: { endpoint: lambdaEndpoint, region: 'local', credentials: localCredentials },
    UserPoolDefaults: { UsernameAttributes: ['email'] },
  };
  await writeFile(path.join(configDir, 'config.json'), JSON.stringify(config, null, 2));
}

async function ensurePoolAndClient(endpoint: string, idsFile: string) {
  const client = new CognitoIdentityProviderClient({ endpoint, region: 'local', credentials: localCredentials });
  if (existsSync(idsFile)) {
    const saved = JSON.parse(await readFile(idsFile, 'utf8')) as { userPoolId: string; userPoolClientId: string };
    const stillThere = await client
      .send(new DescribeUserPoolClientCommand({ UserPoolId: saved.userPoolId, ClientId: saved.userPoolClientId }))
      .then(() => true)
      .catch(() => false);
    if (stillThere) return saved;
  }
  const { UserPool } = await client.send(
    new CreateUserPoolCommand({
      PoolName: 'lista-de-compras-local',
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      Policies: {
        PasswordPolicy: {
          MinimumLength: 6,
          RequireLowercase: false,
          RequireUppercase: false,
          RequireNumbers: false,
          RequireSymbols: false,
        },
      },
      Schema: [
        { Name: 'email', AttributeDataType: 'String', Required: true, Mutable: true },
        { Name: 'name', AttributeDataType: 'String', Required: true, Mutable: true },
      ],
    }),
  );
  const { UserPoolClient } = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: UserPool!.Id!,
      ClientName: 'web',
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    }),
  );
  const ids = { userPoolId: UserPool!.Id!, userPoolClientId: UserPoolClient!.ClientId! };
  await writeFile(idsFile, JSON.stringify(ids, null, 2));
  return ids;
}
