import type { Context } from 'aws-lambda';

/**
 * One JSON line per log call on stdout, which CloudWatch Logs parses as JSON (so metric
 * filters can read fields such as `speechFallback`). Every line carries the function and
 * request it was written in, whether that invocation was a cold start, its X-Ray trace and
 * the route (set by the middy chain, lambdas/http/http-handler.ts), with the field names
 * of Powertools' logger, which this replaces: the four things we used of it cost about
 * 21 KB in every function's bundle (issue 13's 300 KB each).
 *
 * `LOG_LEVEL` (DEBUG, INFO, WARN, ERROR or SILENT; INFO by default) drops the lines below
 * it; `SERVICE_NAME` names the function (the CDK construct sets it).
 */
const severities = { DEBUG: 0, INFO: 1, WARN: 2, ERROR: 3, SILENT: 4 } as const;
type Level = Exclude<keyof typeof severities, 'SILENT'>;

type Fields = Record<string, unknown>;

/** An Error as JSON.stringify would lose it (its properties are not enumerable). */
const serialise = (value: unknown): unknown =>
  value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value;

function createLogger() {
  let invocation: Fields = {};
  let coldStart = true;

  function write(level: Level, message: string, fields: Fields = {}): void {
    const threshold = severities[(process.env.LOG_LEVEL?.toUpperCase() ?? 'INFO') as Level] ?? severities.INFO;
    if (severities[level] < threshold) return;
    const extra = Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, serialise(value)]));
    const line = {
      level,
      message,
      timestamp: new Date().toISOString(),
      service: process.env.SERVICE_NAME ?? 'lista-de-compras',
      ...invocation,
      ...extra,
    };
    process.stdout.write(`${JSON.stringify(line)}\n`);
  }

  return {
    /** Starts an invocation: its context and route go into every line until the next one. */
    startInvocation(context: Context, routeKey: string | undefined): void {
      const traceRoot = /Root=([^;]+)/.exec(process.env._X_AMZN_TRACE_ID ?? '')?.[1];
      invocation = {
        cold_start: coldStart,
        function_name: context.functionName,
        function_arn: context.invokedFunctionArn,
        function_memory_size: context.memoryLimitInMB,
        function_request_id: context.awsRequestId,
        ...(traceRoot ? { xray_trace_id: traceRoot } : {}),
        ...(routeKey ? { routeKey } : {}),
      };
      coldStart = false;
    },
    debug: (message: string, fields?: Fields) => write('DEBUG', message, fields),
    info: (message: string, fields?: Fields) => write('INFO', message, fields),
    warn: (message: string, fields?: Fields) => write('WARN', message, fields),
    error: (message: string, fields?: Fields) => write('ERROR', message, fields),
  };
}

/** The function instance's logger. */
export const logger = createLogger();

/** Fields that CloudWatch metric filters count (lib/constructs/operations-alarms.ts). */
export const logFields = {
  /** true on the warning logged when Bedrock failed and the rules engine answered a speech call. */
  speechFallback: 'speechFallback',
} as const;
