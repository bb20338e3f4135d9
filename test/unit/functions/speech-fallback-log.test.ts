import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Context } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import type { HttpEvent } from '../../../lambdas/http/http-handler';
import { startFakeBedrock, testCredentials, type FakeBedrock } from '../../support/fake-bedrock';

// Bedrock (a local fake, reached through the SDK's endpoint variable) throttles; the cost
// guards admit the call. Logs are read here (unit tests are silent otherwise).
mockClient(DynamoDBDocumentClient).onAnyCommand().resolves({});
let bedrock: FakeBedrock;
beforeAll(async () => {
  bedrock = (await startFakeBedrock()).fail(429, 'ThrottlingException', 'Too many requests');
  Object.assign(process.env, {
    AWS_ENDPOINT_URL_BEDROCK_RUNTIME: bedrock.url,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: testCredentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: testCredentials.secretAccessKey,
  });
});
afterAll(() => bedrock.close());
Object.assign(process.env, {
  LOG_LEVEL: 'WARN',
  AI_ENGINE: 'bedrock',
  TABLE_NAME: 'test-table',
  USER_POOL_ISSUER: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_test',
  USER_POOL_CLIENT_ID: 'test-client',
});

describe('process-grocery-speech when Bedrock fails', () => {
  it('answers from the rules engine and logs the fallback with the field the alarm counts', async () => {
    const { handler } = await import('../../../lambdas/functions/process-grocery-speech');
    const { logFields } = await import('../../../lambdas/http/logger');
    const lines: string[] = [];
    jest.spyOn(process.stdout, 'write').mockImplementation((line: string | Uint8Array) => lines.push(String(line)) > 0);

    const routeKey = 'POST /functions/process-grocery-speech';
    const event = {
      routeKey,
      headers: { 'x-device-id': `device_${Date.now()}_${'b'.repeat(32)}` },
      body: JSON.stringify({ transcript: 'dois litros de leite' }),
      requestContext: { routeKey },
    } as unknown as HttpEvent;
    const result = await handler(event, { awsRequestId: 'request-2', functionName: 'speech' } as Context);

    expect(JSON.parse(result.body as string).groceryItems).toEqual(['Leite']);
    expect(bedrock.calls.length).toBeGreaterThan(0);
    expect(lines.map((line) => JSON.parse(line) as unknown)).toContainEqual(
      expect.objectContaining({ [logFields.speechFallback]: true, function_request_id: 'request-2' }),
    );
  });
});
