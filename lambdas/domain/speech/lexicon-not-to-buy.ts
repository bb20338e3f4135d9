/**
 * Word lists of what is said NOT to buy and why (the rule `not-to-buy-clause`, `not-to-buy.ts`).
 * Pure data, written folded (no accents, as the engine compares them); one string split at
 * spaces or, for phrases, at commas, like `lexicon.ts`.
 */

import { SHOP_VISIT_VERBS } from './lexicon-not-to-buy-said';
import { phraseList, wordList } from './word-list';

const wordSet = (text: string): ReadonlySet<string> => new Set(wordList(text));

/**
 * Said right after an item (or after its subject, "a gente nem precisa"), that it is not to be bought:
 * not needed, still had, left over, put off. "tem" alone is had too ("o óleo tem o sal tem").
 */
export const NOT_TO_BUY_PHRASES: ReadonlyArray<readonly string[]> = phraseList(
  'nao precisa,nao precisa mais,nem precisa,num precisa,num precisa mais,nao precisa anotar,nem precisa anotar,nao precisa comprar,' +
    'nao precisa por,nao precisa colocar,nao precisa botar,nao precisa pegar,' +
    'nao compra,nao poe,nao bota,nao coloca,nao anota,nao pega,nao leva,nao traz,pode deixar,' +
    'nem anota,nem compra,nem pega,nem poe,nem bota,nem coloca,nem leva,deixa que,fica pro,fica pra,fica com,' +
    'deixa pra proxima,deixa pra depois,fica pra proxima,fica pra depois,' +
    'ta sobrando,ainda ta sobrando,sobrou,ainda sobrou,ainda tem,tem ainda,ja tem,tambem tem,ainda temos,' +
    'ja temos,temos ainda,tem em casa,temos em casa,tem bastante,tem muito,tem muita,tem um monte,tem,temos,' +
    'por conta,fica por conta,' +
    // (a refusal said of the item: "presunto nem pensar que tá caríssimo", "refrigerante melhor não", "deixa quieto")
    'nem pensar,de jeito nenhum,melhor nao,deixa quieto',
).map((phrase) => phrase.split(' '));

/**
 * Verbs of ordering the item elsewhere or having it delivered, said of someone ("o bolo a gente encomenda com a
 * dona neide", "a torta eu encomendei na confeitaria", "a carne o moço entrega"): it is provided, not bought
 * here (`PROVIDE_VERBS`).
 */
export const ORDER_VERBS = wordSet(
  'encomenda encomendo encomendamos encomendei encomendou encomendaram encomendam entrega entregam entregou',
);

/**
 * Verbs said of someone who provides the item, so it is not bought ("a vó faz", "a tua mãe deu",
 * "a tua irmã vende", "cada um traz a sua", "ganhei um kit", "o condicionador veio junto"), and buying it
 * elsewhere ("a gente compra na feira").
 */
export const PROVIDE_VERBS: ReadonlySet<string> = new Set([
  ...wordList(
    'traz trazem trouxe trouxeram manda mandam mandou faz fazem fez deu deram vende vendem ganhou ganhei ganhamos ' +
      'compra compram compro compramos pega pegam pego pegamos busca busco planta colhe veio vieram comprou compraram',
  ),
  ...ORDER_VERBS,
  ...SHOP_VISIT_VERBS,
]);

/** Verbs of making, said of someone, that provide the item only with no product after them ("a vó faz", not "a gente faz purê"). */
export const MAKE_VERBS = wordSet('faz fazem fez');

/** Verbs of saying: a product right after one is what someone asked for, a correction ("não ela falou pão integral"). */
export const SAYING_VERBS = wordSet(
  'falou disse diz fala falaram mandou manda pediu pede prefere prefiro quer acha achou',
);

/** Words that are no one who provides the item: "o resto tem". */
export const NOT_SOMEONE = wordSet('resto demais outro outra');

/** Who says the item is provided: "cada um traz a sua", "a gente pega". */
export const PROVIDERS = wordSet('gente eu cada');

/** Words that point at the item rejected right after "não": "não esse a gente pega na padaria", "não isso é na veterinária". */
export const REJECTED_POINTERS = wordSet('esse essa esses essas isso aquele aquela aqueles aquelas este esta');

