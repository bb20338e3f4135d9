import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';

/**
 * Two attempts at most (the first and one retry on throttling, a 5xx or a network error): a
 * voice command that waits for many retries is worse than the offline fallback.
 */
export const BEDROCK_MAX_ATTEMPTS = 2;

/** A connection that does not open within this is given up, leaving the engine's time-out room for the retry. */
export const BEDROCK_CONNECTION_TIMEOUT_MS = 1000;

let shared: BedrockRuntimeClient | undefined;

/**
 * The one Bedrock Runtime client of this function instance, created on first use (the rules
 * engine never needs it) and reused by every call, so warm invocations keep the connection.
 * Region and credentials come from the Lambda environment. Each engine bounds a whole call
 * (retries included) with its own time-out, passed to `send` as an abort signal.
 */
export function sharedBedrockClient(): BedrockRuntimeClient {
  shared ??= new BedrockRuntimeClient({
    maxAttempts: BEDROCK_MAX_ATTEMPTS,
    requestHandler: { connectionTimeout: BEDROCK_CONNECTION_TIMEOUT_MS },
  });
  return shared;
}
