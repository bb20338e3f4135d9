import { BedrockRuntimeClient, ConverseCommand, ThrottlingException } from '@aws-sdk/client-bedrock-runtime';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Context } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import type { HttpEvent } from '../../../lambdas/http/http-handler';
import { captureLogLines } from '../../support/log-lines';

// Bedrock throttles; the cost guards admit the call. Logs are read here (unit tests are silent otherwise).
const bedrock = mockClient(BedrockRuntimeClient);
bedrock.on(ConverseCommand).rejects(new ThrottlingException({ message: 'Too many requests', $metadata: {} }));
mockClient(DynamoDBDocumentClient).onAnyCommand().resolves({});
Object.assign(process.env, {
  AWS_REGION: 'us-east-1',
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
    const logged = captureLogLines();

    const routeKey = 'POST /functions/process-grocery-speech';
    const event = {
      routeKey,
      headers: { 'x-device-id': `device_${Date.now()}_${'b'.repeat(32)}` },
      body: JSON.stringify({ transcript: 'dois litros de leite' }),
      requestContext: { routeKey },
    } as unknown as HttpEvent;
    const result = await handler(event, { awsRequestId: 'request-2', functionName: 'speech' } as Context);

    expect(JSON.parse(result.body as string).groceryItems).toEqual(['Leite']);
    expect(bedrock.commandCalls(ConverseCommand)).toHaveLength(1);
    expect(logged).toContainEqual(
      expect.objectContaining({ [logFields.speechFallback]: true, function_request_id: 'request-2' }),
    );
  });
});
