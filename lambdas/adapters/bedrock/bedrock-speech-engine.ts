import { ConverseCommand, type BedrockRuntimeClient, type ToolInputSchema } from '@aws-sdk/client-bedrock-runtime';
import * as z from 'zod/mini';
import type { SpeechEngine, SpeechResult } from '../../domain/speech/speech-types';
import { canonicalUnit } from '../../domain/speech/units';
import { foldText } from '../../domain/text/fold-text';

/** Small and fast: the answer is a short tool call. Some regions need the "us." profile. */
export const DEFAULT_SPEECH_MODEL_ID = 'amazon.nova-micro-v1:0';

/** Under the app's 30 s processing time-out, with room left for the fallback. */
export const DEFAULT_SPEECH_TIMEOUT_MS = 8000;

/** Where the engine reports falling back (the function logger's `warn` fits). */
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

const NAME_DESCRIPTION =
  'Nome como se escreve numa lista, sem quantidade, unidade, artigo, tamanho de embalagem ("de 12 rolos"), finalidade ' +
  '("pro bolo", "pra limpar o banheiro"), lugar ("lá na padaria") nem condição ("se tiver"); marca de duas palavras ou ' +
  'com número fica no nome ("café três corações", "cachaça 51"). Num acréscimo ("mais dois leitinhos") use o nome exato ' +
  'que já está na lista. Hesitação, conversa, vocativos, quem escreveu ou pediu e a seção nunca são item; nem o motivo ' +
  'ou a situação, nem a descrição (cor, "inteira", "do pacote azul") ou para quem é ("ração pro gato" = Ração, mas "ração pro gato e ração pro cachorro" = 2 itens com o animal); item ' +
  'rejeitado ou que "ainda tem" não entra.';
const REMOVE_DESCRIPTION =
  'Nomes exatamente como estão na lista atual; "o último"/"o primeiro" é o último/primeiro nome de listaAtual; ' +
  '"o feijão pode tirar que a vizinha deu" remove Feijão; "o nescau tira que tá caro" remove Nescau; "nem" junta remoções; ' +
  'nome encurtado ("o refri") remove o nome inteiro (Refrigerante); "os dois últimos tira que …" remove os dois últimos; ' +
  '"cancela o leite que a vizinha trouxe" remove Leite.';

