import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';

/**
 * Two attempts at most (the first and one retry on throttling, a 5xx or a network error): a
 * voice command that waits for many retries is worse than the offline fallback.
 */
export const BEDROCK_MAX_ATTEMPTS = 2;

let shared: BedrockRuntimeClient | undefined;

/**
 * The one Bedrock Runtime client of this function instance, created on first use (the rules
 * engine never needs it) and reused by every call, so warm invocations keep the connection.
 * Region and credentials come from the Lambda environment. No time-out of its own: each
 * engine bounds a whole call (both attempts and the wait between them) with its time-out,
 * passed to `send` as an abort signal, and then answers without the model.
 */
export function sharedBedrockClient(): BedrockRuntimeClient {
  shared ??= new BedrockRuntimeClient({ maxAttempts: BEDROCK_MAX_ATTEMPTS });
  return shared;
}
