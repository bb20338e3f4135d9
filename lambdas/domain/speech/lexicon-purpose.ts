/**
 * Word lists of the purpose pass (`purpose.ts`): links, who a purpose is for, which one, places
 * and conditions. Pure data, written folded (no accents) unless a comment says "as written".
 */

import { phraseList, wordList } from './word-list';

/** Words that open a purpose phrase ("ovos pro bolo"). */
export const PURPOSE_LINKS: ReadonlySet<string> = new Set(['pra', 'pro', 'para', 'pras', 'pros']);

/** Words skipped between "pra" and the purpose: "para o churrasco", "pra fazer um bolo", "pro meu filho". */
export const PURPOSE_ARTICLES: ReadonlySet<string> = new Set(
  wordList('o a os as um uma meu minha meus minhas nosso nossa teu tua '),
);

/** Who will do what a purpose says: "pra gente comer", "pra mim levar". */
export const PURPOSE_DOERS: ReadonlySet<string> = new Set([
  'gente',
  'mim',
  'ele',
  'ela',
  'eles',
  'elas',
  'nos',
  'voce',
]);

/** Links before whose an item is ("o iogurte das crianças", "da minha filha"), or whose its purpose is ("pro suco do vô"). */
export const OF_LINKS: ReadonlySet<string> = new Set(['do', 'da', 'dos', 'das']);

export const PURPOSE_POSSESSIVES: ReadonlySet<string> = new Set([
  'meu',
  'minha',
  'meus',
  'minhas',
  'nosso',
  'nossa',
  'seu',
  'sua',
  'teu',
  'tua',
]);

/** Words that say which one of a product, up to the end of the item: "azeite daquele bom". */
export const WHICH_ONE: ReadonlySet<string> = new Set([
  'daquele',
  'daquela',
  'daqueles',
  'daquelas',
  'desse',
  'dessa',
  'deste',
  'desta',
  // the plurals: "uma mandioca dessas grandes", "um abacate desses maduros".
  'desses',
  'dessas',
  'destes',
  'destas',
]);

/** Words that say where, as written: "lá na feira", "ali do lado", "aí embaixo" ("aí" is a filler, already gone). */
export const PLACE_ADVERBS: ReadonlySet<string> = new Set([
  'lá',
  'ali',
  'aqui',
  'acolá',
  'embaixo',
  'debaixo',
  'atrás',
]);

/** Links before a place: "no balcão", "na padaria", "da farmácia", "em cima". */
export const PURPOSE_PLACE_LINKS: ReadonlySet<string> = new Set([
  'no',
  'na',
  'nos',
  'nas',
  'em',
  'do',
  'da',
  'dos',
  'das',
  'naquele',
  'naquela',
]);

/** Words between a link and the place: "no mesmo corredor", "na outra prateleira". */
export const PLACE_DETERMINERS: ReadonlySet<string> = new Set([
  'mesmo',
  'mesma',
  'outro',
  'outra',
  'primeiro',
  'primeira',
  'ultimo',
  'ultima',
]);

/** "tá tudo ali", "fica lá no fundo", "tô no corredor dos frios": saying where things (or the speaker) are. */
export const PLACE_VERBS: ReadonlySet<string> = new Set([
  'ta',
  'esta',
  'tao',
  'estao',
  'fica',
  'ficam',
  'to',
  'tou',
  'estou',
  'tamo',
  'estamos',
]);

/** Words that open a condition ("ricota se tiver", "caso tenha"). */
export const CONDITION_LINKS: ReadonlySet<string> = new Set(['se', 'caso']);

/**
 * Products of a pet, by their first word, after which a "pra" phrase says which animal it is for
 * ("ração pro gato", "coleira pro rex"): a purpose, not the name.
 */
export const PET_PRODUCTS: ReadonlySet<string> = new Set(
  wordList('racao petisco areia coleira guia brinquedo osso vermifugo antipulga caminha comedouro bebedouro '),
);
/** Pet products of two words whose first word names other products too ("tapete higiênico pro filhote"), folded. */
export const PET_PRODUCT_NAMES: ReadonlySet<string> = new Set(
  phraseList('tapete higienico,tapetinho higienico,tapete sanitario,caixa de areia,'),
);

