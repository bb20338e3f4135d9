import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Context } from 'aws-lambda';
import { serverFunctions, type ServerFunctionName } from '../lib/server-functions';

export type Handler = (event: unknown, context: Context) => Promise<unknown>;

const functionsDir = path.resolve(__dirname, '../lambdas/functions');

/**
 * Calls the same handler modules Lambda runs, in this process. Each is imported on first
 * use (after the runtime has set the environment the handlers read at module load).
 */
export function createLambdaInvoker(
  /** Handlers the local runtime builds itself (transcribe-grocery-speech with its local transcriber). */
  ownHandlers: Partial<Record<ServerFunctionName, () => Promise<Handler>>> = {},
) {
  const loaded = new Map<ServerFunctionName, Promise<Handler>>();

  function load(name: ServerFunctionName): Promise<Handler> {
    let handler = loaded.get(name);
    if (!handler) {
      handler =
        ownHandlers[name]?.() ??
        import(path.join(functionsDir, `${name}.ts`)).then((module: { handler: Handler }) => module.handler);
      loaded.set(name, handler);
    }
    return handler;
  }

  return {
    isFunction: (name: string): name is ServerFunctionName => Object.hasOwn(serverFunctions, name),
    async invoke(name: ServerFunctionName, event: unknown): Promise<unknown> {
      const handler = await load(name);
      return handler(event, lambdaContext(name));
    },
  };
}

export type LambdaInvoker = ReturnType<typeof createLambdaInvoker>;

function lambdaContext(functionName: string): Context {
  const deadline = Date.now() + 30_000;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}
