import type { Context } from 'aws-lambda';
import type { HttpEvent } from '../../../lambdas/http/http-handler';

// Unit tests run with silent logs (test/support/quiet-logs.ts); this one reads them.
process.env.POWERTOOLS_LOG_LEVEL = 'ERROR';

describe('log lines of the middy chain', () => {
  it('carry the Lambda context and the route', async () => {
    const { httpHandler } = await import('../../../lambdas/http/http-handler');
    const { logger } = await import('../../../lambdas/http/logger');
    const lines: string[] = [];
    // Powertools writes through its own Console instance; read what it is handed.
    const output = (logger as unknown as { console: Console }).console;
    jest.spyOn(output, 'error').mockImplementation((line: unknown) => void lines.push(String(line)));

    const handler = httpHandler({
      'POST /broken': async () => {
        throw new Error('connection reset by peer');
      },
    });
    const event = { routeKey: 'POST /broken', headers: {}, requestContext: { routeKey: 'POST /broken' } };
    await handler(
      event as unknown as HttpEvent,
      {
        functionName: 'lists',
        awsRequestId: 'request-1',
        invokedFunctionArn: 'arn:aws:lambda:sa-east-1:123456789012:function:lists',
        memoryLimitInMB: '256',
        functionVersion: '$LATEST',
      } as Context,
    );

    expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual([
      expect.objectContaining({
        level: 'ERROR',
        message: 'Unhandled error',
        function_request_id: 'request-1',
        function_name: 'lists',
        cold_start: expect.any(Boolean),
        routeKey: 'POST /broken',
      }),
    ]);
  });
});
