import { mkdir } from 'node:fs/promises';
import type { Server } from 'node:http';
import path from 'node:path';
import { routes } from '../lib/routes';
import { tableDefinition } from '../lib/table-definition';
import type { WebConfig } from '../lib/web-config';
import { startCognitoLocal } from './cognito-local';
import { ensureTable, localCredentials, localRegion, startDynamoDbLocal } from './dynamodb-local';
import { apiPrefix, cognitoPrefix, createGateway } from './gateway';
import { createLambdaInvoker, type Handler } from './lambda-invoker';
import { createLiveGateway, livePrefix, type LiveGateway } from './live-gateway';
import { localTranscription } from './local-transcriber';
import { assertPortFree } from './ports';
import { startStripeSandbox, type StripeSandbox } from './stripe-sandbox';
import { createTokenVerifier, fetchLocalJwks } from './token-verifier';

export interface LocalRuntimeOptions {
  /** The one URL's port: web app, config.json, API (/api), Cognito proxy (/cognito). */
  port: number;
  dynamoDbPort: number;
  cognitoPort: number;
  /** Where DynamoDB Local and cognito-local keep their data (.data by default). */
  dataDir: string;
  /** The Stripe sandbox's port (0: any free one). Unused when STRIPE_SECRET_KEY points at real Stripe. */
  stripePort?: number;
  /** The built web app; omitted, only the API is served. */
  staticDir?: string;
  log?: (line: string) => void;
}

export interface LocalRuntime {
  url: string;
  webConfig: WebConfig;
  dynamoDbEndpoint: string;
  cognitoEndpoint: string;
  /** Which Stripe the functions talk to: the local sandbox's URL, or 'stripe.com' (test mode keys). */
  stripe: string;
  /** What transcribes recordings (local/local-transcriber.ts). */
  transcribe: string;
  stop(): Promise<void>;
}

/**
 * Starts the whole product on this machine: DynamoDB Local with the table, cognito-local
 * with the pool and client, and the gateway that runs the Lambda handlers in-process.
 * Handlers read their configuration from the environment, as in Lambda, so it is set here
 * before the first handler loads.
 */