/** How the speaker wants it, said as a diminutive: "pão quentinho", "presunto fatiado fininho". */
export const HOW_WANTED: ReadonlySet<string> = new Set(
  'quentinho quentinha fresquinho fresquinha fininho fininha geladinho geladinha molinho molinha madurinho madurinha'.split(
    ' ',
  ),
);

/**
 * Participles that name a kind of the product, kept before how it is wanted ("queijo parmesão ralado fininho" →
 * Queijo parmesão ralado, i27g); a preparation ("presunto fatiado fininho") goes with it.
 */
export const KIND_PARTICIPLES: ReadonlySet<string> = new Set(wordList('ralado ralada moido moida'));

/** Which ones, by size or ripeness, after "dos/das": "uma melancia das grandes", "jerimum dos pequenos". */
export const WHICH_SIZE: ReadonlySet<string> = new Set(
  wordList(
    'grandes pequenos pequenas medios medias maduros maduras bons boas bonitos bonitas graudos graudas miudos miudas ' +
      'finos finas grossos grossas gordos gordas magros magras',
  ),
);

/** Verbs of a condition on the item ("se tiver", "se estiver em promoção", "se achar"). */
export const CONDITION_VERBS: ReadonlySet<string> = new Set(
  wordList('tiver tiverem tem tenha tenham estiver estiverem achar encontrar for forem der houver vier '),
);

/** "aquele de embalagem vermelha", "aquela amarelinha": which one, by what it looks like, up to the end of the item. */
export const LOOK_OPENERS: ReadonlySet<string> = new Set(wordList('aquele aquela aqueles aquelas'));

/** "aquele de embalagem vermelha", "aquela com rolha": links after an opener, before which package or what it has. */
export const LOOK_LINKS: ReadonlySet<string> = new Set(wordList('de do da dos das com'));

/** "de 500 g a amarela", "o azul", "os grandes": an article before what the product looks like. */
export const LOOK_ARTICLES: ReadonlySet<string> = new Set(wordList('o a os as'));

/** Endings of a word said bigger ("grandão", "grandona"), read as the word it comes from. */
export const AUGMENTATIVES: readonly string[] = wordList('zao zona ao ona');

/** Whose, said after a purpose's target: "pra bolsa dele", "pra lancheira delas". */
export const OWNERS: ReadonlySet<string> = new Set(wordList('dele dela deles delas'));

/** What an item is given as: "fralda de presente", "chocolate de lembrancinha". */
export const GIFT_WORDS: ReadonlySet<string> = new Set(
  wordList('presente presentinho lembranca lembrancinha brinde mimo'),
);
/** Products named for wrapping a gift: "papel de presente", "fita de presente", "sacola de presente". */
export const GIFT_WRAPS: ReadonlySet<string> = new Set(
  wordList('papel fita sacola sacolinha saco saquinho embalagem laco cartao caixa caixinha'),
);

/** When a purpose is for: "fralda pra noite", "leite pra semana toda", "café pro mês". */
export const PURPOSE_TIMES: ReadonlySet<string> = new Set(
  wordList('noite manha tarde madrugada semana mes ano feriado fim'),
);
/** An age said after a number, a birthday's: "bolo pros 15 anos da bia". */
export const AGE_WORDS: ReadonlySet<string> = new Set(wordList('anos aninhos'));
/** Verbs of making, whose object is always what is made: "pra fazer doce de leite", "pra preparar uma sopa". */
export const MAKING_VERBS: ReadonlySet<string> = new Set(wordList('fazer preparar fazerem'));

/**
 * Who an item is for, by role, added to the people of `PERSON_WORDS` ("luva descartável pra
 * cuidadora", "fralda pra babá levar"): after any product, even one whose "pra" phrase may name a
 * kind, a purpose.
 */
export const PURPOSE_ROLE_WORDS: readonly string[] = wordList(
  'cuidadora cuidador babá enfermeira enfermeiro nutricionista acompanhante ',
);

/**
 * What an item is for at a meal, a workout or in a cage, added to the occasions of
 * `OCCASION_WORDS` ("creme de leite pra cobertura", "pasta de amendoim pro pré treino", "serragem
 * pra gaiola"): a purpose after any product.
 */
