/**
 * Word lists of the talk said around the items (the situation pass, `situation-talk.ts`).
 * Pure data, written folded (no accents, as the engine compares them) unless a comment
 * says "as written"; one string split at spaces, like `lexicon.ts`.
 */

import { phraseList, wordList } from './word-list';

const wordSet = (text: string): ReadonlySet<string> => new Set(wordList(text));

/** Present-tense verbs and copulas said as the reason ("faz mal", "virei", "tá"); "é" is gone as a hesitation. */
export const TALK_VERBS = wordSet(
  'faz fez fazia tinha virei virou fica ficou fala falam precisa gosta gostam passa enquanto pede',
);
/** Copulas that open a situation: "tá tudo gripado", "tô de regime". */
export const OPENING_COPULAS = wordSet('ta esta to estou sao foi era estamos tamo');
/** Words ending like a verb that are not one. */
export const NOT_VERBS = wordSet(
  'meu seu teu eu deu sou vou ou mais tambem alguem ninguem bem sem porem quem cem tem ultimos ultimas penultimos primos homem ordem jovem armazem trem nuvem alem',
);
/** Articles and the links that may stand before a clause's own words. */
export const CLAUSE_ARTICLES = wordSet('o a os as um uma uns umas muita muito muitas muitos de do da dos das em no na');
/** The definite articles that open a subject: "o menino", "a picanha". */
export const DEFINITE_ARTICLES = wordSet('o a os as');
/** Words before a kind that go with it ("umas frutas", "os produtos", "só algumas"). */
export const KIND_LEADS = wordSet('um uma uns umas o a os as so algumas alguns');
/**
 * Clauses said after the items ("por causa do", "igual a mãe comprava", "o resto eu vejo
 * depois", "tanto faz a marca", "tudo pro café", "tudo da feira", "tudo que a minha filha
 * usa", "tudo meu"): one entry a comma-separated phrase.
 */
export const CLAUSE_OPENERS: ReadonlyArray<readonly string[]> = (
  'por causa,porque,igual,o resto,o de sempre,tanto faz,essas coisas,esses negocios,tudo pro,tudo pra,tudo pros,' +
  'tudo pras,tudo da,tudo do,isso da,isso do,tudo que,tudo meu,tudo minha,tudo dela,tudo dele'
)
  .split(',')
  .map((phrase) => phrase.split(' '));