/** Where talk returns to the list after a reason: "então só pega", "mas bota", "mas arroz pega dois". */
export const BACK_TO_LIST = wordSet('entao mas porem');

/** Where else things are bought, beyond the shop places of `PLACE_WORDS`: "o amaciante é no atacarejo", "a bergamota na fruteira". */
export const ELSEWHERE_PLACES = wordSet(
  'atacado atacarejo feirinha fruteira posto veterinaria petshop loja conveniencia emporio mercearia ' +
    'acougue sitio roca horta chacara quiosque barraca banca',
);

/** "o que falta é um rodo", "o que precisa mesmo é": talk turning back to what to buy (the "é" is gone). */
export const BACK_TO_LIST_PHRASES: ReadonlyArray<readonly string[]> = phraseList(
  'o que precisa mesmo,o que precisa,o que falta mesmo,o que falta,o que ta faltando mesmo,o que ta faltando',
).map((phrase) => phrase.split(' '));

/** Verbs of liking or standing an item, said in a reason: "o teu irmão detesta alho", "as crianças enjoaram". */
export const LIKING_VERBS = wordSet(
  'detesta detestam odeia odeiam ama amam adora adoram enjoou enjoaram aguenta suporta curte',
);

/** Degrees said before a price in a reason: "muito caro", "bem cara", "tão caro". */
export const DEGREE_WORDS = wordSet('muito muita bem mais super meio tao');

/** Said before the item, that it is still had: "a gente ainda tem em casa o molho", "já tem o arroz". */
export const HAD_FIRST_PHRASES: ReadonlyArray<readonly string[]> = phraseList(
  'ainda tem,ja tem,tem em casa,ainda temos,ja temos,temos em casa,ainda sobrou,sobrou,ainda ta sobrando,ta sobrando',
).map((phrase) => phrase.split(' '));

/** Possessives of the one spoken to, before whoever provides the item: "a tua irmã", "o seu joão". */
export const YOUR_POSSESSIVES = wordSet('tua teu tuas teus sua seu suas seus');

/** Infinitives after "vai" of someone who brings the item: "o tio vai trazer". */
export const BRING_INFINITIVES = wordSet('trazer mandar');

/** Verbs of putting on the list that "não" turns into not to buy, said before the items: "não põe amaciante nem sabão que…". */
export const NOT_TO_PUT_VERBS = wordSet('poe bota coloca anota compra pega leva traz');
/** What opens the reason after the items not to put: "que isso eu pego no atacadão", "na lista". */
export const NOT_TO_PUT_REASONS = wordSet('que porque pois pq');

/**
 * Shops whose goods a rejection names, said with "de/do/da" ("não isso é de loja", "não isso não é de mercado",
 * "não que é coisa de farmácia", "não é do pet shop"; and `ELSEWHERE_PLACES`: "do posto"): the item is bought
 * elsewhere, or is no grocery.
 */
export const SHOP_KINDS = wordSet(
  'loja lojinha mercado supermercado mercadinho farmacia drogaria petshop pet shopping atacado atacadao atacarejo ' +
    'deposito papelaria perfumaria acougue padaria feira sacolao hortifruti veterinaria conveniencia camelo',
);
/** What a shop sells, before "de" and the shop: "coisa de farmácia", "negócio de loja". */
export const SHOP_GOODS = wordSet('coisa coisas negocio negocios');

/** Words after an amount asked for alone, with no product of its own: "põe um quilo só", "pega três mesmo e pão". */
export const AMOUNT_ALONE_TAILS = wordSet('so mesmo e entao');

/** Opinions after a rejecting "não", before what to do instead: "canja pronta não melhor fazer", "não é melhor esperar a promoção". */
export const OPINION_WORDS = wordSet('melhor');

/** Words of waiting said before the speaker restarts: "pera deixa eu falar de novo" ("pera" is a fruit too). */
export const WAIT_WORDS = wordSet('pera perai espera peraí calma');
/** Who the speaker is after "deixa": "deixa eu falar", "deixa me ver". */
export const SPEAKER_LEADS = wordSet('eu me');