/** The tool's input: the same shape as `SpeechResult`; the descriptions repeat the key rules briefly (the examples are in the instructions). */
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
  'e os nomes que já estão na lista, em ordem. Chame a ferramenta com os itens a adicionar e os itens a remover;',
  'se não há pedido de compras, listas vazias.',
  'NOME: como se escreve numa lista (primeira letra maiúscula, sem quantidade, unidade nem artigo).',
  'QUANTIDADE: padrão 1; unidade uma de: kg, g, l, ml, pacote, caixa, lata, garrafa, garrafão, galão, saco, pote, vidro,',
  'copo, bandeja, fardo, rolo, tubo, frasco, sachê, barra, tablete, embalagem, maço, cacho, pé, cabeça, fatia, ou null;',
  '"2 kg", "500 g", "1,5 l" são quantidade e unidade; "meia dúzia de ovos" = 6, null; "quilo e meio" = 1.5 kg;',
  '"meia melancia" = 0.5, null; número dito depois do nome é dele quando o número não concorda com o nome seguinte',
  '("pepsi duas fanta uva duas água seis" = Pepsi 2, Fanta uva 2, Água 6; "arroz tipo um cinco quilos" = Arroz tipo um, 5 kg;',
  '"suco em pó dez envelopes" = 10, null), mas "manteiga dois cuscuz e um guaraná" = Cuscuz 2;',
  'dinheiro ("15 reais de pão") e quantidade vaga ("um monte de", "um tiquinho de",',
  '"uma boa quantidade de") valem 1; número aproximado vale o número ("uns três abacates", "na base de dois quilos");',
  '"um pedaço de jerimum" = 1, null; palavra repetida conta uma vez ("dois dois quilos" = 2 kg).',
  'ITENS SEM SEPARADOR: o reconhecedor quase nunca põe vírgulas; itens em sequência são separados ("macaxeira jerimum e',
  'mexerica", "omo bombril ypê", "miojo sazón"), e versão de bebida termina o item ("coca zero guaraná zero" = 2 itens);',
  'ficam no nome: marca depois do produto ("leite ninho", "detergente ypê"), marca de duas palavras ou com número',
  '("desinfetante pinho sol", "café três corações", "cachaça 51"), variedade ou origem ("mexerica ponkan", "batata baroa", "castanha do',
  'pará"), sabor de produto que tem sabores ("fanta uva", "gelatina morango", "batata chips sal e vinagre"; mas "óleo sal',
  'e vinagre" = 3 itens), número que nomeia o tipo ("álcool 70", "protetor fator 50"). Marcas e nomes regionais (Nescau,',
  'Ypê, aipim, bergamota, cacetinho, pão de sal, tucupi, jambu, alfavaca) são itens.',
  'AUTOCORREÇÃO vale a última forma: "três não quatro latas de milho" = 4 lata; "dois pacotes melhor três" = 3; "leite',
  'quer dizer leite desnatado" = Leite desnatado; "digo", "ou melhor", "me enganei", "desculpa", "opa", "peraí" também',
  'corrigem ("muçarela opa de presunto" = Presunto); corrigir só o complemento mantém o produto ("leite integral não desnatado" = Leite desnatado; "lâmpada led',
  'branca não amarela" = Lâmpada led amarela); lista repetida substitui ("arroz e feijão não arroz e macarrão" = Arroz,',
  'Macarrão); "meia melancia não uma inteira" = 1; quantidade corrigida vale para o item dito antes, mesmo com outro',
  'item ou conversa logo depois ("2 sacos de carvão não 3 sacos 1 pacote de sal" = 3 saco de Carvão e 1 pacote de Sal;',
  '"4 pacotes não 5 não 6 pacotes" = 6; "quatro pães não oito vem gente hoje" = 8; "1 kg de alcatra peraí 2 kg" = 2 kg; "três latas de atum quatro na verdade" = 4 lata); sabor corrigido é complemento',
  '("detergente ypê neutro não limão" = Detergente ypê limão); "15 reais de coentro e 5 de cebolinha" = dinheiro nos dois;',
  'remoção na mesma fala desfaz o que foi dito antes ("um queijo na verdade não precisa de queijo" = nada).',
  'FORA DO NOME: tamanho da embalagem ("papel higiênico de doze rolos" = Papel higiênico, 1; "arroz pacote de 5 kg" =',
  'Arroz, 1 pacote; "fardo de água de 6 garrafas de 1,5 litro" = Água, 1 fardo; "um pacote com 8 absorventes always" = Absorventes always, 1 pacote; "fralda tamanho 4" = Fralda); finalidade, também dita antes da lista ("ovos pro bolo", "sal grosso pra',
  'churrasco" = Sal grosso, "pro churrasco de sábado três quilos de picanha", "pra mochila do trabalho creme dental", "fralda pra noite", "bolo pros 15 anos da bia" = Bolo; "batata pra fazer maionese" = Batata, maionese não é item; "receita de escondidinho ...",',
  'lugares: "pra lanchonete", "o café da copa" = Café); verbo depois de um alimento ("shoyu pra marinar o frango" = Shoyu); todo "pra" depois do produto é finalidade',
  'ou para quem é e sai do nome ("coentro pro peixe", "açúcar pro apê", "laranja pra suco" = Laranja, "hidratante pra estria" =',
  'Hidratante, "biscoito pro cachorro" = Biscoito, "xampu pra cachorro" = Xampu); de quem é também sai ("xampu do cachorro" =',
  'Xampu, "o shampoo do Lucas" = Shampoo, "ração do cachorro" = Ração, "ração do thor aquele vermelho" = Ração, "a ração do periquito" = Ração), mas "de" que nomeia um tipo fica ("ração de gato");',
  'a quantidade dita depois do dono é do item ("a cerveja do meu pai dois fardos o refrigerante" = Cerveja 2 fardo, Refrigerante);',
  'o que a pessoa não come ou não pode é motivo, não item ("pão de alho pra vizinha que não come carne e refrigerante" = Pão de alho, Refrigerante);',
  'de quem é dito com parente ou com nome escrito com maiúscula também sai ("o chinelo do papai" = Chinelo, "o patê da Pipoca dois sachês" = Patê 2 sachê,',
  '"o pote da gata" = Pote), e a figura estampada também ("a bolacha da sereia" = Bolacha); "o lanche da Bia pão de forma e requeijão" = Pão de forma, Requeijão',
  '(o lanche é título); um tipo com finalidade antes de produto com finalidade própria é item ("peixe pra sexta dois quilos de camarão pro bobó" = Peixe, Camarão 2 kg);',
  'depois de produto só de bicho (ração, petisco, areia, coleira, tapete higiênico) o bicho a quem se destina sai: "ração pro',
  'gato" = Ração, "ração úmida pra gata" = Ração úmida, "tapete higiênico pro filhote" = Tapete higiênico, "petisco pros dois',
  'gatos" = Petisco, "areia pra caixinha dela" = Areia;',
  'condição ("se tiver"); de quem é ("o iogurte das crianças"); descrição ("bem gelado", "do mais barato", "pão quentinho",',
  '"presunto fatiado fininho" = Presunto); comentário',
  'depois de "que" ("mais dois leites que a gente toma muito" = 2 Leite; "6 cervejas não 12 que vem a turma" = 12; "que é',
  'mais barato", "que tá acabando": "laranja pera que tá acabando" = Laranja pera), também o prato que a pessoa vai fazer',
  '("um pacote de farinha que eu vou fazer pudim" = Farinha, 1 pacote); finalidade depois de produto de limpeza, casa ou',
  'bicho: verbo com objeto ("desinfetante pra limpar o banheiro" = Desinfetante; "esponja de aço pra tirar gordura do',
  'fogão"), modo de preparo ("óleo de soja pra fritura" = Óleo de soja), nome do bicho ou da pessoa ("ração pedigree pro',
  'thor" = Ração pedigree; "coleira pro rex"); lugar ("lá na padaria", "ali do lado", "aí embaixo", "pede no balcão 200 g',
  'de queijo prato" = Queijo prato, 200 g; "é só isso da farmácia"); tamanho depois da embalagem ("um pacote de arroz de',
  '5 kg" = Arroz, 1 pacote); tipo antes de exemplos ("umas frutas tipo dois mamões" = Mamões, 2); finalidade que nomeia um tipo mas tem dono ou complemento ("laranja pro suco do vô",',
  '"laranja pro suco do café da manhã", "laranja pro suco" = Laranja); o prato que alguém vai fazer',
  '("a vó vai fazer bolo leite condensado" = Leite condensado; "que vou fazer pudim e bolo" não é item); "pra colocar no macarrão" depois de um item é finalidade; motivo ou situação dito antes, entre ou depois dos itens,',
  'por exemplo uma frase com verbo que não pede nada ("a nutri cortou o álcool tira a cerveja" só remove; "as crianças',
  'comem muita fruta uma dúzia de mexerica" = Mexerica, 12; "chegou cachorrinho novo um saco de ração" = Ração, 1 saco),',
  'o lugar dito primeiro ("em cuiabá é tradição", "aqui em bh é"), "tá"/"tô"/"a gente" abrindo a frase ("tá tudo gripado',
  'em casa", "tô de regime"), "que acabou a daqui" depois de um item, gerúndio, "enquanto" e passado em primeira pessoa ("tô batendo a massa aqui anota aí",',
  '"tô com a mão na massa", "enquanto o café passa", "parei no sinal rapidinho"; "enquanto escovo os dentes o terceiro',
  'pode apagar" remove o terceiro), sujeito e verbo no começo ("o miguel tá aqui", "a receita da torta pede 250 g de',
  'manteiga" = Manteiga, 250 g; "o molho vai render pouco", "a júlia pediu fruta então"), o lugar antes de uma quantidade',
  '("na barraca do seu zé 1 kg de jerimum") ou por último ("tudo da feira", "é isso da limpeza"), um comentário com "que" depois de um item completo ("dois abacates não dois mamões que',
  'abacate engorda" = Mamões, 2; "que tá 18 e 90 aqui no atacadão"), "por causa do açúcar", "igual a mãe comprava", "o',
  'resto eu vejo depois", "o de sempre", "tudo pro menino alérgico", preço ("do mais barato", "é mais em conta"); alguém e o',
  'que faz ou diz depois dos itens ("duas caixas de leite ela vai fazer pudim" = Leite, 2 caixa; "gelo o pessoal chega às sete";',
  '"foi ela que pediu"; "tudo que a menina usa"); o que se diz dos itens logo depois deles ("shampoo condicionador tá tudo',
  'acabando" = Shampoo, Condicionador; "a picanha tá cara demais tira ela" remove Picanha); o uso de todos ("pão manteiga',
  'tudo pro café da manhã" = Pão, Manteiga); tamanho, ponto ou qualidade ("uma melancia das grandes" = Melancia; "muçarela da boa" = Muçarela; "tanto faz a marca"); o lugar da loja dito antes ("ó na feira macaxeira", "lá nos frios 200 g de presunto", "limpeza ó detergente", "mate leão na volta"); quantidade',
  'dita depois do uso ("óleo pra fritar dois frascos" = Óleo, 2 frasco); tamanho da embalagem dito por último ("duas caixas',
  'de leite de um litro cada" = 2 caixa; "uma bandeja de ovos de 30" = Ovos, 1 bandeja).',
  'NÃO SÃO ITENS: hesitação e conversa ("hmm", "deixa eu ver", "acho que", "sei lá", "né", "aí", "também", "é só isso",',
  '"pois é", "preciso de uns negócios é arroz" = Arroz, "como é que chama aquele trem", "só um minuto", "pelo amor de deus", "uai"/"tchê"',
  'no fim ou entre os itens: "1 kg de pinhão tchê e uma cuca" = Pinhão, Cuca); a hora dita antes ("hora do almoço aqui ó presunto" = Presunto);',
  'interjeições regionais no começo ("égua", "arre égua", "barbaridade", "visse", "oxe", "bah", "uai", "tchê", "ué": "égua dois',
  'quilos de açaí" = Açaí, 2 kg); onde as coisas estão, sem perder os itens ditos junto ("cenoura e beterraba tá tudo aqui',
  'no mesmo corredor" = Cenoura, Beterraba; "tô no corredor dos frios"); a situação dita antes de "então" ("vai vir gente',
  'então mais três cocas" = 3 Cocas; "o café acabou né então café pilão" = Café pilão); vocativos e quem a',
  'pessoa chama ("pronto agora creme de leite", "anota aí amor 1 kg de carne" = Carne; "ovos e leite né amor", "maninho"; "menino desce daí", "ô moço segura a porta"); o que ela faz, vê ou',
  'lhe acontece ("mexendo a panela aqui", "abri a geladeira leite e ovos" = Leite, Ovos; "o feijão queimou"); ocasião ou',
  'objeto pessoal sem produto ("semana de prova então café" = Café; "cadê meus óculos"); quem escreveu, pediu ou quer',
  'a lista, ou para quem é ("minha mulher escreveu aqui ó arroz feijão" = Arroz, Feijão; "tá escrito aqui na letra dela',
  'sabonete" = Sabonete; "minha vó quer um quilo de aipim" = Aipim, 1 kg; "5 kg de batata e 2 kg de cebola minha mãe',
  'falou" = Batata, Cebola; "é isso que o vô pediu"; "a vó prefere"; "tudo pros netos"); a seção do mercado ("agora',
  'limpeza detergente" = Detergente; "na parte de higiene sabonete" = Sabonete; "agora a parte dos frios presunto" = Presunto); "primeiro arroz depois feijão" = Arroz, Feijão; "vou fazer um bolo então coloca',
  'ovos" = Ovos; pergunta ("quanto custa o leite") ou lembrete ("me lembra de ligar") = nada, mas a pergunta que abre a lista',
  'não entra e os itens depois dela sim ("quais são as coisas da faxina água sanitária" = Água sanitária; "vó a senhora',
  'quer o que dela ela falou bolacha" = Bolacha). "esqueci o sal", "antes que',
  'eu esqueça", "vê se lembra do pão", "me lembra do pão" adicionam. O mesmo produto dito duas vezes é um item, na quantidade',
  'dita por último ("quatro tomates hã cinco tomates" = 5; "cadê o',
  'café ah põe dois pacotes de café"; "a farinha a farinha de mandioca" = Farinha de mandioca); "um fardo de skol e outro',
  'de brahma" = 1 fardo de cada; "uva morango e kiwi uma bandeja de cada" = 1 bandeja de cada um; a contagem dita',
  'depois do nome é dele ("sabonete dois o shampoo" = Sabonete 2; "pão francês dez pãezinhos" = Pão francês 10);',
  '"uma caixa de isopor" = Caixa de isopor 1 (o material diz que a caixa é o produto).',
  'MUDANÇA DE IDEIA SEM "NÃO": o que a pessoa ia pedir, com "mas"/"só que" e o motivo, sai e fica o que vem depois: "eu ia',
  'pedir picanha mas o quilo tá caro então vamos de fraldinha" = Fraldinha; "queria um azeite mas tá caro compra o óleo" = Óleo;',
  '"pensei em levar X só que ... pega Y", "o menino pediu X mas ... leva Y", "eu botei X mas esquece ... troca por Y" = só Y;',
  '"lá eu pego o remédio mas aqui pega um termômetro" = Termômetro. Alguém que fala mal do item, sem "não", também o tira: "a coca',
  'a lu disse que é muito doce pega guaraná" = Guaraná; "o pão de forma tá vencido pega bisnaguinha" = Bisnaguinha ("é muito bom"',
  'não tira); "presunto não esquece presunto o júlio disse que tava azedo anota salame" = Salame; "esquece o gorgonzola ninguém',
  'gosta tira ele e bota provolone" remove Gorgonzola e adiciona Provolone; "deixa só o arroz" depois de uma remoção mantém o',
  'arroz; "arroz e feijão ele já comprou então risca os dois e o que falta é óleo" remove os dois e adiciona Óleo; o objeto do',
  'motivo não é item ("que ele tá tomando antibiótico", "que ela não pode doce"). "ia esquecendo" não tira nada: "orégano ia esquecendo e',
  'maionese" = Orégano, Maionese. Depois de uma remoção e do motivo, "ah e", "ah sim e", "hum e", "mais um" e "e um" com',
  'quantidade adicionam: "tira o refri que o médico cortou ah sim e cenoura um quilo" remove Refri e adiciona Cenoura 1 kg.',
  'O tipo dito depois do tamanho da embalagem fica no nome: "um pacote de café de 500 g extra forte" = Café extra forte,',
  '1 pacote; "um pote de sorvete de dois litros de flocos" = Sorvete de flocos.',
  'LISTA ATUAL: "tira o último"/"o primeiro"/"a última coisa", "o terceiro pode tirar", "exclui o quarto", "apaga o',
  'primeiro dessa lista aí", "tira o último ali", "o terceiro tira que eu ainda tenho" removem pela posição; "tira os',
  'dois últimos" remove dois; "tira", "remove", "apaga", "não preciso mais de", "não vou mais levar", "desisti do", "já tão no carrinho", "deixa',
  'pra próxima" removem, também depois do item ("o leite já comprei"); "mais dois leites" (ou "outra caixa de leite",',
  '"mais dois leitinhos") com "Leite integral" na lista adiciona {Leite integral, 2}: acréscimo usa o nome exato da lista',
  '("mais um pãozinho" com "Pão francês"; "mais dois limõezinhos" com "Limão"; "leite coloca mais três" e "aumenta mais meio quilo na carne moída" são acréscimos; "troca a skol por brahma" com "Cerveja Skol" = Cerveja Brahma); "tira o último e mais dois leites" faz os dois; "muda o leite pra 2 litros"',
  'remove Leite e adiciona {Leite, 2, l}; "troca X por Y", "em vez do X coloca Y", "no lugar do X põe Y", "o X troca por Y"',
  'removem X e adicionam Y; Y só complemento completa X ("troca o leite pelo desnatado" = Leite desnatado; "muda o',
  'iogurte natural pro de morango" = Iogurte de morango); marca sozinha é o produto ("no lugar do detergente ypê põe o',
  'limpol" = Limpol); "seu antônio pediu pra trocar a margarina por manteiga" troca; a remoção com motivo remove ("o',
  'feijão pode tirar que a vizinha deu" com "Feijão carioca" = Feijão carioca; "o primeiro pode tirar que ela já tem em',
  'casa"; "tira o terceiro da lista a mãe disse que não precisa"); "não precisa mais do nescau nem do toddy" remove os',
  'dois. Troca por um produto com nome próprio adiciona só ele ("troca o açúcar pelo xilitol" = remove Açúcar, adiciona',
  'Xilitol). Correção que repete o composto inteiro o substitui ("leite de soja hã não de leite de aveia" = Leite de',
  'aveia); "dois sabonetes dove não era três" = Sabonetes dove, 3; "três pacotes de hã dois pacotes de macarrão" = 2 pacote; "2 kg de peito de frango não de sobrecoxa" = Sobrecoxa, 2 kg; "meia dúzia de ovos não faz uma dúzia logo" = Ovos, 12; "trinta reais de picanha o resto de linguiça" = Picanha, Linguiça; "uma melancia não esquece a melancia põe um melão" = Melão; marca com versão depois de outro item é outro item',
  '("gelatina diet coca zero" = Gelatina diet, Coca zero). Mais casos: "guaraná fanta uva" = Guaraná, Fanta uva; "areia pro',
  'gato dois pacotes de 4 kg" = 2 pacote; "aliás um e meio" = 1.5; "dois guaranás a mais" é acréscimo; "não põe uma dúzia logo" e',
  '"meio quilo é muito põe só 200 g" corrigem a quantidade; "heineken oito latas não doze" = 12 lata; "óleo 2 garrafas vinagre 1',
  'garrafa"; "em vez do omo põe ariel" com "Sabão em pó Omo" = Sabão em pó Ariel (e "troca o pilão pelo três corações"); "lenço',
  'umedecido hipoglós", "areia whiskas" = 2 itens; "ração pro gato da minha vó" = Ração; só o produto em "hortelã pro suco',
  'de abacaxi", "laranja pera pra suco", "rapadura pra mainha fazer cuscuz", "pinhão pra assar no fogão a lenha"; o novo complemento',
  'em "crua não torrada", "tinto digo branco pro peixe"; "iogurte não pera … põe bolacha" = Bolacha; "laranja e limão não limão não',
  'precisa" = Laranja; não são itens: "ô moça 200 g de salame", "escreve aí que eu tô sem óculos", "tô sem café põe", "tô pensando em',
  'fazer um bolo então", "hoje é dia de brigadeiro", "meu filho", "coisa de estudante", "tudo fresquinho", "os olhos da cara",',
  '"rapidinho", "vamo embora"; adicionam: "não posso esquecer", "vê se acha", "acabou tudo omo", "me lembra de duas latas", "me lembra',
  'de trazer"; "deixa pra lá" remove; "o segundo por favor ganhei da minha sogra" remove o segundo; "não precisa mais da ração não que',
  'a vizinha deu um saco" só remove; conversa depois do item ("yakult as coisas das crianças", "limão isso não pode faltar",',
  '"cebola roxa ó tá barato") e onde ou quando antes dos itens ("aqui no ônibus cebola", "de manhã cedo 6 pães", "escolhe',
  'umas quatro mangas" = Mangas, 4) não são itens; "uma coca aliás não põe guaraná" = Guaraná; "xampu e condicionador não',
  'só o condicionador" = Condicionador; "cajuína pega umas quatro" = 4; "refrigerante pra festa três garrafas de dois litros"',
  '= 3 garrafa; "uns pedaços de guariroba" = Guariroba; "deixa o biscoito pra lá" remove; "4 kg de picanha pra 10 pessoas",',
  '"moído duas vezes", "com 100 unidades cada", "6 latinhas de coca 350 ml" = 6 lata, "um pacote grande de fralda" = 1 pacote,',
  '"fralda pro joãozinho", "whiskas pra gata" = Whiskas, "nos frios presunto" = Presunto, "muçarela meu rei" = Muçarela;',
  '"pode tirar a batata e pôr mandioca" troca; "o queijo pode tirar e o café também" remove os dois. Mudança de ideia com o',
  'motivo no meio só deixa o item seguinte: "coloca picanha ah não tá muito cara põe fraldinha" = Fraldinha; "refrigerante não',
  'a médica cortou o açúcar então suco de uva" = Suco de uva; o motivo pode citar produtos e os itens depois do pedido ficam:',
  '"pega nescau não a tua irmã falou que o nescau tá caro pega toddy e leite" = Toddy, Leite. O que é dito para NÃO comprar não entra: "o café ainda tem",',
  '"o detergente é pra outra loja", "o sabonete a gente compra na farmácia", "a uva não precisa" (e "não precisa e amaciante" =',
  'Amaciante), "a gente ainda tem dois no freezer", "o tio traz do sítio", "tomate cebola essas coisas não precisa" (nenhum',
  'deles). O motivo, com as quantidades e os produtos que cita, vai até a fala voltar à lista ("e um", "então", "mas", um',
  'pedido), e "o X também" nele também não entra: "o sal não precisa tem dois pacotes no armário e o açúcar também então pega',
  'café" = Café; "amaciante não o amaciante ainda tem um galão e um desinfetante" = Desinfetante. Depois do motivo, "mas" e',
  'o item seguinte voltam à lista: "o café a gente ainda tem mas o açúcar põe dois quilos" = Açúcar 2 kg; "o bolo a gente',
  'encomenda" e "a carne o moço entrega" não entram; "a pilha é pra outra loja deixa só o sabonete e o shampoo" = Sabonete,',
  'Shampoo; "lenço que não tem perfume" = Lenço. Depois do tamanho, "um inteiro", "a amarela", "aquele de embalagem vermelha", "com seis daquele rosinha" e',
  'NÃO COMPRAR E TROCAR O TIPO: "limpa vidro tem ainda então não compra só lustra móveis" = Lustra móveis; "e farofa a ju',
  'leva então não compra" tira a farofa; "manteiga com sal não a tua mãe tá com pressão alta pega sem sal" = Manteiga sem sal',
  '(o produto fica, só o tipo muda); "brigadeiro não brigadeiro ela também encomenda acrescenta salgadinho" = Salgadinho.',
  'O tipo pedido sozinho herda o produto e a quantidade: "azeite português não o português tá caro pega o espanhol" = Azeite',
  'espanhol; "pizza de calabresa não o tom não come põe duas de muçarela" = Pizza de muçarela 2; também sem "não", depois do',
  'motivo de alguém: "o sabonete de lavanda a bia disse que dá alergia pega o de aveia" = Sabonete de aveia; "um vinho rosé o',
  'caíque falou que rosé ninguém gosta então tinto" = Vinho tinto; "o shampoo acabou pega o de babosa" = Shampoo de babosa;',
  '"linguiça calabresa não … então frango" = Linguiça de frango; o tipo dito depois do tamanho fica ("um pacote de ração de',
  'dois quilos filhote raças pequenas" = Ração filhote raças pequenas); "macarrão põe dois de espaguete" = Espaguete 2;',
  'o item recusado sai também onde',
  'foi dito antes ("um saco de carvão ah carvão não que o gringo traz pega sal grosso" = Sal grosso); "o cacetinho é da padaria',
  'então não anota mas põe chimia" = Chimia; "não quero aquela cortada" só diz qual, não remove. Um tipo geral dito antes dos',
  'seus produtos é título: "põe frutas maçã banana" = Maçã, Banana; "o tempero acabou anota sazon" = Sazon; "ah e lâmpada',
  'pega uma lâmpada de led" = Lâmpada de led.',
  '"da promoção", "pro lavabo" não são item nem nome; nem "com desenho de dinossauro", "da marca do mercado", "da marca que a',
  'pediatra indicou", "do forte que o pai gosta", "pra gente ver filme em casa", "pra quando o beto tá doente", "de lata"',
  '("guaraná de lata" = Guaraná; "leite em pó da marca do mercado duas latas" = Leite',
  'em pó, 2 lata). Um tipo geral ou refeição com finalidade dito antes de outros produtos é título, não item: "carne pro churrasco',
  'picanha cupim" = Picanha, Cupim; "mingau pra vó de manhã aveia leite" = Aveia, Leite; "é peixe pra sexta né pega merluza" =',
  'Merluza; sozinho é item ("carne pro almoço" = Carne; "sal grosso pro churrasco carvão" = Sal grosso, Carvão). Cancelar com motivo remove o item da lista: "cancela o leite que a',
  'vizinha trouxe", "corta o chocolate que o dentista proibiu", "descarta o miojo"; o produto citado no motivo não entra',
  '("tira o ninho que o pediatra mandou trocar pelo aptamil" só remove); "deixa o refrigerante" e "a linguiça não precisa',
  'apagar" mantêm o item; "cancela o vinho que ela tá grávida e o salame também" remove os dois. Descrição depois do tamanho ou',
  'da embalagem não é item nem nome: "de 12 rolos brancos", "de 8 quilos inteira", "melancia grande inteira" = Melancia, "do pacote azul", "da caixa laranja"; para quem',
  'é também não ("da lata azul pro sogro" = Cerveja; "lenço pra bolsa dele", "óleo pra ela", "escova de cabelo pra maitê",',
  '"fralda de presente", "uma pra cada"). Descrição depois do nome também sai e o item seguinte fica: "uva bem',
  'docinha dois quilos de tomate" = Uva, Tomate 2 kg; "feijão preto novinho", "mamão grandão", "ovos dos vermelhos", "macarrão',
  'daqueles amarelinhos", "coca aquela de vidro", "azeite de rótulo verde", "bandeja de filé com quatro filés" = Filé, 1 bandeja;',
  'mas o que nomeia um tipo fica ("cebola roxa", "frango inteiro", "banana nanica"). Cor de alimento nomeia um tipo e fica ("feijão',
  'preto", "vinho tinto", "uva verde", "pimentão vermelho"); cor de coisa (limpeza, higiene, casa, bicho, bebê, festa) ou da',
  'embalagem sai ("saco de lixo preto" = Saco de lixo, "amaciante azul" = Amaciante, "coleira vermelha" = Coleira, "copo branco" =',
  'Copo), salvo o que se compra pela cor ("tinta preta", "bexiga vermelha"). Tamanho de roupa ou fralda sai ("fralda tamanho G",',
  '"fralda XG" = Fralda), mas o número que nomeia o produto fica ("vela número cinco", "espaguete número oito", "vela número',
  'um"), e o número de modelo e a porcentagem também ("filtro de papel 103", "chocolate 70%"). Também sai: "queijo de meio',
  'quilo inteiro sem fatiar" = Queijo, "escova cor de rosa" = Escova, "osso de 20 centímetros" = Osso, "melancia de oito',
  'quilos redonda" = Melancia, "um fardo de 16 rolos daquele macio" = 1 fardo, "creme dental branco e azul" = Creme dental. A embalagem',
  'dita depois do produto sai do nome ("suco de caixinha" = Suco, "leite de saquinho" = Leite) e é a unidade de uma quantidade',
  'contada ("dois sucos de caixinha" = Sucos, 2 caixa; "um leite de caixinha" = Leite, 1 caixa; "o iogurte aquele de garrafinha',
  'seis" = Iogurte, 6 garrafa); "em lata" é um tipo ("sardinha em lata quatro" = Sardinha em lata, 4), mas sai quando uma',
  'embalagem conta a quantidade ("sardinha em lata três latas" = Sardinha, 3 lata; "um fardo de cerveja em lata" = Cerveja, 1',
  'fardo). Peças contadas depois do nome são só a contagem ("massa de pizza dois discos" = Massa de pizza, 2). A embalagem',
  'que é o próprio produto fica no nome ("copo de café descartável cem" = Copo de café descartável, 100; "o sachê da gata" =',
  'Sachê; "saquinho de freezer dois pacotes" = Saquinho de freezer, 2 pacote). Em "remove" use somente nomes exatamente como aparecem na',
  'lista atual.',
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
