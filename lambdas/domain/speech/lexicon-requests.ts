/**
 * Word lists of the request pass (`extract-speech.ts`, `segment-intents.ts`,
 * `reported-speech.ts`, `match-removal.ts`): what surrounds a request, reporters, headings and
 * the setting said first. Pure data, written folded (no accents) unless a comment says "as written".
 */

import { phraseList } from './word-list';

/** Links before a person that make it a kind of product: "lenço de bebê", "shampoo pra criança". */
export const KIND_LINKS: ReadonlySet<string> = new Set(['de', 'pra', 'pro', 'para']);

/** "meus óculos": what belongs to the speaker. */
export const CALL_POSSESSIVES: ReadonlySet<string> = new Set(['meu', 'minha', 'meus', 'minhas']);

/** "tira ela", "pode tirar ele": the item said just before. */
export const ITEM_PRONOUNS: ReadonlySet<string> = new Set(['ele', 'ela', 'eles', 'elas']);

/** Words before an amount said alone: "põe só 200 g", "pega umas quatro". */
export const AMOUNT_LEADS: ReadonlySet<string> = new Set(['so', 'uns', 'umas']);

/**
 * Words that make what is said before a request chatter, no item: plans ("vou", "amanhã") and what the speaker
 * tells someone nearby to do ("Lucas larga o videogame e vem me ajudar anota …", i27g).
 */
export const CHATTER: ReadonlySet<string> = new Set([
  'vou',
  'vamos',
  'vai',
  'fazer',
  'hoje',
  'amanha',
  'larga',
  'solta',
  'senta',
  'desliga',
]);
/** "vai no pet …", "passa na farmácia …": going to a shop, said before what to buy there, is no chatter (own6). */
export const GOING_VERBS: ReadonlySet<string> = new Set(['vai', 'vou', 'passa']);
export const GOING_LINKS: ReadonlySet<string> = new Set(['no', 'na', 'ao', 'a']);

/** Words, as written, that open where the speaker is: "na banca da feira", "já que eu tô" ("lã de aço" is an item). */
export const SETTING_WORDS: ReadonlySet<string> = new Set([
  'na',
  'no',
  'nas',
  'nos',
  'em',
  'já',
  'aqui',
  'ali',
  'lá',
  'agora',
  'tô',
  'tá',
]);

export const SETTING_LINKS: ReadonlySet<string> = new Set(['de', 'do', 'da', 'dos', 'das']);

/** Words that open a new clause after an item: "yakult as (coisas)", "cebola roxa ó (tá barato)", "limão isso". */
export const TALK_CLAUSE_OPENERS: ReadonlySet<string> = new Set(['o', 'a', 'os', 'as', 'isso']);

/** Words before a person: "a vó", "minha mãe", "o meu marido". */
export const PERSON_LEADS: ReadonlySet<string> = new Set([
  'o',
  'a',
  'os',
  'as',
  'meu',
  'minha',
  'meus',
  'minhas',
  'teu',
  'tua',
  // ("o seu pai disse", "a sua avó falou": said to whom the person is kin; "seu antônio" alone is a title, `TITLES`.)
  'seu',
  'sua',
]);

/** "segundo a nona", "conforme o médico": whom the speaker goes by (`according-to`). */
export const ACCORDING_TO: ReadonlySet<string> = new Set(['segundo', 'conforme']);
/** Titles before a name: "seu antônio", "dona maria". */
export const TITLES: ReadonlySet<string> = new Set(['seu', 'dona']);

/** Verbs of reporting or wanting: "escreveu", "pediu", "quer", "prefere". */
export const REPORT_VERBS: ReadonlySet<string> = new Set(
  'escreveu anotou falou disse pediu mandou quer prefere avisou'.split(' '),
);

/** Where the speaker points at what was written: "aqui ó", "ali". */
export const POINTERS: ReadonlySet<string> = new Set(['aqui', 'ai', 'ali', 'la']);

/** Swap and removal verbs after "pediu pra". */
export const SWAP_VERBS: ReadonlySet<string> = new Set(['trocar', 'tirar', 'substituir', 'mudar', 'apagar']);

/** Removal verbs said after their item, before a reason: "o feijão pode tirar que a vizinha deu". */
export const AFTER_REMOVALS: ReadonlySet<string> = new Set([
  'tirar',
  'apagar',
  'riscar',
  'cortar',
  'excluir',
  'tira',
  'risca',
  'apaga',
  'cancelar',
  'cancela',
]);

export const SECTIONS: ReadonlySet<string> = new Set(['parte', 'setor', 'secao', 'corredor', 'area']);

export const AISLE_LINKS: ReadonlySet<string> = new Set(['de', 'da', 'do', 'dos', 'das']);

export const NEXT_LINKS: ReadonlySet<string> = new Set([
  'de',
  'da',
  'do',
  'dos',
  'das',
  'pra',
  'pro',
  'para',
  'e',
  'com',
  'sem',
]);

/** "meu amor", "minha filha": a possessive opens only before another opener. */
export const OPENER_POSSESSIVES: ReadonlySet<string> = new Set(['meu', 'minha']);

