import {
  LimitExceededException,
  StartStreamTranscriptionCommand,
  TranscribeStreamingClient,
  type AudioStream,
  type StartStreamTranscriptionCommandInput,
  type TranscriptResultStream,
} from '@aws-sdk/client-transcribe-streaming';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Context } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { voiceLimitMessage } from '../../../lambdas/domain/speech/voice-usage';
import type { HttpEvent } from '../../../lambdas/http/http-handler';
import { wavClip } from '../../support/wav-clip';

// The cost guards' counters and the subscription read answer "admitted, not Premium".
const dynamo = mockClient(DynamoDBDocumentClient);
const transcribe = mockClient(TranscribeStreamingClient);
Object.assign(process.env, {
  TABLE_NAME: 'test-table',
  USER_POOL_ISSUER: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_test',
  USER_POOL_CLIENT_ID: 'test-client',
  TRANSCRIBE_REGION: 'us-east-1',
  TRANSCRIBE_TIMEOUT_MS: '300',
  AWS_ACCESS_KEY_ID: 'test',
  AWS_SECRET_ACCESS_KEY: 'test',
});
let handler: typeof import('../../../lambdas/functions/transcribe-grocery-speech').handler;
beforeAll(async () => {
  ({ handler } = await import('../../../lambdas/functions/transcribe-grocery-speech'));
});
beforeEach(() => {
  dynamo.reset().onAnyCommand().resolves({});
  transcribe.reset();
});

const routeKey = 'POST /functions/transcribe-grocery-speech';
const deviceId = `device_${Date.now()}_${'a'.repeat(32)}`;

async function call(
  audio: Uint8Array,
  { contentType = 'audio/wav', currentItems }: { contentType?: string; currentItems?: string[] } = {},
) {
  const headers: Record<string, string> = { 'x-device-id': deviceId, 'content-type': contentType };
  if (currentItems) headers['x-current-items'] = Buffer.from(JSON.stringify(currentItems)).toString('base64');
  const event = {
    routeKey,
    headers,
    // As API Gateway passes a binary body.
    body: Buffer.from(audio).toString('base64'),
    isBase64Encoded: true,
    requestContext: { routeKey },
  } as unknown as HttpEvent;
  const result = await handler(event, {} as Context);
  return { status: result.statusCode, body: JSON.parse(result.body as string) };
}

async function* events(...items: TranscriptResultStream[]): AsyncGenerator<TranscriptResultStream> {
  for (const item of items) yield item;
}

function final(text: string, partial = false): TranscriptResultStream {
  return {
    TranscriptEvent: {
      Transcript: { Results: [{ IsPartial: partial, Alternatives: [{ Transcript: text, Items: [] }] }] },
    },
  };
}

/** Reads the audio the function streamed, as Transcribe would receive it. */
async function streamedBytes(input: StartStreamTranscriptionCommandInput): Promise<number[]> {
  const sizes: number[] = [];
  for await (const event of input.AudioStream as AsyncIterable<AudioStream>)
    sizes.push(event.AudioEvent?.AudioChunk?.length ?? 0);
  return sizes;
}

/** An Ogg/Opus file's pages (CRC not filled in): the OpusHead, then one page ending at `seconds`. */
function oggOpus(seconds: number): Uint8Array {
  const page = (granule: number, body: Uint8Array) => {
    const header = new Uint8Array(28);
    const view = new DataView(header.buffer);
    header.set(new TextEncoder().encode('OggS'));
    view.setBigInt64(6, BigInt(granule), true);
    header[26] = 1;
    header[27] = body.length;
    return [...header, ...body];
  };
  const head = new Uint8Array(19);
  head.set(new TextEncoder().encode('OpusHead'));
  head[8] = 1;
  head[9] = 1;
  new DataView(head.buffer).setUint16(10, 312, true);
  return new Uint8Array([...page(0, head), ...page(seconds * 48_000 + 312, new Uint8Array(100))]);
}