export async function startLocalRuntime(options: LocalRuntimeOptions): Promise<LocalRuntime> {
  await assertPortFree(options.port, 'web app and API');
  await assertPortFree(options.dynamoDbPort, 'DynamoDB Local');
  await assertPortFree(options.cognitoPort, 'cognito-local');

  const url = `http://localhost:${options.port}`;
  const cognitoDir = path.resolve(options.dataDir, 'cognito');
  const dynamoDbDir = path.resolve(options.dataDir, 'dynamodb');
  await mkdir(cognitoDir, { recursive: true });
  await mkdir(dynamoDbDir, { recursive: true });

  const [dynamoDb, cognito] = await Promise.all([
    startDynamoDbLocal({ port: options.dynamoDbPort, dataDir: dynamoDbDir }),
    startCognitoLocal({
      port: options.cognitoPort,
      dataDir: cognitoDir,
      lambdaEndpoint: `http://127.0.0.1:${options.port}`,
    }),
  ]);
  let stripeSandbox: StripeSandbox | undefined;
  const stopServices = () =>
    Promise.all([dynamoDb.stop(), cognito.stop(), stripeSandbox?.stop()]).then(() => undefined);

  let server: Server | undefined;
  let live: LiveGateway | undefined;
  try {
    await ensureTable(dynamoDb.endpoint);
    const issuer = `${cognito.endpoint}/${cognito.userPoolId}`;
    const jwks = await fetchLocalJwks(issuer);
    Object.assign(process.env, {
      USER_POOL_ISSUER: issuer,
      USER_POOL_CLIENT_ID: cognito.userPoolClientId,
      USER_POOL_JWKS: JSON.stringify(jwks),
      TABLE_NAME: tableDefinition.localTableName,
      DYNAMODB_ENDPOINT: dynamoDb.endpoint,
      AWS_REGION: localRegion,
      AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
      // The WebSocket API's @connections endpoint, which the list functions post nudges to.
      LIVE_CONNECTIONS_ENDPOINT: `http://127.0.0.1:${options.port}${livePrefix}`,
    });

    stripeSandbox = await configureStripe(options, url);
    // Read before any handler loads; the placeholder credentials above never reach Transcribe.
    const transcription = localTranscription();

    const webConfig: WebConfig = {
      apiUrl: `${url}${apiPrefix}`,
      region: localRegion,
      userPoolId: cognito.userPoolId,
      userPoolClientId: cognito.userPoolClientId,
      userPoolEndpoint: `${url}${cognitoPrefix}`,
      liveUrl: `ws://localhost:${options.port}${livePrefix}`,
    };
    const verifyToken = await createTokenVerifier({ issuer, clientId: cognito.userPoolClientId, jwks });
    const invoker = createLambdaInvoker({
      'transcribe-grocery-speech': () =>
        import('../lambdas/functions/transcribe-grocery-speech').then(
          (module): Handler => module.createHandler(transcription.transcriber) as Handler,
        ),
    });
    live = createLiveGateway({
      invoker,
      idleTimeoutSeconds: optionalSeconds('LIVE_IDLE_TIMEOUT_SECONDS'),
      maxConnectionSeconds: optionalSeconds('LIVE_MAX_CONNECTION_SECONDS'),
      log: options.log,
    });
    server = createGateway({
      routes,
      invoker,
      live,
      verifyToken,
      webConfig,
      cognitoEndpoint: cognito.endpoint,
      staticDir: options.staticDir,
      log: options.log,
    });
    await listen(server, options.port);

    const running = server;
    const runningLive = live;
    return {
      url,
      webConfig,
      dynamoDbEndpoint: dynamoDb.endpoint,
      cognitoEndpoint: cognito.endpoint,
      stripe: stripeSandbox?.apiUrl ?? 'stripe.com',
      transcribe: transcription.description,
      stop: async () => {
        runningLive.close();
        running.closeAllConnections();
        await new Promise((resolve) => running.close(resolve));
        await stopServices();
      },
    };
  } catch (error) {
    live?.close();
    server?.close();
    await stopServices();
    throw error;
  }
}

/**
 * With STRIPE_SECRET_KEY (sk_test_…) and STRIPE_WEBHOOK_SECRET (from `stripe listen`) the
 * functions call real Stripe test mode; otherwise the local sandbox answers, signing its
 * events with STRIPE_WEBHOOK_SECRET when set.
 */
async function configureStripe(options: LocalRuntimeOptions, url: string): Promise<StripeSandbox | undefined> {
  process.env.APP_URL = url;
  if (process.env.STRIPE_SECRET_KEY) {
    if (!process.env.STRIPE_SECRET_KEY.startsWith('sk_test_'))
      throw new Error('STRIPE_SECRET_KEY must be a test-mode key (sk_test_…) locally.');
    if (!process.env.STRIPE_WEBHOOK_SECRET)
      throw new Error(
        'With STRIPE_SECRET_KEY set, STRIPE_WEBHOOK_SECRET is needed too (README, "Premium with Stripe").',
      );
    delete process.env.STRIPE_API_URL;
    return undefined;
  }
  const dataDir = path.resolve(options.dataDir, 'stripe');
  await mkdir(dataDir, { recursive: true });
  const sandbox = await startStripeSandbox({
    port: options.stripePort ?? 0,
    dataDir,
    webhookUrl: `http://127.0.0.1:${options.port}${apiPrefix}/webhooks/stripe`,
    webhookSecret: process.env.STRIPE_WEBHOOK_SECRET,
    log: options.log,
  });
  Object.assign(process.env, {
    STRIPE_API_URL: sandbox.apiUrl,
    STRIPE_SECRET_KEY: sandbox.secretKey,
    STRIPE_WEBHOOK_SECRET: sandbox.webhookSecret,
  });
  return sandbox;
}

/** A limit of the local WebSocket API shortened by the environment (tests), else API Gateway's. */
function optionalSeconds(name: string): number | undefined {
  const value = process.env[name];
  if (!value) return undefined;
  const seconds = Number(value);
  if (!(seconds > 0)) throw new Error(`${name} must be a positive number of seconds`);
  return seconds;
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
}