export const PURPOSE_USE_WORDS: readonly string[] = phraseList(
  'cobertura,recheio,treino,pré treino,pós treino,gaiola,viveiro,aquário,',
);

/** Nicknames a family calls its own by ("o desodorante da mari", "o shampoo do gui", own6): given names too. */
const NICKNAMES =
  'mari gui ju leo rafa dani fer lu nanda gabi duda malu manu lulu tati vivi cris carol nina lili ze beto guto ' +
  'cadu dudu juca kiko nando lele mila fabi chico zeca dede binho paty lipe teo theo tuca ';

/**
 * Common given names, folded: after "pra" (where an unknown word may name a kind: "shampoo pra
 * caspa") such a word said last is someone's name ("fralda pra maria", "condicionador pra júlia").
 * Names that are also words ("rosa", "flor") are left out.
 */
export const GIVEN_NAMES: ReadonlySet<string> = new Set(
  wordList(
    'maria julia ana beatriz bia alice sofia laura helena valentina manuela luiza isabela giovana ' +
      'mariana gabriela larissa leticia camila amanda fernanda patricia juliana carla paula lucia clara ' +
      'marta sandra vera regina tereza teresa lara livia lais luana yasmin heloisa cecilia joana rita ' +
      'joao jose pedro paulo lucas mateus gabriel rafael miguel arthur davi bernardo heitor enzo caio ' +
      'gustavo felipe bruno thiago tiago diego marcos marcelo carlos eduardo andre ricardo rodrigo ' +
      'fernando antonio francisco luiz luis vitor victor henrique leonardo samuel daniel joaquim ' +
      NICKNAMES,
  ),
);

/**
 * Care products named by a product and a word that is a product of its own ("creme hidratante pra
 * pele dele", "loção hidratante"): one item, read like `COMPOUND_ITEMS`, so the purpose after it
 * follows the whole name.
 */
export const CARE_COMPOUNDS: readonly string[] = phraseList(
  'creme hidratante,loção hidratante,óleo hidratante,sabonete hidratante,máscara hidratante,' +
    'protetor hidratante,creme esfoliante,sabonete esfoliante,',
);

/** "pra quando o beto tá doente", "pra quando a visita chegar": words after "pra" that open when the item is for. */
export const PURPOSE_WHEN: ReadonlySet<string> = new Set(wordList('quando'));

/**
 * Verbs that take no object (amount66): a product said right after them is the next item, not what
 * is done to it ("chá de camomila pra ela dormir bolacha maria dois pacotes").
 */
export const OBJECTLESS_VERBS: ReadonlySet<string> = new Set(
  wordList('dormir descansar relaxar acordar emagrecer engordar malhar treinar correr nadar brincar estudar trabalhar'),
);

/**
 * Products of the house said between purposes that the lexicon lacked (pur68): "sabonete pra visita toalha
 * de papel pro lavabo" (Toalha de papel is an item of its own); "papel toalha" stays one product.
 */
export const HOUSE_PRODUCT_WORDS = 'toalha';
export const HOUSE_COMPOUNDS: readonly string[] = phraseList('papel toalha');

/** Words that deny what someone a purpose names does ("pra vizinha que não come carne", pur68). */
export const SOMEONE_DENIES: ReadonlySet<string> = new Set(wordList('nao nunca nem'));

/** Aisles of fresh foods, which a verb of preparation after them prepares ("batata pra fritar", pur68). */
export const FRESH_FOOD_AISLES: ReadonlySet<string> = new Set(['Hortifruti', 'Açougue e Peixaria']);

/** Purpose links that hold an article ("pro" = "para o"), so no verb follows them ("gelo pro cooler", pur68). */
export const ARTICLE_LINKS: ReadonlySet<string> = new Set(wordList('pro pros pras'));

/**
 * What a thing works by, said with "a" ("à"): "fogão a lenha", "churrasqueira a carvão", "forno a gás" (own6). After
 * these "a" is no article, so the word after it is no next item inside a purpose.
 */
export const WORKS_BY: ReadonlySet<string> = new Set(wordList('lenha carvao gas vapor pilha bateria'));
