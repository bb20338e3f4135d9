import { sharedBedrockClient } from '../../../lambdas/adapters/bedrock/bedrock-runtime-client';

process.env.AWS_REGION = 'sa-east-1';

describe('the Bedrock Runtime client of a function instance', () => {
  it('is one client, reused by every call', () => {
    expect(sharedBedrockClient()).toBe(sharedBedrockClient());
  });

  it('tries twice at most, in the region Lambda gives it', async () => {
    const { config } = sharedBedrockClient();
    await expect(config.maxAttempts()).resolves.toBe(2);
    await expect(config.region()).resolves.toBe('sa-east-1');
  });
});
