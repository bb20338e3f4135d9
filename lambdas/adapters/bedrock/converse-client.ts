import type { ConverseCommandInput, ConverseCommandOutput } from '@aws-sdk/client-bedrock-runtime';
import { defaultProvider } from '@aws-sdk/credential-provider-node';
import { Sha256 } from '@smithy/core/checksum';
import { SignatureV4 } from '@smithy/signature-v4';
import type { AwsCredentialIdentityProvider } from '@smithy/types';

/** What the engines read of a Converse answer (the REST API's JSON body). */
export type ConverseAnswer = Partial<Pick<ConverseCommandOutput, 'output' | 'stopReason' | 'usage'>>;

/** A Converse request: the SDK's ConverseCommand input, with the model it goes to. */
export type ConverseRequest = ConverseCommandInput & { modelId: string };

/** Bedrock Runtime's Converse, the one operation the engines call. */
export interface ConverseClient {
  converse(request: ConverseRequest, options: { abortSignal: AbortSignal }): Promise<ConverseAnswer>;
}

export interface ConverseClientOptions {
  /** Defaults to AWS_REGION (Lambda sets it), then AWS_DEFAULT_REGION. */
  region?: string;
  /**
   * Defaults to AWS_ENDPOINT_URL_BEDROCK_RUNTIME, then AWS_ENDPOINT_URL (the variables the
   * AWS SDK honours), then `https://bedrock-runtime.<region>.amazonaws.com`.
   */
  endpoint?: string;
  /** Defaults to the SDK's chain (in the Lambda bundles, the function role's environment variables). */
  credentials?: AwsCredentialIdentityProvider;
}

/** A Bedrock error answer as the SDK would raise it: name is the error type (ThrottlingException…). */
export class BedrockError extends Error {
  constructor(
    name: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = name;
  }
}

/** Two attempts at most: a voice command that waits for many retries is worse than the offline fallback. */
const MAX_ATTEMPTS = 2;

/**
 * Converse over HTTPS signed with SigV4 (@smithy/signature-v4, the AWS SDK's own signer),
 * instead of the Bedrock Runtime client: the client bundles its REST protocol, event
 * streams, WebSocket and HTTP/2 handlers for streaming operations the engines never call,
 * about 60 KB of each Bedrock function's bundle (issue 13's 300 KB budget). The request
 * and answer are Converse's REST JSON, as the SDK sends and parses them (same types).
 * Retries once, like the client did with maxAttempts 2, on throttling, a 5xx or a network
 * error; never after the caller's signal fired.
 */
export function createConverseClient(options: ConverseClientOptions = {}): ConverseClient {
  const region = options.region ?? process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION;
  const endpoint =
    options.endpoint ??
    process.env.AWS_ENDPOINT_URL_BEDROCK_RUNTIME ??
    process.env.AWS_ENDPOINT_URL ??
    (region ? `https://bedrock-runtime.${region}.amazonaws.com` : undefined);
  let signer: SignatureV4 | undefined;

  async function attempt(url: URL, body: string, abortSignal: AbortSignal): Promise<ConverseAnswer> {
    if (!region) throw new Error('Bedrock needs a region: set AWS_REGION');
    signer ??= new SignatureV4({
      service: 'bedrock',
      region,
      credentials: options.credentials ?? defaultProvider(),
      sha256: Sha256,
    });
    const signed = await signer.sign({
      method: 'POST',
      protocol: url.protocol,
      hostname: url.hostname,
      port: url.port ? Number(url.port) : undefined,
      path: url.pathname,
      query: {},
      // fetch sends the same Host (url.host) itself.
      headers: { host: url.host, 'content-type': 'application/json', accept: 'application/json' },
      body,
    });
    const { host: _host, ...headers } = signed.headers;
    const response = await fetch(url, { method: 'POST', headers, body, signal: abortSignal });
    const text = await response.text();
    if (response.ok) return JSON.parse(text) as ConverseAnswer;
    throw errorOf(response, text);
  }

  return {
    async converse({ modelId, ...input }, { abortSignal }) {
      if (!endpoint) throw new Error('Bedrock needs a region: set AWS_REGION');
      const url = new URL(`model/${encodeURIComponent(modelId)}/converse`, endpoint.replace(/\/?$/, '/'));
      const body = JSON.stringify(input);
      for (let attemptNumber = 1; ; attemptNumber++) {
        try {
          return await attempt(url, body, abortSignal);
        } catch (error) {
          if (attemptNumber >= MAX_ATTEMPTS || abortSignal.aborted || !retryable(error)) throw error;
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 100));
        }
      }
    },
  };
}

/** The error type comes in x-amzn-ErrorType (`ThrottlingException:http://…`) or the body's __type. */
function errorOf(response: Response, text: string): BedrockError {
  let body: { __type?: unknown; message?: unknown; Message?: unknown } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // Not JSON (a proxy's page): the status names the error.
  }
  const type = response.headers.get('x-amzn-errortype') ?? (typeof body.__type === 'string' ? body.__type : '');
  const name = type.split(':')[0]!.split('#').pop() || `HTTP${response.status}`;
  const message =
    typeof body.message === 'string' ? body.message : typeof body.Message === 'string' ? body.Message : text;
  return new BedrockError(name, message, response.status);
}

/** Throttling, a server error, or the network (fetch's TypeError); never a client error such as validation. */
function retryable(error: unknown): boolean {
  if (error instanceof BedrockError)
    return error.status === 429 || error.status >= 500 || error.name === 'ThrottlingException';
  return error instanceof TypeError;
}