/** Whom the speaker talks to: "né amor", "égua maninho", "não amor iogurte grego". */
export const VOCATIVES = wordSet('amor mozao mozinho maninho maninha mano mana querida querido benzinho rei mulher');
/** Tags that close a clause said before the items: "tô de regime sabe", "tá calor né". */
export const CLAUSE_TAGS = wordSet('sabe ne viu entendeu');
/** Who a clause said after the items is about: "ela vai fazer pão". */
export const PRONOUNS = wordSet('ele ela eles elas voce ninguem');
/** Groups said as a subject: "a gente divide", "o pessoal chega". */
export const GROUPS = wordSet('gente pessoal turma galera');
export const POSSESSIVES = wordSet('meu minha meus minhas nosso nossa');
/** Present-tense verbs said of someone after the items ("ela não suporta", "ele come", "a menina usa"). */
export const TAIL_VERBS = wordSet(
  'quer vai vao vem usa come gosta chega suporta divide acha pega bebe adora toma disse leu quis deixa',
);
/** Words between a subject and its verb: "ela não suporta", "a marina que lembrou", "ela já disse". */
export const VERB_LEADS = wordSet('nao ja so que sempre nunca tambem me');
/** Price words: "do mais barato", "tá cara demais". */
export const CHEAP = wordSet('barato barata baratos baratas caro cara economico');
export const PRICE_VERBS = wordSet('ta esta custa sai saiu custou');
/** Copulas said of the items just named: "shampoo condicionador tá tudo acabando". */
export const ITEM_COPULAS = wordSet('ta esta tao estao');
/** Regional interjections, as written, said between the items: "1 kg de pinhão tchê e uma cuca". */
export const INTERJECTIONS = wordSet('uai ué tchê bah sô oxe oxente visse véi égua barbaridade mah');
/** How fast the speaker goes: "rapidinho", "devagarinho". */
export const HOW_FAST = wordSet('rapidinho devagarinho rapidao');
/** "tudo pro café da manhã": what all the items are for. */
export const FOR_ALL_LINKS = wordSet('pro pra pros pras');
/** "pra 10 pessoas": for how many. */
export const FOR_HOW_MANY = wordSet('pra para');
export const COUNTED_PEOPLE = wordSet('pessoas convidados adultos criancas pessoa');
/** Links after which "meu"/"hoje" belong to a name or a purpose ("pra minha filha"), not to a call. */
export const NAME_LINKS = wordSet('de do da pra pro para pros pras');
/** Links after which a vocative word is part of a name ("pão de mel", "pro mano"). */
export const VOCATIVE_LINKS = wordSet('de do da pra pro');
/** Shop-place links said first: "na feira", "nos frios". */
export const PLACE_LINKS = wordSet('na no nos nas');
/** Words that point at a place, as written: "lá nos frios", "ó na feira". */
export const PLACE_POINTERS = wordSet('lá ali ó');
/** Who "pra ... comer" is: "pra gente comer", "pra mim levar". */
export const DOERS = wordSet('mim gente');
/** Words of a reason that rejects the item just said: "ninguém gosta", "ele não come mais". */
export const REJECTIONS = wordSet('nao ninguem nunca');
/** "pra outra loja", "do outro mercado", "na feira": links before where else an item is bought. */
export const OTHER_LINKS = wordSet('pra pro para do da de na no em');
export const OTHER_WORDS = wordSet('outra outro outras outros');
/** Verbs of buying, said of where: "a gente compra na farmácia", "eu pego na feira". */
export const BUY_VERBS = wordSet('compra compro compramos pega pego pegamos busca busco pede peco pedimos');
/** "é pra comprar na feira", "isso é pra pegar na padaria": infinitives of buying, said of where. */
export const BUY_INFINITIVES = wordSet('comprar pegar buscar');
/** Someone who brings the item, so it is not bought: "o tio traz", "a vó manda". */
export const BRING_VERBS = wordSet('traz trazem trouxe manda mandam');
/** Said between the subject and the verb: "a gente sempre compra", "o tio vai trazer". */
export const VERB_ADVERBS = wordSet('sempre ja so vai geralmente');
/** "dois litros de guaraná": links after which a product is what the clause is about, not the next item. */
export const OF_WORDS = wordSet('de do da dos das');
/** "feijão ainda tem só o arroz", "fica o arroz": what is kept instead of the item not needed. */
export const KEEP_ONLY = wordSet('so fica');
/** "ainda tem", "também tem", "a gente tem": what the speaker still has of the item just said. */
export const STILL_HAVE = wordSet('ainda tambem ja');
export const HAVE_VERBS = wordSet('tem temos tenho sobrou');
/** "tomate cebola alho essas coisas não precisa", "isso eu compro no sacolão": the items of the run, together. */
export const GROUP_WORDS = wordSet('isso isto essas esses estas estes tudo');
export const GROUP_NOUNS = wordSet('coisas coisa negocios negocio trem trens tudo ai');
/**
 * Words said right after the "não" that rejects an item, before its reason: "não pera", "não não",
 * "não mano", "não espera" (the vocatives count too).
 */
export const AFTER_REJECTION = wordSet('nao pera perai espera calma ah ih opa oxe vixe filho filha');
/** Words that open a reason with no verb before it: "não que o tio traz", "não porque engorda", "não caro demais". */
export const REASON_OPENERS = wordSet('que porque pois pq caro cara carissimo carissima nada');
/**
 * Verbs a reason is said with, beyond the conjugated ones `isTalkVerb` finds: someone's word
 * ("disse", "acha", "prefere"), what the item does ("engorda", "resseca", "vaza", "arranha") or is ("tá").
 */
export const REASON_VERBS = wordSet(
  'disse diz falou fala mandou manda acha achou pediu pede prefere prefiro quer vende vendem engorda resseca vaza arranha enjoa ' +
    'estraga azeda derrete amarga pesa ta esta to tao estao sao era come bebe toma usa gosta pode parou parei cortou tem teve',
);
/**
 * Words of a judgement said after "não" with the copula dropped ("não é pesada demais", "não o da padaria é
 * melhor"): within a few words, they open a reason like a verb (`rejected-with-reason`).
 */
