import { BedrockRuntimeClient, ConverseCommand, ThrottlingException } from '@aws-sdk/client-bedrock-runtime';
import { mockClient } from 'aws-sdk-client-mock';
import { toolAnswer as answerWithTool } from '../../support/bedrock-tool-answer';
import { createBedrockCategoriser } from '../../../lambdas/adapters/bedrock/bedrock-categoriser';
import { categoriseItems } from '@domain/categories/categorise-items';
import { createInMemoryCategoryCache } from '@domain/categories/in-memory-category-cache';

const bedrock = mockClient(BedrockRuntimeClient);
const client = new BedrockRuntimeClient({ region: 'us-east-1' });

const toolAnswer = (input: unknown) => answerWithTool('registrar_categorias', input);

// Names the lexicon does not know, so they reach the model.
const unknownNames = ['Kimchi', 'xpto 3000'];

function setup(timeoutMs = 5000) {
  const log = jest.fn();
  const cache = createInMemoryCategoryCache();
  const modelCategoriser = createBedrockCategoriser({ client, modelId: 'amazon.nova-lite-v1:0', timeoutMs, log });
  return { log, cache, categorise: (names: string[]) => categoriseItems(names, { cache, modelCategoriser, log }) };
}

beforeEach(() => bedrock.reset());

describe('Bedrock categoriser', () => {
  it('asks the configured model once, with a forced tool enumerating the 22 categories, and uses its answer', async () => {
    bedrock.on(ConverseCommand).resolves(
      toolAnswer({
        itens: [
          { indice: 0, categoria: 'Bebidas' },
          { indice: 1, categoria: 'Eletrônicos' },
        ],
      }),
    );
    const { categorise, cache } = setup();

    await expect(categorise(unknownNames)).resolves.toEqual({
      Bebidas: ['Kimchi'],
      Eletrônicos: ['xpto 3000'],
    });
    const calls = bedrock.commandCalls(ConverseCommand);
    expect(calls).toHaveLength(1);
    const input = calls[0]?.args[0].input;
    expect(input?.modelId).toBe('amazon.nova-lite-v1:0');
    expect(input?.toolConfig?.toolChoice).toEqual({ tool: { name: 'registrar_categorias' } });
    const schema = JSON.stringify(input?.toolConfig?.tools?.[0]?.toolSpec?.inputSchema);
    expect(schema).toContain('"Produtos Veganos e Dieta Especial"');
    expect(JSON.stringify(input?.messages)).toContain('1: xpto 3000');
    // The SDK's send(command, options) receives the time-out signal as its second argument.
    const sendOptions = (calls[0]?.args as unknown[] | undefined)?.[1];
    expect(sendOptions).toEqual(expect.objectContaining({ abortSignal: expect.any(AbortSignal) }));
    expect(cache.entries.size).toBe(2);
  });

  it('uses the default category, uncached, for an answer naming a category that does not exist', async () => {
    bedrock.on(ConverseCommand).resolves(
      toolAnswer({
        itens: [
          { indice: 0, categoria: 'Bebidas' },
          { indice: 1, categoria: 'Frios' },
        ],
      }),
    );
    const { categorise, cache, log } = setup();

    await expect(categorise(unknownNames)).resolves.toEqual({
      Bebidas: ['Kimchi'],
      'Diversos e Sazonal': ['xpto 3000'],
    });
    expect([...cache.entries.keys()]).toEqual(['kimchi']);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('invalid category'), expect.any(Object));
  });

  it('uses the default category when Bedrock throttles', async () => {
    bedrock.on(ConverseCommand).rejects(new ThrottlingException({ message: 'Too many requests', $metadata: {} }));
    const { categorise, cache, log } = setup();

    await expect(categorise(unknownNames)).resolves.toEqual({ 'Diversos e Sazonal': unknownNames });
    expect(cache.entries.size).toBe(0);
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('failed'),
      expect.objectContaining({ error: 'ThrottlingException' }),
    );
  });

  it('uses the default category when the model does not answer in time', async () => {
    bedrock.on(ConverseCommand).callsFake(() => new Promise(() => undefined));
    const { categorise, log } = setup(30);

    await expect(categorise(unknownNames)).resolves.toEqual({ 'Diversos e Sazonal': unknownNames });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('failed'), expect.objectContaining({ timeoutMs: 30 }));
  });

  it('uses the default category when the model answers with text instead of the tool', async () => {
    bedrock
      .on(ConverseCommand)
      .resolves({ output: { message: { role: 'assistant', content: [{ text: 'Bebidas' }] } } });
    const { categorise, log } = setup();

    await expect(categorise(['xpto 3000'])).resolves.toEqual({ 'Diversos e Sazonal': ['xpto 3000'] });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('malformed'), expect.any(Object));
  });

  it('does not call the model for a name it answered before', async () => {
    bedrock.on(ConverseCommand).resolves(toolAnswer({ itens: [{ indice: 0, categoria: 'Bebidas' }] }));
    const { categorise } = setup();

    await categorise(['Kimchi']);
    await expect(categorise(['KIMCHIS', 'leite'])).resolves.toEqual({
      'Laticínios e Ovos': ['leite'],
      Bebidas: ['KIMCHIS'],
    });
    expect(bedrock.commandCalls(ConverseCommand)).toHaveLength(1);
  });

  it('never calls the model when the lexicon knows every name', async () => {
    const { categorise } = setup();

    await expect(categorise(['arroz', 'feijão'])).resolves.toEqual({ Mercearia: ['arroz', 'feijão'] });
    expect(bedrock.commandCalls(ConverseCommand)).toHaveLength(0);
  });

  it('splits a long list into several calls of at most 40 names', async () => {
    bedrock.on(ConverseCommand).resolves(toolAnswer({ itens: [] }));
    const modelCategoriser = createBedrockCategoriser({ client, log: jest.fn() });

    await modelCategoriser.categorise(Array.from({ length: 90 }, (_, index) => `item ${index}`));

    const namesPerCall = bedrock
      .commandCalls(ConverseCommand)
      .map((call) => call.args[0].input.messages?.[0]?.content?.[0]?.text?.split('\n').length);
    expect(namesPerCall).toEqual([40, 40, 10]);
  });
});
