import { Logger } from '@aws-lambda-powertools/logger';

/** One structured logger per function instance; the service name comes from POWERTOOLS_SERVICE_NAME. */
export const logger = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'lista-de-compras' });

/** Fields that CloudWatch metric filters count (lib/constructs/operations-alarms.ts). */
export const logFields = {
  /** true on the warning logged when Bedrock failed and the rules engine answered a speech call. */
  speechFallback: 'speechFallback',
} as const;
