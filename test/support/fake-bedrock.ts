import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createConverseClient,
  type ConverseAnswer,
  type ConverseRequest,
} from '../../lambdas/adapters/bedrock/converse-client';

/** What the fake received: the model from the path, the JSON body as a Converse request. */
export interface BedrockCall {
  path: string;
  modelId: string;
  input: ConverseRequest;
  headers: IncomingHttpHeaders;
  body: string;
}

interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  /** Milliseconds before answering; Infinity never answers. */
  delayMs?: number;
}

export const testCredentials = { accessKeyId: 'AKIDTEST', secretAccessKey: 'test-secret', sessionToken: 'test-token' };

/**
 * Bedrock Runtime's Converse on a local port, for the engines' tests: it records each call
 * and answers as told (an answer, an error as Bedrock sends it, a late answer or none).
 * `client` is a Converse client pointed at it.
 */
export async function startFakeBedrock() {
  const calls: BedrockCall[] = [];
  let replies: Reply[] = [];
  let fallbackReply: Reply = { status: 500, body: { message: 'no answer set' } };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const path = request.url ?? '';
      const modelId = decodeURIComponent(/^\/model\/([^/]+)\/converse$/.exec(path)?.[1] ?? '');
      calls.push({
        path,
        modelId,
        input: { modelId, ...(JSON.parse(body) as object) } as ConverseRequest,
        headers: request.headers,
        body,
      });
      const reply = replies.shift() ?? fallbackReply;
      if (reply.delayMs === Infinity) return;
      setTimeout(() => {
        // No keep-alive, so reset() can cut off a stale call without breaking a pooled connection.
        response.writeHead(reply.status, { 'content-type': 'application/json', connection: 'close', ...reply.headers });
        response.end(JSON.stringify(reply.body));
      }, reply.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake = {
    url,
    calls,
    client: createConverseClient({ endpoint: url, region: 'us-east-1', credentials: async () => testCredentials }),
    /** Every call answers this (until reset), or the next call only with `once`. */
    answer(answer: ConverseAnswer, options: { delayMs?: number; once?: boolean } = {}) {
      const reply = { status: 200, body: answer, delayMs: options.delayMs };
      if (options.once) replies.push(reply);
      else fallbackReply = reply;
      return fake;
    },
    /** Every call fails as Bedrock does: the status, the type in x-amzn-ErrorType, a message. */
    fail(status: number, type: string, message = type, options: { once?: boolean } = {}) {
      const reply = {
        status,
        body: { message },
        headers: { 'x-amzn-errortype': `${type}:http://internal.amazon.com/coral/com.amazon.bedrock/` },
      };
      if (options.once) replies.push(reply);
      else fallbackReply = reply;
      return fake;
    },
    /** Resolves once the fake has received `count` calls. */
    async received(count: number) {
      while (calls.length < count) await new Promise((resolve) => setTimeout(resolve, 5));
    },
    /** Calls are received and never answered. */
    hang() {
      fallbackReply = { status: 200, body: {}, delayMs: Infinity };
      return fake;
    },
    /** Forgets the calls and replies; a call still in flight (a timed-out test's) is cut off, not recorded. */
    reset() {
      server.closeAllConnections();
      calls.length = 0;
      replies = [];
      fallbackReply = { status: 500, body: { message: 'no answer set' } };
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  return fake;
}

export type FakeBedrock = Awaited<ReturnType<typeof startFakeBedrock>>;