/** "então não compra só lustra móveis": after "não" and a buying verb, what IS bought (`not-that-only-this`). */
export const ONLY_WORDS = wordSet('so somente apenas');
/** "não precisa pegar guardanapo": said before the infinitive of a buying verb (`not-to-put-said-first`). */
export const NEED_BEFORE_VERB = wordSet('precisa precisamos');
/** "não precisa de sal que tem um pacote": the link before what is not needed, said first (`not-to-put-said-first`). */
export const NEEDED_OF = wordSet('de do da dos das');
/** Who buys in a reason, right before the verb: "que isso a gente pega no atacado", "que eu compro lá". */
export const SOMEONE_BEFORE_VERB = wordSet('gente eu ele ela eles elas voce');
/** What starts another kind of the item rejected just before, asked for alone: "pega sem sal", "põe com gás". */
export const KIND_ONLY_LEADS = wordSet('sem com');
/**
 * Endings of words that say a kind, not a product ("integral", "espanhol", "tradicional", "português",
 * "desnatado", "defumada", "cremoso", "light"): asked for alone after a rejected item, they revise it.
 */
export const KIND_ENDINGS = wordList(
  'al ol ado ada ido ida es ano ana ino ina eno ena oso osa ivo iva light diet zero',
);
/** "então não", "então não compra" said last: the item just said, with who provides it, is not to buy. */
export const THEN_NOT = phraseList(
  'entao nao,entao nao compra,entao nao precisa,entao nao pega,entao nao leva,entao nao anota,entao deixa,' +
    'entao nao poe,entao nao bota,entao nao coloca,entao nem precisa,entao nem compra,entao nem pega,entao nem poe,' +
    'entao pode deixar,entao nao precisa comprar,entao nao precisa pegar,entao nao compra isso',
).map((p) => p.split(' '));
/** Pointers at the item said right after "então não compra": "então não compra isso", "então não pega esse". */
export const THEN_NOT_POINTERS = wordSet('isso esse essa esses essas');
/** Said after "e" when talk turns back to the list after "então deixa": "… então deixa e também um chantilly". */
export const THEN_ALSO = wordSet('tambem mais');
/** Said right before someone who provides the item: the report after it is why it is not needed. */
export const NOT_NEEDED_BEFORE_SOMEONE: ReadonlyArray<readonly string[]> = phraseList(
  'nao precisa,nem precisa,num precisa',
).map((phrase) => phrase.split(' '));
/** Links before what something in a reason is made with ("faço o meu com alho e sal"): "e" and a product after it are the reason's. */
export const WITH_LINKS = wordSet('com');
/** After a product in a reason, "não" and one of these say another kind of it, a correction ("e canela em pau não em pó"). */
export const KIND_CORRECTION_LINKS = wordSet('de em com sem');
/** "de" with an article ("sobrou um pacote do café da manhã"): what is had, from something said with its article. */
export const THE_OF_WORDS = wordSet('do da dos das');
/** Links before the shop an item comes from, said of it before "então não" ("é da padaria", "vem do açougue"). */
export const SHOP_LINKS = wordSet('da do na no');
/** "e um pó de café" after a reason: an indefinite article and a product with its kind start the next item. */
export const INDEFINITE_ARTICLES = wordSet('um uma');
/**
 * Words that point at what is not wanted, after a removal phrase, when no product follows: "não quero
 * aquela cortada no plástico" (which one), "não pega isso filho" (`NOT_THAT_ONE`: said to someone, only
 * before any item).
 */
export const POINTED_AT = wordSet('aquela aquele aquelas aqueles essa esse essas esses isso isto aquilo');
export const NOT_THAT_ONE = wordSet('isso isto aquilo');
/** "e", "mas" before an item not to buy ("algodão mas o termômetro não precisa"): a pause is left in their place. */
export const BUT_WORDS = wordSet('e mas');

/**
 * Where else an item is had, said last: "é da farmácia outra loja", "é com o caminhão do gás é outra coisa", "a
 * gente compra no posto é outro lugar" (after `OTHER_WORDS`).
 */