/** The end of a self-correction: "só" after it keeps only what follows ("não pera só o condicionador"). */
export const ONLY_AFTER: ReadonlySet<string> = new Set(['nao', 'pera', 'perai', 'dizer', 'alias', 'digo', 'melhor']);

/** Words ignored when comparing a spoken target with a list name. */
export const REMOVAL_IGNORED: ReadonlySet<string> = new Set([
  'o',
  'a',
  'os',
  'as',
  'um',
  'uma',
  'de',
  'do',
  'da',
  'dos',
  'das',
  'e',
]);

/** Words that may follow an ordinal: "o último item da lista", "a última coisa que eu falei". */
export const ORDINAL_TAIL: ReadonlySet<string> = new Set(
  [
    'o',
    'a',
    'e',
    'esse',
    'essa',
    'este',
    'esta',
    'item',
    'itens',
    'coisa',
    'produto',
    'da',
    'de',
    'na',
    'minha',
    'lista',
    'que',
    'eu',
    'falei',
    'disse',
    'pedi',
    // "o primeiro dessa lista aí", "o último daqui"
    'dessa',
    'desta',
    'daqui',
    'nessa',
    'nesta',
    'aqui',
    'ali',
    'ai',
    'la',
    // "o terceiro pode tirar", "não quero o primeiro não": the verb said after, an emphatic "não"
    'pode',
    'nao',
    // "tira a banana e o primeiro também"
    'tambem',
  ].concat(['coloquei', 'botei', 'pus', 'adicionei', 'anotei', 'acrescentei']),
);

/** When: "churras amanhã cerveja", "de manhã cedo 6 pães". */
export const WHEN_WORDS: ReadonlySet<string> = new Set(
  'hoje amanha cedo manha tarde noite semana segunda terca quarta quinta sexta sabado domingo'.split(' '),
);

/** People beyond PERSON_WORDS who ask for or write a list (folded, singular). */
export const REPORTERS: ReadonlySet<string> = new Set(
  'mulher vizinha vizinho comadre compadre sogro tia tio avo vo irma irmao cunhada cunhado nora genro patrao chefe madrinha padrinho esposo namorada namorado medico medica dentista pediatra nutricionista nutri dermatologista cabeleireiro cabeleireira veterinario veterinaria'.split(
    ' ',
  ),
);

/** Aisles and sections of the shop said as a heading ("agora limpeza", "na parte de higiene"). */
export const AISLES: ReadonlySet<string> = new Set(
  'limpeza higiene acougue hortifruti hortifrutti mercearia perfumaria congelado laticinio padaria peixaria bebida bicho'.split(
    ' ',
  ),
);

/**
 * Said right after items, like a not-needed phrase: "leite ovos e bacon esquece que … e um pão" takes only the
 * last item back, and "e" and an item after it add it.
 */
export const LEFT_OUT_AFTER: ReadonlySet<string> = new Set(phraseList('esquece,esqueca,desconsidera,deixa pra la'));

/**
 * Removal phrases that say the item is not needed rather than cancel it ("o café ainda tem e
 * açúcar"): after them, "e" and another item add it (unless "também" closes it).
 */
export const NOT_NEEDED: ReadonlySet<string> = new Set(
  phraseList(
    'nao precisa,nao precisa mais,ainda tem,tem ainda,ja tem,ja temos,ja tenho,ainda temos,ainda tenho,nao precisa comprar,nao precisa levar,ainda sobrou,sobrou,' +
      'nao precisa por,nao precisa colocar,nao precisa botar,nao precisa pegar,nao precisa anotar',
  ),
);

/** Words that single out the last item before a not-needed phrase ("banana maçã a uva não precisa"). */
export const SINGLED_OUT: ReadonlySet<string> = new Set(['o', 'a', 'os', 'as', 'esse', 'essa', 'esses', 'essas']);

/**
 * Brands spelled like a request verb, each with the generic words it is a brand of: right after
 * one of them, in the same item, the word is the brand ("milho verde quero", "molho de tomate
 * quero"), not a request ("pão quero dois"). Folded, singular.
 */
export const VERB_SHAPED_BRANDS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['quero', new Set(['milho', 'molho', 'ervilha', 'extrato', 'seleta', 'atomatado', 'polpa', 'catchup', 'ketchup'])],
]);

/** Who asks, said before a request verb ("molho de tomate eu quero dois"): the verb is then a request. */
export const REQUEST_SUBJECTS: ReadonlySet<string> = new Set(['eu', 'ele', 'ela', 'gente', 'nos', 'voce']);

/** Conjunctions said between two requests, no item's word: "cloro não precisa mas põe lã de aço". */
export const REQUEST_CONJUNCTIONS: ReadonlySet<string> = new Set(['mas', 'porem']);

/** Said right before a removal after its item ("e a lentilha também pode cancelar"): the removal's word. */
export const REMOVAL_MODALS: ReadonlySet<string> = new Set(['pode']);

/**
 * Said between an item and its removal verb said after it ("o feijão pode tirar que …", "e a salsicha também
 * apaga que …"): `reason-after-pode-tirar`.
 */
export const REMOVAL_LEADS_AFTER: ReadonlySet<string> = new Set(['pode', 'tambem']);
