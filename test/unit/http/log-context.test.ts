import type { Context } from 'aws-lambda';
import type { HttpEvent } from '../../../lambdas/http/http-handler';
import { captureLogLines } from '../../support/log-lines';

// Unit tests run with silent logs (test/support/quiet-logs.ts); this one reads them.
process.env.LOG_LEVEL = 'ERROR';
// What Lambda sets in an on-demand execution environment, where the first invocation is a cold start.
process.env.AWS_LAMBDA_INITIALIZATION_TYPE = 'on-demand';

describe('log lines of the middy chain', () => {
  it('carry the Lambda context and the route', async () => {
    const { httpHandler } = await import('../../../lambdas/http/http-handler');
    const logged = captureLogLines();

    const handler = httpHandler({
      'POST /broken': async () => {
        throw new Error('connection reset by peer');
      },
    });
    const event = { routeKey: 'POST /broken', headers: {}, requestContext: { routeKey: 'POST /broken' } };
    const context = (awsRequestId: string) =>
      ({
        functionName: 'lists',
        awsRequestId,
        invokedFunctionArn: 'arn:aws:lambda:sa-east-1:123456789012:function:lists',
        memoryLimitInMB: '256',
        functionVersion: '$LATEST',
      }) as Context;
    const answer = await handler(event as unknown as HttpEvent, context('request-1'));
    await handler(event as unknown as HttpEvent, context('request-2'));

    expect(answer.statusCode).toBe(500);
    expect(JSON.parse(answer.body as string)).toEqual({
      code: 'INTERNAL',
      message: 'Erro inesperado. Tente novamente.',
    });
    const errorLine = (requestId: string, coldStart: boolean) =>
      expect.objectContaining({
        level: 'ERROR',
        message: 'Unhandled error',
        function_request_id: requestId,
        function_name: 'lists',
        cold_start: coldStart,
        routeKey: 'POST /broken',
        error: expect.objectContaining({ name: 'Error', message: 'connection reset by peer' }),
      });
    expect(logged).toEqual([errorLine('request-1', true), errorLine('request-2', false)]);
  });

  it('leaves out the lines below LOG_LEVEL', async () => {
    const { logger } = await import('../../../lambdas/http/logger');
    const logged = captureLogLines();
    logger.warn('quiet');
    logger.error('loud');
    expect(logged).toEqual([expect.objectContaining({ message: 'loud' })]);
  });
});
