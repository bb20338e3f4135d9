import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { findFreePort } from '../../local/ports';

export interface LocalRuntimeProcess {
  url: string;
  apiUrl: string;
  dynamoDbEndpoint: string;
  /** The Stripe sandbox's API base (the SDK's host/port/protocol point there). */
  stripeApiUrl: string;
  dataDir: string;
  stop(options?: { keepData?: boolean }): Promise<void>;
}

const root = path.resolve(__dirname, '../..');
/** The sandbox signs its events with it; tests sign their own events with it too. */
export const testStripeWebhookSecret = 'whsec_tests_local_runtime';

/**
 * Runs `bin/local.ts` — the same entry point as `npm start` — on free ports, with its data
 * in a throw-away folder (never the developer's .data), and resolves once it is ready.
 * Pass `dataDir` to start again on the data of an earlier run, `transcriberUrl` for the fake
 * transcriber that recordings go to.
 */
export async function startLocalRuntimeProcess({
  dataDir,
  transcriberUrl,
}: { dataDir?: string; transcriberUrl?: string } = {}): Promise<LocalRuntimeProcess> {
  const folder = dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'lista-local-')));
  const [port, dynamoDbPort, cognitoPort] = [await findFreePort(), await findFreePort(), await findFreePort()];
  const child = spawn(process.execPath, ['--import', 'tsx', 'bin/local.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DYNAMODB_PORT: String(dynamoDbPort),
      COGNITO_PORT: String(cognitoPort),
      LOCAL_DATA_DIR: folder,
      LOG_LEVEL: 'ERROR',
      // Always the sandbox, with a secret the tests know, whatever the developer's shell has.
      STRIPE_SECRET_KEY: '',
      STRIPE_WEBHOOK_SECRET: testStripeWebhookSecret,
      STRIPE_PORT: '0',
      // Recordings go to the harness's fake transcriber (test/support/fake-transcriber.ts) or nowhere (503), never to AWS.
      E2E_TEST_TRANSCRIBER_URL: transcriberUrl ?? '',
      TRANSCRIBE_AWS_PROFILE: '',
      TRANSCRIBE_REGION: '',
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Local runtime did not start within 90 s:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /is ready at (http:\/\/\S+)/.exec(output);
      if (ready) {
        clearTimeout(timer);
        resolve(ready[1]!);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Local runtime exited with ${code}:\n${output}`));
    });
  });

  const stripeApiUrl = /local sandbox (http:\/\/\S+)/.exec(output)?.[1] ?? '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url,
    apiUrl: `${url}/api`,
    dynamoDbEndpoint: `http://127.0.0.1:${dynamoDbPort}`,
    stripeApiUrl,
    dataDir: folder,
    async stop({ keepData = false } = {}) {
      process.kill(-child.pid!, 'SIGTERM');
      const killer = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
      // The runtime stops its children before it exits; make sure none outlived it.
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // The group is already gone.
      }
      if (!keepData) await rm(folder, { recursive: true, force: true });
    },
  };
}
