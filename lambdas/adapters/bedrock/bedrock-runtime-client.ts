import { createConverseClient, type ConverseClient } from './converse-client';

let shared: ConverseClient | undefined;

/**
 * The one Converse client of this function instance, created on first use and reused by
 * every call (fetch keeps the connection alive between warm invocations). Region and
 * credentials come from the Lambda environment.
 */
export function sharedBedrockClient(): ConverseClient {
  shared ??= createConverseClient();
  return shared;
}