export const JUDGING_WORDS = wordSet('demais melhor pior');
/** An amount judged after "não", the copula dropped: "peru de cinco quilos não é muito pra gente" (`rejected-with-reason`). */
export const AMOUNT_JUDGEMENTS = wordSet('muito pouco');
/** Intensifiers of a judgement said of "esse/essa" after "não" ("não esse é muito doce", copula dropped). */
export const JUDGING_INTENSIFIERS = wordSet('muito muita bem meio super');
/** Verbs that fold into another word, as written: "dá" ("fondue dá trabalho"; folded it is the "da" of "da padaria"). */
export const WRITTEN_VERBS = new Set(['dá', 'dão']);
/**
 * How someone is, said with the copula dropped ("não a cecília é alérgica a leite" is heard "a cecília alérgica"):
 * after someone, a reason like a verb.
 */
export const REASON_STATES = wordSet(
  'alergica alergico alergicas alergicos intolerante intolerantes diabetica diabetico',
);
/**
 * Cancelling verbs, said to the list ("corta o chocolate", "risca o café"): a removal's reason ends at
 * the next one (`reason-before-next-removal`), and one said with "não" keeps its item (`kept-on-list`).
 */
export const CANCEL_VERBS = wordSet(
  'tira tirar apaga apagar risca riscar cancela cancelar corta cortar exclui excluir remove remover retira retirar ' +
    'deleta deletar desmarca desmarcar descarta descartar anula anular elimina eliminar desconsidera suspende suspender',
);
/**
 * "Ran out" words (requests elsewhere: "acabou o café"), said in a removal's reason before a place ("cancela o
 * sabão que tá faltando no estoque", "que acabou no mercado"): the shop ran out of it, no request.
 */
export const RAN_OUT_WORDS = wordSet('falta faltou faltando acabou acabaram acabando');
/** Words that open a removal's reason: "cancela o leite que a vizinha trouxe", "corta o refri porque…". */
export const CANCEL_REASON_OPENERS = wordSet('que porque pois pq');
/** The listener's possessives, before someone: "a tua avó", "o teu irmão". */
export const OTHER_POSSESSIVES = wordSet('teu tua teus tuas seu sua');
/** "não precisa apagar", "não vai tirar": words between "não" and a cancelling verb that keep the item. */
export const KEEP_LEADS = wordSet('precisa pode vai');
/** "deixa o biscoito pra lá": said after "deixa o X", it is left out (folded, a phrase each). */
export const LATER_MARKERS = phraseList('pra la,pra depois,pra proxima,pra outra,pra outro,de lado,fora,');
/** "uma pra cada": the links of a share. */
export const FOR_EACH_LINKS = wordSet('pra pro para');
/** Someone gave the item, so it is not bought: "o amaciante a vizinha deu", "que a gente ganhou". */
export const GAVE_VERBS = wordSet('deu deram doou ganhou ganhei ganhamos emprestou');

/**
 * Kinds of products said before examples of them (`kind-before-examples`: "umas frutas tipo dois mamões",
 * "produto de limpeza tipo água sanitária"), singular; and the word that opens the examples.
 */
export const KIND_WORDS = wordSet('fruta verdura legume bebida produto besteira tempero frio guloseima');
export const EXAMPLE_OPENERS = wordSet('tipo');

/** Infinitives too short to be told by their shape ("pra gente ver filme", "pra mim ler"), folded ("pôr" = "por"). */
export const SHORT_INFINITIVES = wordSet('ver ler dar ir por ter vir');
/** Verbs said with "de" before their object, never a bare one: "o biscoito que ele gosta suco" (the "que" is its object). */
export const NO_BARE_OBJECT = wordSet('gosta gostam gostava gostavam precisa precisam');

/** "acabou de chegar", "acabei de comprar": with "de" and an infinitive, what was just done, no "ran out". */
export const JUST_DONE = wordSet('acabou acabei acabamos acabaram acabo');
/** Parties named by a product word ("a lista do chá de bebê fralda …"): said alone, no item. */
export const PARTY_PHRASES: ReadonlySet<string> = new Set(
  phraseList('cha de bebe,cha de panela,cha de fralda,cha de cozinha,cha revelacao,cha de casa nova'),
);
/** "a merluza deixa", "o leite fica": said last of an item after a removal, it stays on the list. */
export const KEEP_VERBS = wordSet('deixa fica');
/** "pode deixar o feijão que ainda tem": "pode" and these infinitives keep an item like "deixa" (`kept-on-list`). */
export const KEEP_INFINITIVES = wordSet('deixar');
/** The "pode" said before a keeping infinitive. */
export const KEEP_CAN = wordSet('pode podem');

/** Words that open a question about the list itself, said before its items ("quais são as coisas da faxina …"). */
export const LIST_QUESTION_WORDS = wordSet('qual quais');
