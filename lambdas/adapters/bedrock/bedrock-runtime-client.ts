import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';

let shared: BedrockRuntimeClient | undefined;

/**
 * The one Bedrock Runtime client of this function instance, created on first use and
 * reused by every call (warm invocations keep the connection). Region and credentials
 * come from the Lambda environment. Two attempts at most: a voice command that waits
 * for many retries is worse than the offline fallback.
 */
export function sharedBedrockClient(): BedrockRuntimeClient {
  shared ??= new BedrockRuntimeClient({ maxAttempts: 2 });
  return shared;
}
