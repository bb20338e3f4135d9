import type { ToolInputSchema } from '@aws-sdk/client-bedrock-runtime';
import type { ConverseClient, ConverseRequest } from './converse-client';
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
  client: ConverseClient;
  fallback: SpeechEngine;
  modelId?: string;
  timeoutMs?: number;
  log?: SpeechLog;
}

const TOOL_NAME = 'registrar_mudancas_na_lista';

const NAME_DESCRIPTION =
  'Nome como se escreve numa lista, sem quantidade, unidade, artigo, tamanho de embalagem ("de 12 rolos", "de 2 litros") ' +
  'nem finalidade ("pro bolo", "pra churrasco", "pro meu filho", "pro macarrão") nem condição ("se tiver"). Marca de ' +
  'duas palavras ou com número fica no nome ("desinfetante pinho sol", "café três corações", "cachaça 51"). ' +
  'Num acréscimo ("mais dois leites", também no diminutivo: "mais dois leitinhos") use o nome exato que já está na ' +
  'lista. Hesitação, conversa e vocativos ("hmm", "deixa eu ver", "acho que", "né", "aí", "também", "é só isso", ' +
  '"pronto", "amor", "só mais uma coisa", "você quer alguma coisa") nunca são item.';
const REMOVE_DESCRIPTION =
  'Nomes exatamente como estão na lista atual; "o último"/"o primeiro" é o último/primeiro nome de listaAtual.';

/** The tool's input: the same shape as `SpeechResult`; the descriptions repeat the key rules for the model. */
export const speechAnswerSchema = z.object({
  add: z.array(
    z.object({
      name: z.string().check(z.minLength(1), z.maxLength(120), z.describe(NAME_DESCRIPTION)),
      quantity: z.number().check(z.positive(), z.maximum(100000)),
      unit: z.nullable(z.string()),
    }),
  ),
  remove: z.array(z.string()).check(z.describe(REMOVE_DESCRIPTION)),
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
          name: { type: 'string', minLength: 1, maxLength: 120, description: NAME_DESCRIPTION },
          quantity: { type: 'number', exclusiveMinimum: 0, maximum: 100000 },
          unit: { type: ['string', 'null'] },
        },
        required: ['name', 'quantity', 'unit'],
        additionalProperties: false,
      },
    },
    remove: { type: 'array', items: { type: 'string' }, description: REMOVE_DESCRIPTION },
  },
  required: ['add', 'remove'],
  additionalProperties: false,
};
const inputSchema = speechToolJsonSchema as ToolInputSchema.JsonMember['json'];

