/**
 * Word lists of the description rules (`descriptions.ts`): words that say how the product the
 * speaker wants is, never which kind it is. Pure data, folded, masculine singular (the rules
 * read the feminine, the plural, the diminutive and the augmentative from it).
 */

import { wordList } from './word-list';

/**
 * Adjectives that describe the product when said smaller or bigger ("bem docinha", "branquinho",
 * "das gordinhas", "redondona"), intensified or after "dos/das"; said plainly some of them name a
 * kind ("batata doce", "coco seco", "queijo fresco"), so only their colour words and
 * `SAID_PLAINLY` describe said as they are.
 */
export const DESCRIBING_ADJECTIVES: ReadonlySet<string> = new Set(
  wordList(
    'grande pequeno pequenino medio novo maduro gelado barato caro gordo magro moreno doce fresco fino grosso ' +
      'redondo bonito mole duro macio cheiroso gostoso limpo seco quente comprido curto largo alto baixo pesado ' +
      'leve cheio firme graudo miudo bom lindo claro escuro forte fraco fechado aberto vazio lacrado cortado normal crocante suculento vistoso',
  ),
);

/** Of `DESCRIBING_ADJECTIVES`, those that describe said plainly after a whole name ("jerimum pequeno", "rodo novo"). */
export const SAID_PLAINLY: ReadonlySet<string> = new Set(
  wordList('grande pequeno medio novo maduro gelado cortado normal bonito lindo'),
);

/** Parts of a package that say which one it is: "de rótulo verde", "com tampinha vermelha" (a container only after "o": "o de pacotinho verde"). */
export const PACKAGE_PARTS: ReadonlySet<string> = new Set(wordList('tampa rotulo embalagem etiqueta tarja lacre'));

/** Words that start the next item in a run of items described by their package ("o rótulo verde o biscoito", "aquele café"). */
export const NEXT_ITEM_ARTICLES: ReadonlySet<string> = new Set(wordList('o a os as aquele aquela aqueles aquelas'));

/** Words after which a product belongs to a package clause: "no pano", "com brinquedo", "de palha". */
export const PACKAGE_CLAUSE_LINKS: ReadonlySet<string> = new Set(
  wordList('de do da dos das com em no na nos nas pro pra pras pros'),
);
/** "(d)aquele" before a package clause: "o iogurte daquele do rótulo verde". */
export const WHICH_ONE_OF: ReadonlySet<string> = new Set(
  wordList('daquele daquela daqueles daquelas aquele aquela aqueles aquelas'),
);

/** Parts of a whole product: "uma inteira não quero fatia" says it whole, removes nothing. */
export const PARTS_OF_A_WHOLE: readonly string[] = wordList(
  'fatia pedaço metade banda cortado cortada fatiado fatiada',
);

/** Verbs of a clause that says what the package shows: "que tem uma vaquinha desenhada", "que vem com brinquedo". */
export const PACKAGE_CLAUSE_VERBS: ReadonlySet<string> = new Set(wordList('tem vem tinha vinha'));

/** Amounts said smaller ("que tem um pouquinho", "um restinho"): how much is left, no look of the package. */
export const AMOUNTS_SAID_SMALLER: ReadonlySet<string> = new Set(wordList('pouco resto tanto'));

/** What is printed on a product ("com desenho de dinossauro", "com estampa de unicórnio"): a description, not its name. */
export const PRINT_WORDS: ReadonlySet<string> = new Set(
  wordList('desenho desenhinho estampa figura foto imagem tema personagem motivo'),
);
/** Links before what is printed: "com desenho", "com um desenho", "com a foto". */
export const PRINT_LINKS: ReadonlySet<string> = new Set(wordList('com'));
/** "da marca que a pediatra indicou", "da marca do mercado": links before the word of a brand said as a description. */
export const BRAND_WORD_LINKS: ReadonlySet<string> = new Set(wordList('da de dessa daquela'));
export const BRAND_WORDS_SAID: ReadonlySet<string> = new Set(wordList('marca marquinha'));

/** "daqueles bem maduros umas laranjas": "uns/umas" before a product, after a description, start the next item. */
export const SOME_ARTICLES: ReadonlySet<string> = new Set(wordList('uns umas'));
/** The material or form of a package, said after the name with "de": "cerveja de lata", "guaraná de latinha",
 * "sabonete líquido de refil" (a description). */
export const PACKAGE_MATERIALS: ReadonlySet<string> = new Set(wordList('lata latinha refil'));

/** Words that start a kind said after the package's material ("refrigerante de lata zero açúcar", "de lata sem álcool"). */
export const KIND_AFTER_PACKAGE: ReadonlySet<string> = new Set(wordList('zero diet light sem puro'));

/** Verbs of what the product has in it, said after "que não" (`what-it-lacks`: "que não tem perfume", "que não leva açúcar"). */
export const LACK_VERBS: ReadonlySet<string> = new Set(wordList('tem tenha leva leve contem contenha vem venha'));
/** A link after a verb of what the product has: "que não vem com corante". */
export const LACK_LINKS: ReadonlySet<string> = new Set(wordList('com'));

/**
 * Figures printed on children's products, which say which one after "do/da" ("o danone do dinossauro", "a bolacha
 * da sereia", own6; `the-one-with`): singular, folded.
 */
export const PRINTED_FIGURES: ReadonlySet<string> = new Set(
  wordList('dinossauro unicornio sereia princesa fada heroi ursinho coelhinho bichinho carrinho palhaco minion'),
);
