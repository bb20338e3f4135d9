import { ConverseCommand, type BedrockRuntimeClient, type ToolInputSchema } from '@aws-sdk/client-bedrock-runtime';
import * as z from 'zod/mini';
import { CATEGORY_NAMES, type CategoryName } from '../../domain/categories/categories';
import type { CategoryLog, ModelCategoriser } from '../../domain/categories/model-categoriser';
import { sharedBedrockClient } from './bedrock-runtime-client';

/** Small and fast: the answer is one short tool call. Some regions need the "us." profile. */
export const DEFAULT_CATEGORY_MODEL_ID = 'amazon.nova-micro-v1:0';

/** Categorising is an extra on the list screen; past this the default category is better than waiting. */
export const DEFAULT_CATEGORY_TIMEOUT_MS = 5000;

/** Names per model call: long enough for a whole list, short enough for a fast, complete answer. */
export const NAMES_PER_CALL = 40;

/** Options of the Bedrock categoriser; every one has a default. */
export interface BedrockCategoriserOptions {
  /** Defaults to the function's one shared client, so no call creates its own. */
  client?: BedrockRuntimeClient;
  modelId?: string;
  timeoutMs?: number;
  log?: CategoryLog;
}

const TOOL_NAME = 'registrar_categorias';

const categorySchema = z.enum(CATEGORY_NAMES as [CategoryName, ...CategoryName[]]);
const itemSchema = z.object({ indice: z.number().check(z.int(), z.minimum(0)), categoria: categorySchema });

/** What the model must answer: one result per numbered name. */
export const categoriesAnswerSchema = z.object({ itens: z.array(itemSchema) });

/**
 * The JSON schema Bedrock forces the tool call to follow (it enumerates the 22 categories):
 * `categoriesAnswerSchema` as JSON Schema, written out so the bundle does not carry zod's
 * generator (a unit test checks that it equals the generated one).
 */
export const categoriesToolJsonSchema = {
  type: 'object',
  properties: {
    itens: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          indice: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
          categoria: { type: 'string', enum: [...CATEGORY_NAMES] },
        },
        required: ['indice', 'categoria'],
        additionalProperties: false,
      },
    },
  },
  required: ['itens'],
  additionalProperties: false,
};
const inputSchema = categoriesToolJsonSchema as ToolInputSchema.JsonMember['json'];

/** The envelope only: items are checked one by one, so one bad item does not discard the rest. */
const envelopeSchema = z.object({ itens: z.array(z.unknown()) });

const SYSTEM_PROMPT = [
  'Você classifica itens de uma lista de compras de supermercado no Brasil.',
  'Para cada item numerado, escolha exatamente uma das categorias da ferramenta, pelo corredor onde se compra o produto:',
  'o substantivo principal decide ("suco de laranja" é Bebidas), e modificadores como "sem lactose", "congelado",',
  '"para gato", "sem álcool" ou "em lata" podem mudar a categoria. Marcas identificam o produto.',
  'Use "Diversos e Sazonal" para itens sazonais, de festa ou que não cabem em nenhuma outra.',
  'Chame a ferramenta com um resultado por item, usando o índice do item.',
].join(' ');

/**
 * Categorises the names the offline lexicon does not know with a Bedrock model, through
 * Converse with a forced tool whose schema enumerates the 22 categories; answers are
 * still validated with zod. Names go in batches of NAMES_PER_CALL, in parallel. A failed
 * call (throttling, time-out, no tool call) or an invalid item leaves those names out of
 * the result, so the caller uses the default category and does not cache it; it is logged.
 */
export function createBedrockCategoriser(options: BedrockCategoriserOptions = {}): ModelCategoriser {
  const client = options.client ?? sharedBedrockClient();
  const modelId = options.modelId ?? DEFAULT_CATEGORY_MODEL_ID;
  const timeoutMs = options.timeoutMs ?? DEFAULT_CATEGORY_TIMEOUT_MS;
  const log = options.log ?? ((message, details) => console.warn(message, details));

  async function categoriseBatch(names: string[]): Promise<Array<[string, CategoryName]>> {
    try {
      const answer = envelopeSchema.safeParse(await converse(client, modelId, timeoutMs, names));
      if (!answer.success) {
        log('Bedrock gave a malformed category answer; using the default category', { modelId, names: names.length });
        return [];
      }
      const categorised: Array<[string, CategoryName]> = [];
      for (const raw of answer.data.itens) {
        const item = itemSchema.safeParse(raw);
        const name = item.success ? names[item.data.indice] : undefined;
        if (item.success && name !== undefined) categorised.push([name, item.data.categoria]);
        else log('Bedrock gave an invalid category item; using the default category', { modelId, item: raw });
      }
      return categorised;
    } catch (error) {
      log('Bedrock categorisation failed; using the default category', { modelId, timeoutMs, ...describe(error) });
      return [];
    }
  }

  return {
    async categorise(names) {
      const batches: string[][] = [];
      for (let start = 0; start < names.length; start += NAMES_PER_CALL) {
        batches.push(names.slice(start, start + NAMES_PER_CALL));
      }
      const results = await Promise.all(batches.map(categoriseBatch));
      return new Map(results.flat());
    },
  };
}

/** Calls the model and returns the forced tool's input (undefined if it did not call it). */
async function converse(client: BedrockRuntimeClient, modelId: string, timeoutMs: number, names: string[]) {
  const signal = AbortSignal.timeout(timeoutMs);
  const command = new ConverseCommand({
    modelId,
    system: [{ text: SYSTEM_PROMPT }],
    messages: [{ role: 'user', content: [{ text: names.map((name, index) => `${index}: ${name}`).join('\n') }] }],
    toolConfig: {
      tools: [
        {
          toolSpec: {
            name: TOOL_NAME,
            description: 'Registra a categoria de cada item da lista de compras.',
            inputSchema: { json: inputSchema },
          },
        },
      ],
      toolChoice: { tool: { name: TOOL_NAME } },
    },
    inferenceConfig: { temperature: 0, maxTokens: 40 + 30 * names.length },
  });
  const response = await Promise.race([client.send(command, { abortSignal: signal }), rejectWhenAborted(signal)]);
  return response.output?.message?.content?.find((block) => block.toolUse?.name === TOOL_NAME)?.toolUse?.input;
}

/** Rejects when the time-out fires, even if the transport ignores the signal. */
function rejectWhenAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

/** Name and message of anything thrown (an abort reason is a DOMException, not always an Error). */
function describe(error: unknown): { error: string; message: string } {
  const { name, message } = (typeof error === 'object' && error !== null ? error : {}) as {
    name?: unknown;
    message?: unknown;
  };
  return {
    error: typeof name === 'string' ? name : 'Error',
    message: typeof message === 'string' ? message : String(error),
  };
}
