/**
 * Stands in for `@smithy/core/event-streams` in the Lambda bundles only (an esbuild alias
 * set in bundle-server-function.ts). The SDK's HTTP protocol imports it on demand for operations that
 * stream events (Bedrock's ConverseStream, S3 Select…), and a single-file bundle inlines
 * that import, about 15 KB in every function; the functions call DynamoDB and send
 * Converse themselves (lambdas/adapters/bedrock/converse-client.ts), and no operation they
 * call streams events. Reached anyway, it fails with a message that says why.
 */
const unavailable = (): never => {
  throw new Error('Event streams are left out of the Lambda bundles (lib/bundling/no-event-streams.ts).');
};

export class EventStreamSerde {
  constructor() {
    unavailable();
  }
}

export const eventStreamSerdeProvider = unavailable;