const SYSTEM_PROMPT = [
  'Você recebe a transcrição (pt-BR, do reconhecimento de voz do celular) de uma pessoa montando uma lista de compras,',
  'e os nomes que já estão na lista, em ordem. Chame a ferramenta com os itens a adicionar e os itens a remover.',
  'Regras: nome como se escreve numa lista (primeira letra maiúscula, sem quantidade nem unidade, sem artigo);',
  'quantidade padrão 1; unidade uma de: kg, g, l, ml, pacote, caixa, lata, garrafa, garrafão, galão, saco, pote, vidro,',
  'copo, bandeja, fardo, rolo, tubo, frasco, sachê, barra, tablete, embalagem, maço, cacho, pé, cabeça, fatia, ou null;',
  'números e símbolos como o reconhecedor escreve ("2 kg", "500 g", "1,5 l") são quantidade e unidade;',
  'dúzia multiplica a quantidade ("meia dúzia de ovos" = 6, unidade null); dinheiro ("15 reais de pão") não é quantidade;',
  'o reconhecedor quase nunca põe vírgulas: itens ditos em sequência são itens separados ("macaxeira jerimum e mexerica",',
  '"omo bombril ypê" = 3 itens), mas marca depois do produto o qualifica ("leite ninho", "detergente ypê" = 1 item);',
  'marcas e nomes regionais (Omo, Bombril, Ypê, Nescau, Ninho, macaxeira, aipim, jerimum, mexerica, bergamota, cacetinho,',
  'pão de sal, tucupi, jambu) são itens, e marca que é o nome do produto também ("miojo sazón" = Miojo, Sazón); variedade ou origem',
  'depois da fruta ou castanha faz parte do nome ("mexerica ponkan", "castanha do pará" = 1 item cada), e sabor ou aroma depois',
  'de produto que tem sabores também ("fanta uva", "detergente limão", "gelatina morango" = 1 item cada);',
  'autocorreção vale a última forma ("três não quatro latas de milho" = 4 lata de Milho; "dois pacotes melhor três" = 3;',
  '"leite quer dizer leite desnatado" = só Leite desnatado; "digo", "ou melhor" também corrigem; hesitação depois do "não"',
  '("duas não peraí três") não é item; lista repetida substitui a anterior ("arroz e feijão não arroz e macarrão" = Arroz,',
  'Macarrão); corrigir só o complemento mantém o produto ("leite integral não desnatado" = Leite desnatado);',
  'interjeição no meio do item também corrige ("muçarela opa de presunto" = Presunto; "ih errei duas caixas" = 2 caixa));',
  'hesitações e conversa não são itens ("hmm", "deixa eu ver", "deixa eu olhar", "só mais uma coisinha", "acho que", "sei lá", "né", "aí", "também", "é só isso",',
  '"vou fazer um bolo então coloca ovos" = só Ovos), nem interjeições e vocativos ("pronto agora creme de leite",',
  '"anota aí amor 1 kg de carne", "só mais uma coisa", "você quer alguma coisa", "o que falta na geladeira"), nem',
  'palavras vagas antes dos itens ("preciso de uns negócios é arroz" = só Arroz) ou no fim ("... detergente tá", "viu");',
  '"sal e vinagre" dito sozinho são 2 itens (Sal, Vinagre), mas depois de um produto o qualifica ("batata chips sal e vinagre");',
  '"esqueci o sal" adiciona Sal; marca de duas palavras ou com número é uma só ("desinfetante pinho sol",',
  '"café três corações", "cachaça 51" = 1 item cada; o número não é quantidade); "sachê whiskas" é um item;',
  'finalidade não faz parte do nome ("ovos pro bolo" = Ovos; "sal grosso pra churrasco" = Sal grosso; "queijo ralado',
  'pro macarrão" = Queijo ralado; "gelo pra cerveja" = Gelo), mas um tipo de produto faz ("ração pro cachorro"); condição também não',
  '("ricota se tiver" = Ricota), nem finalidade dita antes da lista ("pro churrasco de sábado três quilos de picanha" = Picanha),',
  'nem comentário depois de "que" ("mais um pacote de café que esse acaba rápido"), nem descrição com "bem" ("bem gelado"),',
  'nem de quem é ("o iogurte das crianças" = Iogurte); "2 e meio quilos" e "quilo e meio" = 1.5/2.5 kg; "um tiquinho de",',
  '"aproximadamente", "quase" são vagos; número que nomeia o tipo fica no nome ("álcool 70", "protetor fator 50", "fralda tamanho 4");',
  '"meia melancia não uma inteira" = {Melancia, 1}; conversa no meio da fala derruba só o trecho dela ("peraí que o menino tá',
  'chamando arroz e sal" = Arroz, Sal; "menino desce daí é um pacote de arroz" = Arroz), mas pergunta ("quanto custa o leite")',
  'não é pedido; o mesmo produto dito duas vezes é um item, na quantidade dita ("cadê o café ah põe dois pacotes de café");',
  'remoção na mesma fala desfaz o que foi dito antes ("um queijo na verdade não precisa de queijo" = nada de Queijo);',
  'corrigir o último complemento mantém os outros ("lâmpada led branca não amarela" = Lâmpada led amarela);',
  'onde a pessoa está olhando não é item ("abri a geladeira leite e ovos" = Leite, Ovos), nem comentário depois de "que"',
  '("mais dois leites que a gente toma muito" = 2 Leite); item repetido com mais detalhe é um só ("a farinha a farinha',
  'de mandioca" = Farinha de mandioca); "já tão no carrinho" e "deixa pra próxima" removem; tamanho ("tamanho 103") é como',
  'tamanho de embalagem e sai do nome; depois de um alimento, todo "pra"/"pro" é finalidade ("coentro pro peixe",',
  '"açúcar pro apê", "banana pro pós treino" = Coentro, Açúcar, Banana), salvo quando nomeia um tipo ("laranja pra suco",',
  '"milho pra pipoca", "biscoito pra cachorro", "shampoo pra cabelo cacheado" ficam inteiros); comentário depois de uma',
  'quantidade corrigida também sai ("6 cervejas não 12 que vem a turma toda" = 12 Cervejas); "antes que eu esqueça",',
  '"vê se lembra do" adicionam, mas "me lembra de ligar" não é pedido; "só um minuto", "na base de", "pelo amor de deus",',
  '"pois é", "como é que chama aquele trem" e "uai", "tchê" no fim não são itens; ocasião ou objeto pessoal sem produto não é',
  'item ("semana de prova então café" = Café; "cadê meus óculos" = nada); "o terceiro tira que eu ainda tenho" e "os dois',
  'últimos pode tirar" removem pela posição; palavra repetida conta uma vez ("dois dois quilos de arroz" = 2 kg);',
  '"óleo sal e vinagre" são 3 itens (o sabor "sal e vinagre" só qualifica salgadinho, batata chips, biscoito);',
  '"meia melancia" = {Melancia, 0.5, null}; tamanho da embalagem nunca entra no nome nem na quantidade',
  '("papel higiênico de doze rolos" ou "de 30 metros" = Papel higiênico, 1, null; "arroz pacote de 5 kg" = Arroz, 1, pacote);',
  'quantidade vaga vale 1 ("um monte de laranja"), e número aproximado vale o número ("uns três abacates" = 3);',
  '"tira o último"/"tira o primeiro"/"a última coisa" removem o último/primeiro nome de listaAtual;',
  '"o terceiro pode tirar", "apaga o primeiro dessa lista aí", "exclui o quarto", "tira o último que tá errado" removem pela posição na lista;',
  '"tira os dois últimos" remove os dois últimos nomes; "muda o leite pra 2 litros" (ou "aumenta o leite pra 2 litros") remove Leite e adiciona {Leite, 2, l};',
  '"tira o último e mais dois leites" remove o último e acrescenta 2 Leite; "o leite troca pelo desnatado" = troca dita depois do item;',
  '"mais dois leites" (ou "outra caixa de leite") com "Leite integral" na lista adiciona {Leite integral, 2}: acréscimo usa o nome exato da lista,',
  'também no diminutivo ("mais dois leitinhos" com "Leite" = {Leite, 2}; "mais um pãozinho" com "Pão francês";',
  '"mais dois limõezinhos" com "Limão" = {Limão, 2});',
  '"tira", "remove", "apaga", "não preciso mais de", "não vou mais levar", "desisti do"... removem, também depois',
  'do item ("o leite já comprei" remove Leite); "me enganei", "desculpa" também corrigem; "troca X por Y"',
  'remove X e adiciona Y, como "em vez do X coloca Y" e "no lugar do X põe Y"; se Y é só um complemento, Y completa X ("troca o leite pelo desnatado" remove Leite e',
  'adiciona Leite desnatado; "muda o iogurte natural pro de morango" adiciona Iogurte de morango; "em vez do iogurte natural',
  'pega o de morango" e "tira o leite integral e põe o desnatado" também completam; marca sozinha é o produto: "no lugar do',
  'detergente ypê põe o limpol" adiciona Limpol);',
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
  client: ConverseClient,
  modelId: string,
  timeoutMs: number,
  transcript: string,
  currentItems: string[],
): Promise<unknown> {
  const signal = AbortSignal.timeout(timeoutMs);
  const request: ConverseRequest = {
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
  };
  const response = await Promise.race([client.converse(request, { abortSignal: signal }), rejectWhenAborted(signal)]);
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

/**
 * Same conventions as the rules engine; removals, and adds that name a list item
 * ("mais dois leites" → "leite integral"), mapped onto the list's own spelling.
 */
function tidy(answer: z.infer<typeof speechAnswerSchema>, currentItems: string[]): SpeechResult {
  const remove: string[] = [];
  for (const spoken of answer.remove) {
    const onList = currentItems.find((name) => foldText(name) === foldText(spoken));
    if (onList !== undefined && !remove.includes(onList)) remove.push(onList);
  }
  const add = answer.add.flatMap(({ name, quantity, unit }) => {
    const trimmed = name.trim();
    if (trimmed === '') return [];
    const onList = currentItems.find((listed) => foldText(listed) === foldText(trimmed));
    const written = onList ?? trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
    return [{ name: written, quantity, unit: canonicalUnit(unit) }];
  });
  return { add, remove };
}
