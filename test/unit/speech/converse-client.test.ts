import { SignatureV4 } from '@smithy/signature-v4';
import { Sha256 } from '@smithy/core/checksum';
import { BedrockError } from '../../../lambdas/adapters/bedrock/converse-client';
import { toolAnswer } from '../../support/bedrock-tool-answer';
import { startFakeBedrock, testCredentials, type BedrockCall, type FakeBedrock } from '../../support/fake-bedrock';

let bedrock: FakeBedrock;
beforeAll(async () => {
  bedrock = await startFakeBedrock();
});
afterAll(() => bedrock.close());
beforeEach(() => bedrock.reset());

const request = {
  modelId: 'amazon.nova-micro-v1:0',
  messages: [{ role: 'user' as const, content: [{ text: 'café' }] }],
  toolConfig: { tools: [], toolChoice: { tool: { name: 'registrar' } } },
};
const options = () => ({ abortSignal: AbortSignal.timeout(5000) });

/** Signs the request the fake received again, at the time it was signed, as AWS would check it. */
async function expectedAuthorization(call: BedrockCall): Promise<string | undefined> {
  const amzDate = String(call.headers['x-amz-date']);
  const signingDate = new Date(
    `${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`,
  );
  const signer = new SignatureV4({
    service: 'bedrock',
    region: 'us-east-1',
    credentials: testCredentials,
    sha256: Sha256,
  });
  const signed = await signer.sign(
    {
      method: 'POST',
      protocol: 'http:',
      hostname: '127.0.0.1',
      path: call.path,
      query: {},
      headers: {
        host: String(call.headers.host),
        'content-type': String(call.headers['content-type']),
        accept: String(call.headers.accept),
      },
      body: call.body,
    },
    { signingDate },
  );
  return signed.headers.authorization;
}

describe('Converse client', () => {
  it('posts the request to the model’s Converse path, signed with SigV4 for Bedrock, and returns the answer', async () => {
    bedrock.answer(toolAnswer('registrar', { ok: true }));

    await expect(bedrock.client.converse(request, options())).resolves.toEqual(toolAnswer('registrar', { ok: true }));

    const [call] = bedrock.calls;
    expect(call?.path).toBe('/model/amazon.nova-micro-v1%3A0/converse');
    expect(JSON.parse(call!.body)).toEqual({ messages: request.messages, toolConfig: request.toolConfig });
    expect(call?.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/us-east-1\/bedrock\/aws4_request, SignedHeaders=accept;content-type;host;x-amz-content-sha256;x-amz-date;x-amz-security-token, Signature=[0-9a-f]{64}$/,
    );
    expect(call?.headers['x-amz-security-token']).toBe('test-token');
    await expect(expectedAuthorization(call!)).resolves.toBe(call?.headers.authorization);
  });

  it('raises Bedrock’s error type and message, without retrying a client error', async () => {
    bedrock.fail(400, 'ValidationException', 'The model is not supported');

    const failure = bedrock.client.converse(request, options());
    await expect(failure).rejects.toBeInstanceOf(BedrockError);
    await expect(failure).rejects.toMatchObject({ name: 'ValidationException', message: 'The model is not supported' });
    expect(bedrock.calls).toHaveLength(1);
  });

  it('tries a throttled or failed call once more, and no more', async () => {
    bedrock.fail(503, 'ServiceUnavailableException', 'busy', { once: true }).answer(toolAnswer('registrar', {}));
    await expect(bedrock.client.converse(request, options())).resolves.toEqual(toolAnswer('registrar', {}));
    expect(bedrock.calls).toHaveLength(2);

    bedrock.reset();
    bedrock.fail(429, 'ThrottlingException', 'Too many requests');
    await expect(bedrock.client.converse(request, options())).rejects.toMatchObject({ name: 'ThrottlingException' });
    expect(bedrock.calls).toHaveLength(2);
  });

  it('gives up when the caller’s signal fires, without retrying', async () => {
    bedrock.hang();
    const controller = new AbortController();

    const pending = bedrock.client.converse(request, { abortSignal: controller.signal });
    await bedrock.received(1);
    controller.abort(new DOMException('The operation timed out.', 'TimeoutError'));
    await expect(pending).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(bedrock.calls).toHaveLength(1);
  });
});
