import path from 'node:path';
import { startLocalRuntime } from '../local/local-runtime';

/**
 * `npm start`: the whole product on this machine, no AWS account, no network.
 * Ports and the data folder can be changed with PORT, DYNAMODB_PORT, COGNITO_PORT,
 * STRIPE_PORT and LOCAL_DATA_DIR (the tests use them to run on free ports with throw-away data).
 */
async function main(): Promise<void> {
  const root = path.resolve(__dirname, '..');
  const started = performance.now();
  const runtime = await startLocalRuntime({
    port: Number(process.env.PORT ?? 5173),
    dynamoDbPort: Number(process.env.DYNAMODB_PORT ?? 8000),
    cognitoPort: Number(process.env.COGNITO_PORT ?? 9229),
    stripePort: Number(process.env.STRIPE_PORT ?? 0),
    dataDir: path.resolve(root, process.env.LOCAL_DATA_DIR ?? '.data'),
    staticDir: path.join(root, 'web', 'dist'),
    log: (line) => console.log(line),
  });
  // Printed before "is ready": the tests read the sandbox URL once they see that line.
  console.log(
    runtime.stripe === 'stripe.com'
      ? 'Stripe: real Stripe test mode (STRIPE_SECRET_KEY)'
      : `Stripe: local sandbox ${runtime.stripe} (no Stripe account needed)`,
  );
  console.log(`Transcribe (recordings where the browser cannot recognise speech): ${runtime.transcribe}`);
  console.log(
    `Lista de Compras por Voz is ready at ${runtime.url} (started in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  console.log(
    `  API ${runtime.webConfig.apiUrl} · DynamoDB Local ${runtime.dynamoDbEndpoint} · cognito-local ${runtime.cognitoEndpoint}`,
  );
  console.log('  Ctrl-C stops everything.');

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await runtime.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: Error) => {
  console.error(`Could not start the local runtime: ${error.message}`);
  process.exit(1);
});
