import { BedrockRuntimeClient, ConverseCommand, ThrottlingException } from '@aws-sdk/client-bedrock-runtime';
import { mockClient } from 'aws-sdk-client-mock';
import { toolAnswer as answerWithTool } from '../../support/bedrock-tool-answer';
import { createBedrockSpeechEngine } from '../../../lambdas/adapters/bedrock/bedrock-speech-engine';
import { createSpeechEngine } from '../../../lambdas/adapters/bedrock/create-speech-engine';
import { createRulesSpeechEngine } from '@domain/speech/rules-speech-engine';

const bedrock = mockClient(BedrockRuntimeClient);
const client = new BedrockRuntimeClient({ region: 'us-east-1' });
const calls = () => bedrock.commandCalls(ConverseCommand);

const toolAnswer = (input: unknown) => answerWithTool('registrar_mudancas_na_lista', input);

function engine(timeoutMs = 8000) {
  const log = jest.fn();
  return { log, speech: createBedrockSpeechEngine({ client, fallback: createRulesSpeechEngine(), timeoutMs, log }) };
}

// The rules engine's answer for this utterance, which every fallback must return.
const transcript = 'tira a banana e coloca 2 kg de arroz';
const rulesAnswer = { add: [{ name: 'Arroz', quantity: 2, unit: 'kg' }], remove: ['Bananas'] };

beforeEach(() => bedrock.reset());

describe('Bedrock speech engine', () => {
  it('asks the configured model with the forced tool and uses its answer', async () => {
    bedrock
      .on(ConverseCommand)
      .resolves(
        toolAnswer({ add: [{ name: 'arroz integral', quantity: 2, unit: 'quilos' }], remove: ['bananas', 'Pizza'] }),
      );
    const speech = createBedrockSpeechEngine({
      client,
      fallback: createRulesSpeechEngine(),
      modelId: 'amazon.nova-lite-v1:0',
    });

    await expect(speech.extract(transcript, ['Bananas', 'Leite'])).resolves.toEqual({
      add: [{ name: 'Arroz integral', quantity: 2, unit: 'kg' }],
      remove: ['Bananas'],
    });
    const input = calls()[0]?.args[0].input;
    expect(input?.modelId).toBe('amazon.nova-lite-v1:0');
    expect(input?.toolConfig?.toolChoice).toEqual({ tool: { name: 'registrar_mudancas_na_lista' } });
    expect(JSON.stringify(input?.messages)).toContain('tira a banana');
  });

  it('falls back to the rules engine on a malformed answer', async () => {
    bedrock.on(ConverseCommand).resolves(toolAnswer({ add: [{ name: 'Arroz', quantity: 'dois' }], remove: [] }));
    const { speech, log } = engine();

    await expect(speech.extract(transcript, ['Bananas'])).resolves.toEqual(rulesAnswer);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('malformed'), expect.any(Object));
  });

  it('falls back when the model answers with text instead of the tool', async () => {
    bedrock.on(ConverseCommand).resolves({ output: { message: { role: 'assistant', content: [{ text: 'Arroz' }] } } });
    const { speech } = engine();

    await expect(speech.extract(transcript, ['Bananas'])).resolves.toEqual(rulesAnswer);
  });

  it('falls back when Bedrock throttles', async () => {
    bedrock.on(ConverseCommand).rejects(new ThrottlingException({ message: 'Too many requests', $metadata: {} }));
    const { speech, log } = engine();

    await expect(speech.extract(transcript, ['Bananas'])).resolves.toEqual(rulesAnswer);
    expect(log).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ error: 'ThrottlingException' }));
  });

  it('falls back when Bedrock takes longer than the time-out', async () => {
    bedrock
      .on(ConverseCommand)
      .callsFake(() => new Promise((resolve) => setTimeout(() => resolve(toolAnswer({ add: [], remove: [] })), 300)));
    const { speech, log } = engine(20);

    await expect(speech.extract(transcript, ['Bananas'])).resolves.toEqual(rulesAnswer);
    expect(log).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ error: 'TimeoutError' }));
  });
});

