import { Logger } from '@aws-lambda-powertools/logger';

/**
 * The function instance's logger (Powertools for AWS Lambda): one JSON line per call, which
 * CloudWatch Logs parses, so metric filters can read fields such as `speechFallback`. The
 * middy chain (lambdas/http/http-handler.ts) adds the Lambda context to every line (request
 * id, function, cold start, X-Ray trace) and the route key. `LOG_LEVEL` (DEBUG, INFO, WARN,
 * ERROR or SILENT; INFO by default) drops the lines below it; `SERVICE_NAME` names the
 * function (the CDK construct sets it).
 */
export const logger = new Logger({ serviceName: process.env.SERVICE_NAME ?? 'lista-de-compras' });

/** Fields that CloudWatch metric filters count (lib/constructs/operations-alarms.ts). */
export const logFields = {
  /** true on the warning logged when Bedrock failed and the rules engine answered a speech call. */
  speechFallback: 'speechFallback',
} as const;
