import { ConverseCommand, type BedrockRuntimeClient, type ToolInputSchema } from '@aws-sdk/client-bedrock-runtime';
import * as z from 'zod/mini';
import type { SpeechEngine, SpeechResult } from '../../domain/speech/speech-types';
import { canonicalUnit } from '../../domain/speech/units';
import { foldText } from '../../domain/text/fold-text';

/** Small and fast: the answer is a short tool call. Some regions need the "us." profile. */
export const DEFAULT_SPEECH_MODEL_ID = 'amazon.nova-micro-v1:0';

/** Under the app's 30 s processing time-out, with room left for the fallback. */
export const DEFAULT_SPEECH_TIMEOUT_MS = 8000;

/** Where the engine reports falling back (a Powertools logger's `warn` fits). */
export type SpeechLog = (message: string, details: Record<string, unknown>) => void;

/** Options of the Bedrock engine; `fallback` answers whenever Bedrock cannot. */
export interface BedrockSpeechEngineOptions {
  client: BedrockRuntimeClient;
  fallback: SpeechEngine;
  modelId?: string;
  timeoutMs?: number;
  log?: SpeechLog;
}

const TOOL_NAME = 'registrar_mudancas_na_lista';

/** The tool's input: the same shape as `SpeechResult`. */
export const speechAnswerSchema = z.object({
  add: z.array(
    z.object({
      name: z.string().check(z.minLength(1), z.maxLength(120)),
      quantity: z.number().check(z.positive(), z.maximum(100000)),
      unit: z.nullable(z.string()),
    }),
  ),
  remove: z.array(z.string()),
});

/**
 * The JSON schema Bedrock forces the tool call to follow: `speechAnswerSchema` as JSON
 * Schema, written out so the bundle does not carry zod's generator (a unit test checks
 * that it equals the generated one).
 */
export const speechToolJsonSchema = {
  type: 'object',
  properties: {
    add: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          name: { type: 'string', minLength: 1, maxLength: 120 },
          quantity: { type: 'number', exclusiveMinimum: 0, maximum: 100000 },
          unit: { type: ['string', 'null'] },
        },
        required: ['name', 'quantity', 'unit'],
        additionalProperties: false,
      },
    },
    remove: { type: 'array', items: { type: 'string' } },
  },
  required: ['add', 'remove'],
  additionalProperties: false,
};
const inputSchema = speechToolJsonSchema as ToolInputSchema.JsonMember['json'];

const SYSTEM_PROMPT = [
  'Você recebe a transcrição (pt-BR, do reconhecimento de voz do Chrome) de uma pessoa montando uma lista de compras,',
  'e os nomes que já estão na lista. Chame a ferramenta com os itens a adicionar e os itens a remover.',
  'Regras: nome como se escreve numa lista (primeira letra maiúscula, sem quantidade nem unidade, sem artigo);',
  'quantidade padrão 1; unidade uma de: kg, g, l, ml, pacote, caixa, lata, garrafa, garrafão, galão, saco, pote, vidro,',
  'copo, bandeja, fardo, rolo, tubo, frasco, sachê, barra, tablete, embalagem, maço, cacho, pé, cabeça, fatia, ou null;',
  'dúzia multiplica a quantidade ("meia dúzia de ovos" = 6, unidade null); dinheiro ("15 reais de pão") não é quantidade;',
  '"tira", "remove", "apaga", "não preciso mais de"... removem; "troca X por Y" remove X e adiciona Y;',
  'em "remove" use somente nomes exatamente como aparecem na lista atual; se não há pedido de compras, listas vazias.',
].join(' ');

/**
 * Speech extraction by a Bedrock model through Converse with a forced tool, so the
 * answer is always a structured call; it is still validated with zod. Any error,
 * time-out or malformed answer gives the fallback's answer instead, and is logged.
 * Removals are kept only when they name an item really on the list.
 */
export function createBedrockSpeechEngine(options: BedrockSpeechEngineOptions): SpeechEngine {
  const modelId = options.modelId ?? DEFAULT_SPEECH_MODEL_ID;
  const timeoutMs = options.timeoutMs ?? DEFAULT_SPEECH_TIMEOUT_MS;
  const log = options.log ?? ((message, details) => console.warn(message, details));

  return {
    async extract(transcript, currentItems) {
      try {
        const answer = await converse(options.client, modelId, timeoutMs, transcript, currentItems);
        const parsed = speechAnswerSchema.safeParse(answer);
        if (parsed.success) return tidy(parsed.data, currentItems);
        log('Bedrock gave a malformed speech answer; using the rules engine', { modelId, issues: parsed.error.issues });
      } catch (error) {
        log('Bedrock speech extraction failed; using the rules engine', { modelId, timeoutMs, ...describe(error) });
      }
      return options.fallback.extract(transcript, currentItems);
    },
  };
}

/** Calls the model and returns the forced tool's input (undefined if it did not call it). */
async function converse(
  client: BedrockRuntimeClient,
  modelId: string,
  timeoutMs: number,
  transcript: string,
  currentItems: string[],
): Promise<unknown> {
  const signal = AbortSignal.timeout(timeoutMs);
  const command = new ConverseCommand({
    modelId,
    system: [{ text: SYSTEM_PROMPT }],
    messages: [
      { role: 'user', content: [{ text: JSON.stringify({ transcricao: transcript, listaAtual: currentItems }) }] },
    ],
    toolConfig: {
      tools: [
        {
          toolSpec: {
            name: TOOL_NAME,
            description: 'Registra as mudanças pedidas na lista de compras.',
            inputSchema: { json: inputSchema },
          },
        },
      ],
      toolChoice: { tool: { name: TOOL_NAME } },
    },
    inferenceConfig: { temperature: 0, maxTokens: 1024 },
  });
  const response = await Promise.race([client.send(command, { abortSignal: signal }), rejectWhenAborted(signal)]);
  return response.output?.message?.content?.find((block) => block.toolUse?.name === TOOL_NAME)?.toolUse?.input;
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

/** Rejects when the time-out fires, even if the transport ignores the signal. */
function rejectWhenAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

/** Same conventions as the rules engine; removals mapped onto the list's own spelling. */
function tidy(answer: z.infer<typeof speechAnswerSchema>, currentItems: string[]): SpeechResult {
  const remove: string[] = [];
  for (const spoken of answer.remove) {
    const onList = currentItems.find((name) => foldText(name) === foldText(spoken));
    if (onList !== undefined && !remove.includes(onList)) remove.push(onList);
  }
  const add = answer.add.flatMap(({ name, quantity, unit }) => {
    const trimmed = name.trim();
    if (trimmed === '') return [];
    return [{ name: trimmed.charAt(0).toUpperCase() + trimmed.slice(1), quantity, unit: canonicalUnit(unit) }];
  });
  return { add, remove };
}