describe('transcribe-grocery-speech with Transcribe mocked', () => {
  it('streams the PCM to Transcribe in pt-BR and answers the final transcript with its items', async () => {
    let chunkSizes: number[] = [];
    transcribe.on(StartStreamTranscriptionCommand).callsFake(async (input: StartStreamTranscriptionCommandInput) => {
      chunkSizes = await streamedBytes(input);
      return {
        TranscriptResultStream: events(final('2 kg de', true), final('2 kg de arroz feijão'), final('e tira o leite')),
      };
    });
    const answer = await call(wavClip(2), { currentItems: ['Leite integral', 'Banana'] });

    expect(answer).toEqual({
      status: 200,
      body: {
        transcript: '2 kg de arroz feijão e tira o leite',
        groceryItems: ['Arroz', 'Feijão'],
        itemToRemove: 'Leite integral',
        items: [
          { name: 'Arroz', quantity: 2, unit: 'kg' },
          { name: 'Feijão', quantity: 1, unit: null },
        ],
        itemsToRemove: ['Leite integral'],
      },
    });
    expect(transcribe.commandCalls(StartStreamTranscriptionCommand)[0]!.args[0].input).toMatchObject({
      LanguageCode: 'pt-BR',
      MediaEncoding: 'pcm',
      MediaSampleRateHertz: 16_000,
    });
    // 2 s of 16-bit samples at 16 kHz, without the WAV header, in 200 ms chunks.
    expect(chunkSizes.reduce((sum, size) => sum + size, 0)).toBe(64_000);
    expect(Math.max(...chunkSizes)).toBe(6_400);
  });

  it('streams an Ogg/Opus clip whole, as ogg-opus at 48 kHz', async () => {
    transcribe.on(StartStreamTranscriptionCommand).resolves({ TranscriptResultStream: events(final('pão')) });
    const answer = await call(oggOpus(3), { contentType: 'audio/ogg; codecs=opus' });
    expect(answer.body).toMatchObject({ transcript: 'pão', groceryItems: ['Pão'] });
    expect(transcribe.commandCalls(StartStreamTranscriptionCommand)[0]!.args[0].input).toMatchObject({
      MediaEncoding: 'ogg-opus',
      MediaSampleRateHertz: 48_000,
    });
  });

  it('answers 422 "Nenhuma fala detectada" when nothing was heard', async () => {
    transcribe.on(StartStreamTranscriptionCommand).resolves({ TranscriptResultStream: events(final('  ')) });
    expect(await call(wavClip(1))).toEqual({
      status: 422,
      body: { code: 'NO_SPEECH', message: 'Nenhuma fala detectada' },
    });
  });

  it('answers 429 in pt-BR when Transcribe is throttling, at the start or inside the stream', async () => {
    const busy = {
      code: 'RATE_LIMITED',
      message: 'O reconhecimento de voz está ocupado. Aguarde um instante e tente novamente, ou digite os itens.',
    };
    transcribe
      .on(StartStreamTranscriptionCommand)
      .rejectsOnce(Object.assign(new Error('Too many streams'), { name: 'LimitExceededException' }))
      .resolvesOnce({
        TranscriptResultStream: events({
          LimitExceededException: new LimitExceededException({ message: 'Too many streams', $metadata: {} }),
        }),
      });
    expect(await call(wavClip(1))).toEqual({ status: 429, body: busy });
    expect(await call(wavClip(1))).toEqual({ status: 429, body: busy });
  });

  it('answers 408 in pt-BR when Transcribe does not finish in time', async () => {
    transcribe.on(StartStreamTranscriptionCommand).callsFake(() => new Promise(() => undefined));
    expect(await call(wavClip(1))).toEqual({
      status: 408,
      body: { code: 'TIMEOUT', message: 'O reconhecimento de voz demorou demais. Tente novamente ou digite os itens.' },
    });
  });

  it('refuses audio that is too long, too big, malformed or of another format, before Transcribe or the counters', async () => {
    const refusals = [
      [
        await call(oggOpus(16), { contentType: 'audio/ogg; codecs=opus' }),
        'A gravação passou de 15 segundos. Grave de novo, dizendo menos itens de cada vez.',
      ],
      [await call(wavClip(15.5)), 'A gravação é grande demais. Grave no máximo 15 segundos.'],
      [await call(new TextEncoder().encode('não é áudio')), 'O áudio enviado não é válido. Grave de novo.'],
      [await call(new Uint8Array(0)), 'Nenhum áudio recebido. Grave de novo.'],
      [
        await call(wavClip(1, { sampleRate: 44_100 })),
        'Formato de áudio não suportado. Envie WAV (PCM 16 kHz, mono) ou Ogg/Opus.',
      ],
      [
        await call(wavClip(1), { contentType: 'audio/webm' }),
        'Formato de áudio não suportado. Envie WAV (PCM 16 kHz, mono) ou Ogg/Opus.',
      ],
    ] as const;
    for (const [answer, message] of refusals)
      expect(answer).toEqual({ status: 400, body: { code: 'VALIDATION', message } });
    expect(transcribe.commandCalls(StartStreamTranscriptionCommand)).toHaveLength(0);
    expect(dynamo.calls()).toHaveLength(0);
  });

  it('refuses a malformed list of current items with a 400', async () => {
    const event = {
      routeKey,
      headers: { 'x-device-id': deviceId, 'content-type': 'audio/wav', 'x-current-items': 'não-base64-json' },
      body: Buffer.from(wavClip(1)).toString('base64'),
      isBase64Encoded: true,
      requestContext: { routeKey },
    } as unknown as HttpEvent;
    const result = await handler(event, {} as Context);
    expect(result.statusCode).toBe(400);
    expect(JSON.parse(result.body as string)).toEqual({ code: 'VALIDATION', message: 'A lista atual é inválida.' });
  });

  it("counts the clip against the voice allowance: the month's spent, 403 without calling Transcribe", async () => {
    dynamo.on(UpdateCommand).callsFake((input: UpdateCommandInput) => {
      if (JSON.stringify(input.Key).includes('MONTH#'))
        throw new ConditionalCheckFailedException({ message: 'spent', $metadata: {} });
      return {};
    });
    const answer = await call(wavClip(1));
    expect(answer).toEqual({ status: 403, body: { code: 'LIMIT_REACHED', message: voiceLimitMessage } });
    expect(transcribe.commandCalls(StartStreamTranscriptionCommand)).toHaveLength(0);
  });

  it('answers 503 in pt-BR where no transcriber is configured (npm start without Transcribe), counting nothing', async () => {
    const { createHandler } = await import('../../../lambdas/functions/transcribe-grocery-speech');
    const event = {
      routeKey,
      headers: { 'x-device-id': deviceId, 'content-type': 'audio/wav' },
      body: Buffer.from(wavClip(1)).toString('base64'),
      isBase64Encoded: true,
      requestContext: { routeKey },
    } as unknown as HttpEvent;
    const result = await createHandler(undefined)(event, {} as Context);
    expect(result.statusCode).toBe(503);
    expect(JSON.parse(result.body as string)).toEqual({
      code: 'UNAVAILABLE',
      message: 'O reconhecimento de voz pelo servidor não está disponível aqui. Digite os itens em "Digitar itens".',
    });
    expect(dynamo.calls()).toHaveLength(0);
  });
});