describe('Bedrock speech engine on what phone recognisers send', () => {
  it('tells the model the rules for increments, list positions, corrections, purposes, pack sizes, chatter and swaps', async () => {
    bedrock.on(ConverseCommand).resolves(toolAnswer({ add: [], remove: [] }));
    await engine().speech.extract('tira o último', ['Arroz', 'Pão']);

    const input = calls()[0]?.args[0].input;
    const system = JSON.stringify(input?.system);
    for (const rule of [
      'tira o último',
      'mais dois leites',
      'três não quatro',
      'pro bolo',
      'de doze rolos',
      'omo bombril',
      'deixa eu ver',
      'mais dois leitinhos',
      'troca o leite pelo desnatado',
      'leite integral não desnatado',
      'pinho sol',
      'pronto agora creme de leite',
      'se tiver',
      'não vou mais levar',
      'pro de morango',
      'meia melancia',
      'muçarela opa de presunto',
      'uns negócios',
      'exclui o quarto',
      'no lugar do X',
      'limõezinhos',
      'sal e vinagre',
      'coentro pro peixe',
      'laranja pra suco',
      '2 sacos de carvão não 3 sacos',
      'o feijão queimou',
      'antes que eu esqueça',
      'égua dois',
      'pra limpar o banheiro',
      'ração pedigree pro',
      'que eu vou fazer pudim',
      'laranja pera que tá acabando',
      'pede no balcão',
      'tá tudo aqui',
      'então café pilão',
      'um pacote de arroz de',
      'minha mulher escreveu aqui ó',
      'minha mãe',
      'tudo pros netos',
      'agora',
      'laranja pro suco do vô',
      'pode tirar que a vizinha deu',
      'nem do toddy',
      'pediu pra trocar',
      'a nutri cortou o álcool tira a cerveja',
      'em cuiabá é tradição',
      'que abacate engorda',
      'por causa do açúcar',
      'do mais barato',
      'óleo pra fritar dois frascos',
      'de um litro cada',
      'troca o açúcar pelo xilitol',
      'não de leite de aveia',
      'não era três',
      'gelatina diet coca zero',
      'tá tudo',
      'tá cara demais tira ela',
      'tudo pro café da manhã',
      'das grandes',
      'pinhão tchê',
      'hora do almoço',
      'a parte dos frios',
      'guaraná fanta uva',
      'areia pro gato dois pacotes de 4 kg',
      'um e meio',
      'dois guaranás a mais',
      'muçarela da boa',
      'ó na feira macaxeira',
      'em vez do omo põe ariel',
      'lenço umedecido hipoglós',
      'ração pro gato da minha vó',
      'pro suco de abacaxi',
      'me lembra de duas latas',
      'crua não torrada',
      'não pera',
      'ô moça 200 g de',
      'que eu tô sem óculos',
      'não posso esquecer',
      'deixa pra lá',
      'ganhei da minha sogra',
      'óleo 2 garrafas vinagre 1 garrafa',
      'é muito põe só 200 g',
      'areia whiskas',
      'acabou tudo omo',
      'hoje é dia de brigadeiro',
      'laranja pera pra suco',
      'tinto digo branco pro peixe',
      'vê se acha',
      'oito latas não doze',
      'tô sem café põe',
      'pensando em',
      'limão não precisa',
      'pra mainha fazer cuscuz',
      'não põe uma dúzia logo',
      'yakult as coisas das crianças',
      'isso não pode faltar',
      'aqui no ônibus',
      'escolhe umas quatro mangas',
      'aliás não põe guaraná',
      'não só o condicionador',
      'pega umas quatro',
      'pra festa três garrafas de dois litros',
      'uns pedaços de guariroba',
      'deixa o biscoito pra lá',
      'pra 10 pessoas',
      'moído duas vezes',
      'com 100 unidades cada',
      '6 latinhas de coca 350 ml',
      'um pacote grande de fralda',
      'fralda pro joãozinho',
      'nos frios presunto',
      'meu rei',
      'e pôr mandioca',
      'pode tirar e o café também',
      'é muito doce pega guaraná',
      'tira ele e bota provolone',
      'risca os dois e o que falta é óleo',
      'kiwi uma bandeja de cada',
      'pão francês dez pãezinhos',
      'uma caixa de isopor',
    ]) {
      expect(system).toContain(rule);
    }
    const schema = JSON.stringify(input?.toolConfig?.tools?.[0]?.toolSpec?.inputSchema);
    expect(schema).toContain('nome exato que já está na lista');
    expect(schema).toContain('mais dois leitinhos');
    expect(schema).toContain('nunca são item');
    expect(schema).toContain('café três corações');
    expect(schema).toContain('pra limpar o banheiro');
    expect(schema).toContain('lá na padaria');
    expect(schema).toContain('quem escreveu ou pediu');
    expect(schema).toContain('pode tirar que a vizinha deu');
    expect(schema).toContain('nem o motivo ou a situação');
    expect(schema).toContain('o nescau tira que tá caro');
    expect(JSON.parse(input?.messages?.[0]?.content?.[0]?.text ?? '{}')).toEqual({
      transcricao: 'tira o último',
      listaAtual: ['Arroz', 'Pão'],
    });
  });

  it('tells the model the kinds of issue 27: a change of mind with its reason, what not to buy, cancelling with a reason, descriptions', async () => {
    bedrock.on(ConverseCommand).resolves(toolAnswer({ add: [], remove: [] }));
    await engine().speech.extract('coloca picanha ah não tá muito cara põe fraldinha', []);

    const input = calls()[0]?.args[0].input;
    // (quotes unescaped, so the checks read as the instructions do)
    const system = JSON.stringify(input?.system).replaceAll('\\"', '"');
    for (const kind of [
      'Mudança de ideia com o',
      'tá muito cara põe fraldinha" = Fraldinha',
      'o nescau tá caro pega toddy e leite" = Toddy, Leite',
      'e o salame também" remove os dois',
      'para NÃO comprar',
      'ainda tem',
      'pra outra loja',
      'não precisa e amaciante',
      'cancela o leite que a vizinha trouxe',
      'de 12 rolos brancos',
      'de 8 quilos inteira',
      'do pacote azul',
      'pro sogro',
      'o tio traz do sítio',
      'vai até a fala voltar à lista',
      'e o açúcar também então pega café" = Café',
      'essas coisas não precisa',
      'um inteiro',
      'aquele de embalagem vermelha',
      'da promoção',
      'docinha dois quilos de tomate" = Uva, Tomate 2 kg',
      'daqueles amarelinhos',
      'o que nomeia um tipo fica',
      'corta o chocolate que o dentista proibiu',
      'pelo aptamil" só remove',
      'não precisa apagar" mantêm',
      'pra bolsa dele',
      'um pacote com 8 absorventes always',
      'pros 15 anos da bia',
      'maionese não é item',
      'pepsi duas fanta uva duas água seis" = Pepsi 2, Fanta uva 2, Água 6',
      'tapete higiênico pro filhote" = Tapete higiênico',
      '"xampu pra cachorro" = Xampu',
      '"o shampoo do Lucas" = Shampoo',
      '"saco de lixo preto" = Saco de lixo',
      '"fralda XG" = Fralda',
      '"vela número cinco", "espaguete número oito"',
      '"dois sucos de caixinha" = Sucos, 2 caixa',
      '"sardinha em lata três latas" = Sardinha, 3 lata',
      '"massa de pizza dois discos" = Massa de pizza, 2',
      '"copo de café descartável cem" = Copo de café descartável, 100',
      'da marca do mercado duas latas" = Leite',
      'com desenho de dinossauro',
      '"guaraná de lata" = Guaraná',
      'picanha cupim" = Picanha, Cupim',
      'sozinho é item ("carne pro almoço" = Carne',
      'MUDANÇA DE IDEIA SEM "NÃO"',
      'então vamos de fraldinha" = Fraldinha',
      'ia esquecendo" não tira nada',
      'ah sim e cenoura um quilo" remove Refri e adiciona Cenoura 1 kg',
      'de 500 g extra forte" = Café extra forte',
      'então não compra só lustra móveis" = Lustra móveis',
      'pega sem sal" = Manteiga sem sal',
      'pega o espanhol" = Azeite',
      'pega o de aveia" = Sabonete de aveia',
      'então tinto" = Vinho tinto',
      'então frango" = Linguiça de frango',
      'pega sal grosso" = Sal grosso',
      'põe frutas maçã banana" = Maçã, Banana',
      '"ração do thor aquele vermelho" = Ração',
      'a cerveja do meu pai dois fardos o refrigerante" = Cerveja 2 fardo',
      'pra vizinha que não come carne e refrigerante" = Pão de alho, Refrigerante',
      '"o chinelo do papai" = Chinelo',
      '"a bolacha da sereia" = Bolacha',
      '(o lanche é título)',
      'dois quilos de camarão pro bobó" = Peixe, Camarão 2 kg',
      'mas o açúcar põe dois quilos" = Açúcar 2 kg',
      'deixa só o sabonete e o shampoo" = Sabonete',
      'que não tem perfume" = Lenço',
      'o tempero acabou anota sazon" = Sazon',
      'inteiro sem fatiar" = Queijo',
      '"osso de 20 centímetros" = Osso',
      '"chocolate 70%"',
    ]) {
      expect(system).toContain(kind);
    }
    const tool = JSON.stringify(input?.toolConfig).replaceAll('\\"', '"');
    expect(tool).toContain('nem a descrição (cor, "inteira", "do pacote azul")');
    expect(tool).toContain(
      'para quem é ("ração pro gato" = Ração, mas "ração pro gato e ração pro cachorro" = 2 itens com o animal)',
    );
    expect(tool).toContain('que "ainda tem" não entra');
    expect(tool).toContain('cancela o leite que a vizinha trouxe');
  });

  it("writes an increment under the list's own spelling", async () => {
    bedrock
      .on(ConverseCommand)
      .resolves(toolAnswer({ add: [{ name: 'leite integral', quantity: 2, unit: null }], remove: ['pão'] }));

    await expect(
      engine().speech.extract('mais dois leites e tira o último', ['Leite integral', 'Pão']),
    ).resolves.toEqual({ add: [{ name: 'Leite integral', quantity: 2, unit: null }], remove: ['Pão'] });
  });

  it('falls back to the rules engine, which reads corrections and list references too', async () => {
    bedrock.on(ConverseCommand).rejects(new ThrottlingException({ message: 'Too many requests', $metadata: {} }));
    const { speech } = engine();

    await expect(speech.extract('três não quatro latas de milho', [])).resolves.toEqual({
      add: [{ name: 'Milho', quantity: 4, unit: 'lata' }],
      remove: [],
    });
    await expect(speech.extract('tira o primeiro', ['Arroz', 'Pão'])).resolves.toEqual({ add: [], remove: ['Arroz'] });
  });
});

describe('createSpeechEngine', () => {
  it('answers offline with the rules engine', async () => {
    await expect(createSpeechEngine({ engine: 'rules' }).extract(transcript, ['Bananas'])).resolves.toEqual(
      rulesAnswer,
    );
    expect(calls()).toHaveLength(0);
  });

  it('uses Bedrock when configured, with the given client', async () => {
    bedrock.on(ConverseCommand).resolves(toolAnswer({ add: [{ name: 'Café', quantity: 1, unit: null }], remove: [] }));
    const speech = createSpeechEngine({ engine: 'bedrock', client, log: jest.fn() });

    await expect(speech.extract('coloca café', [])).resolves.toEqual({
      add: [{ name: 'Café', quantity: 1, unit: null }],
      remove: [],
    });
    expect(calls()).toHaveLength(1);
  });
});
