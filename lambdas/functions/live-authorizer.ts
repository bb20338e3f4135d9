import type { APIGatewayAuthorizerResult, APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { createAccessTokenVerifier } from '../http/access-token';
import { logger } from '../http/logger';
import { userPoolConfig } from '../server-config';

const verifyAccessToken = createAccessTokenVerifier(userPoolConfig());

/**
 * The WebSocket API's REQUEST authorizer for $connect. Browsers cannot set headers on a
 * WebSocket, so the Cognito access token comes as the `token` query parameter; it is checked
 * exactly as the HTTP API's JWT authorizer checks the user routes' tokens
 * (lambdas/http/access-token.ts). No valid token, no connection: throwing 'Unauthorized' is
 * API Gateway's 401.
 */
export async function handler(event: APIGatewayRequestAuthorizerEvent): Promise<APIGatewayAuthorizerResult> {
  const token = event.queryStringParameters?.token;
  const claims = token ? await verifyAccessToken(token).catch(() => undefined) : undefined;
  if (typeof claims?.sub !== 'string') {
    logger.info('WebSocket connection refused', { reason: token ? 'invalid token' : 'no token' });
    throw new Error('Unauthorized');
  }
  return {
    principalId: claims.sub,
    policyDocument: {
      Version: '2012-10-17',
      Statement: [{ Action: 'execute-api:Invoke', Effect: 'Allow', Resource: event.methodArn }],
    },
    context: { userId: claims.sub },
  };
}