export const ELSEWHERE_NOUNS = wordSet('loja lugar coisa mercado canto');
/** Links before who else has the item, besides the links of a place: "é com o caminhão do gás", "é com o tio". */
export const ELSEWHERE_WITH = wordSet('com');

/** Adverbs said right after a verb of having: "tem ainda um galão", "temos ainda duas caixas". */
export const AFTER_VERB_ADVERBS = wordSet('ainda');

/** "mas" and its kin after a reason: talk returns to the list, and what follows is asked for ("… mas o açúcar põe dois"). */
export const BUT_REOPENS = wordSet('mas porem');

/** Said right after a rejecting "não" (the "é" is gone): the item is not from this shop ("a vela não é daqui"). */
export const NOT_FROM_HERE = wordSet('daqui');

/** Said of someone before "de" and an infinitive of bringing: "o zé ficou de trazer", "elas ficaram de mandar". */
export const PROMISE_LEADS = wordSet('ficou ficaram combinou combinaram prometeu prometeram');
/** Infinitives of making, after "vai" or a promise, with no product after them: "a vó vai fazer" (not "vai fazer purê"). */
export const MAKE_INFINITIVES = wordSet('fazer preparar assar');

/** Links before someone who is the object, not the subject, of what is said: "fica com o pedro", "por conta do tio". */
export const SOMEONE_LINKS = wordSet('com do da dos das pro pra');

/**
 * Words that close a clause of what is had, said after it ("fralda ainda tem dois pacotes não precisa", "café a
 * gente tem então não precisa"): what follows them is the next item (`clause-closed`).
 */
export const CLAUSE_CLOSERS: ReadonlyArray<readonly string[]> = phraseList(
  'nao precisa,nao precisa mais,nem precisa,num precisa,num precisa mais,entao nao precisa,entao nem precisa,' +
    'ai nao precisa,por isso nao precisa,entao nao precisa mais',
).map((phrase) => phrase.split(' '));

/**
 * Words that describe what is had, after its count ("um pacote fechado", "uma trança inteira pendurada", "meio
 * saco guardado"): the clause of what is had ends with them, and a product after them is the next item (`had-described`).
 */
export const HAD_DESCRIPTIONS = wordSet(
  'inteiro inteira inteiros inteiras fechado fechada fechados fechadas lacrado lacrada lacrados lacradas ' +
    'pendurado pendurada pendurados penduradas guardado guardada guardados guardadas cheio cheia cheios cheias ' +
    'novo nova novos novas aberto aberta abertos abertas sobrando',
);

/** The list itself, said with its article before the items ("olha a lista shampoo …"): no item singled out. */
export const THE_LIST_WORDS = wordSet('lista');

/**
 * How the item is prepared, after "não precisa" ("um mamão inteiro não precisa cortar", "frango não precisa
 * limpar"): how it is wanted, not that it is not to buy (`not-needed-done`).
 */
export const PREPARING_INFINITIVES = wordSet(
  'cortar picar fatiar moer descascar limpar lavar embrulhar embalar partir desossar temperar ralar',
);
/**
 * Said between an item and its removal when one more is removed after a reason ("e o pimentão também não
 * precisa", "e a lentilha também pode cancelar"): `removal-said-next`.
 */
export const ALSO_REMOVAL_LEADS = wordSet('tambem pode');
/** Links that make someone an object, no subject buying: "brigou com a gente põe", "faz pra ele pega". */
export const SOMEONE_OBJECT_LINKS = wordSet('com pra pro para de por sem');

/**
 * Verbs said of the item before "então não": someone brings, has, buys, sells, gives or makes it ("farofa a ju leva
 * então não", "o leite a vizinha vende então não precisa", "a farinha de casa ainda dá então não pega", "o bolo a
 * tia vai fazer então deixa").
 */
export const PROVIDED_LAST: ReadonlySet<string> = new Set([
  ...wordList('leva levam tem da dao comprar levar'),
  // ("a farinha lá de casa ainda dá pra semana": still had, i27g)
  ...wordList('ainda sobrou sobra'),
  ...PROVIDE_VERBS,
  ...BRING_INFINITIVES,
  ...MAKE_INFINITIVES,
]);
