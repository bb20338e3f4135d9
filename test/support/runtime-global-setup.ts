import { startFakeTranscriber, type FakeTranscriber } from './fake-transcriber';
import { startLocalRuntimeProcess, type LocalRuntimeProcess } from './local-runtime-process';

declare global {
  var localRuntime: LocalRuntimeProcess | undefined;
  var fakeTranscriber: FakeTranscriber | undefined;
}

/** Jest globalSetup for the integration and e2e suites: one local runtime per suite. */
export default async function globalSetup(): Promise<void> {
  const transcriber = await startFakeTranscriber();
  globalThis.fakeTranscriber = transcriber;
  const runtime = await startLocalRuntimeProcess({ transcriberUrl: transcriber.url });
  globalThis.localRuntime = runtime;
  process.env.E2E_TEST_TRANSCRIBER_URL = transcriber.url;
  process.env.LOCAL_URL = runtime.url;
  process.env.LOCAL_API_URL = runtime.apiUrl;
  process.env.LOCAL_DYNAMODB_ENDPOINT = runtime.dynamoDbEndpoint;
  process.env.LOCAL_STRIPE_API_URL = runtime.stripeApiUrl;
}
