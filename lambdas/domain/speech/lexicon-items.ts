/**
 * Word lists of the item pass (`split-items.ts`, `read-quantity.ts`): links, corrections, noise
 * around a name, versions and sizes. Pure data, written folded (no accents), as the engine
 * compares them.
 */

import { phraseList, wordList } from './word-list';

/** Words that glue a name together: a head word right after them does not start an item. */
export const CONNECTORS: ReadonlySet<string> = new Set(
  wordList('de do da dos das com sem em no na nos nas ao aos à às a o os as para pra pro tipo sabor '),
);

/** "chocolate zero açúcar", "leite zero lactose": what "zero" goes with; after it a product starts ("coca zero guaraná"). */
export const ZERO_OF: ReadonlySet<string> = new Set([
  'acucar',
  'lactose',
  'gordura',
  'gluten',
  'alcool',
  'sodio',
  'caloria',
]);

/** A soft drink's own brand ("guaraná fanta", "guaraná jesus sprite"): after a guaraná it is another drink. */
export const SODA_BRANDS: ReadonlySet<string> = new Set(['coca', 'fanta', 'sprite', 'pepsi', 'schweppes', 'sukita']);

export const SODAS: ReadonlySet<string> = new Set(['guarana', 'tubaina', 'coca-cola']);

/** Versions said after a brand ("coca zero", "pepsi light"): a brand after one starts the next item. */
export const VERSIONS: ReadonlySet<string> = new Set(['zero', 'light', 'diet']);

/** Words that correct the amount said just before them: "quatro na verdade", "três aliás". */
export const LATE_CORRECTION: ReadonlySet<string> = new Set(['na', 'verdade', 'alias', 'digo']);

/** Links before the size of a pack: "de 12 rolos", "com 40". */
export const LINKS_TO_SIZE: ReadonlySet<string> = new Set(['de', 'com']);

/** "de uns três quilos": words that make a size approximate. */
export const APPROXIMATE: ReadonlySet<string> = new Set(wordList('uns umas'));

/** "mais", "outro", "outra": the item is one more of what may be on the list already. */
export const MORE_WORDS: ReadonlySet<string> = new Set(['mais', 'outro', 'outra', 'outros', 'outras']);

/**
 * One-word self-corrections: "três não quatro latas", "quatro digo cinco", "duas desculpa três",
 * "muçarela opa de presunto" (an interjection of surprise said mid-item).
 */
export const CORRECTION_WORDS: ReadonlySet<string> = new Set(
  // ("um saco de cimento não brincadeira anota batata": what was said in jest is taken back too.)
  wordList('nao digo alias corrigindo errei desculpa perdao opa ops epa brincadeira brincadeirinha mentira'),
);

/** Words that strengthen the modifier after them: "extra forte" is one modifier. */
export const INTENSIFIERS: ReadonlySet<string> = new Set(['extra', 'super', 'bem', 'mais', 'meio', 'ultra']);

/** Words that continue a self-correction marker ("não pera", "não espera", "não melhor"). */
export const AFTER_MARKER: ReadonlySet<string> = new Set(['melhor', 'pera', 'espera', 'perai', 'peraí']);

/** Links that may start a corrected modifier: "iogurte de morango não de coco". */
export const MODIFIER_LINKS: ReadonlySet<string> = new Set(['de', 'do', 'da', 'dos', 'das']);

/** Words that start a modifier, never a product: "troca a manteiga com sal pela sem sal". */
export const QUALIFIERS: ReadonlySet<string> = new Set(['com', 'sem', 'em']);

export const ITEM_ARTICLES: ReadonlySet<string> = new Set(['o', 'a', 'os', 'as']);

/** Every article, definite or not: "com um desenho", "pra gente ver um filme". */
export const ARTICLES: ReadonlySet<string> = new Set([...ITEM_ARTICLES, 'um', 'uma', 'uns', 'umas']);

/** Words before a container that make it part of a phrase, not the item's amount ("de lata", "da caixa"). */
export const CONTAINER_PHRASE_LINKS: ReadonlySet<string> = new Set(
  wordList('em de do da dos das com sem no na o a um uma'),
);

/** "uma inteira" after a half: a whole one, only an amount. */
export const WHOLE: ReadonlySet<string> = new Set(['inteiro', 'inteira', 'inteiros', 'inteiras']);

/** Words after which a number is part of the name: "fator 50", "tipo 2". */
export const SPEC_WORDS: ReadonlySet<string> = new Set(['fator', 'fps', 'tipo', 'serie', 'versao']);

/** Grade letters written in capitals after a spec word, one word with it: "leite tipo A", "ovo tipo B" (i27g). */
export const GRADE_LETTERS: ReadonlySet<string> = new Set(['a', 'b', 'c']);

/** Words before a size, dropped with it like a pack size: "tamanho 4", "número 2". */
export const SIZE_LABELS: ReadonlySet<string> = new Set(['tamanho', 'numero', 'n']);

/** Products named by their number, which stays in the name: "vela número cinco", "espaguete número oito". */
export const NUMBERED_PRODUCTS: ReadonlySet<string> = new Set(wordList('vela velinha espaguete'));

/** Links before a size label, dropped with it: "com o número sete", "do tamanho G". */
export const SIZE_LINKS: ReadonlySet<string> = new Set(wordList('com o a de do da no na'));

export const AMOUNT_LINKS: ReadonlySet<string> = new Set(['de', 'do', 'da', 'dos', 'das']);

export const HALF_WORDS: ReadonlySet<string> = new Set(['meio', 'meia']);

export const PACK_SIZES: ReadonlySet<string> = new Set([
  'grande',
  'grandes',
  'pequeno',
  'pequena',
  'pequenos',
  'pequenas',
  'medio',
  'media',
  'familia',
]);

/** Words dropped at the start of an item: articles and vague determiners. */
export const LEADING_NOISE: ReadonlySet<string> = new Set([
  ...wordList('o a os as uns umas alguns varios varias algumas de do da dos das esse essa este esta e'),
  // "duas caixas daquele leite condensado": which one, before the name
  ...wordList('daquele daquela daqueles daquelas'),
  ...MORE_WORDS,
]);

/** Two-word self-corrections: "leite quer dizer leite desnatado", "duas me enganei três". */
export const CORRECTION_PAIRS: ReadonlySet<string> = new Set(
  // ("fralda pampers pera não huggies": "pera" is "espera" before "não".)
  phraseList('quer dizer,ou melhor,na verdade,ou seja,me enganei,na real,pensando bem,pera nao,'),
);

/** Words dropped at the end of an item. */
export const TRAILING_NOISE: ReadonlySet<string> = new Set(
  wordList(
    'de do da dos das com sem em e o a os as para pra um uma uns umas mais ' +
      // "pode tirar que já tem": the "que" of a clause cut off by the verb after it
      'que ' +
      // "café de qualquer marca mesmo"
      'mesmo mesma ' +
      // "leva um iogurte qualquer": any one of the kind, no kind
      'qualquer ' +
      // "bonito esse": a demonstrative never ends a name
      'esse essa esses essas este esta ' +
      // "o leite dela": whose it is
      'dele dela deles delas ',
  ),
);
/** Folded words whose final "s" is not a plural mark. */
export const INVARIANT: ReadonlySet<string> = new Set(
  wordList(
    'brocolis ananas gas lapis pires tenis onibus virus mais tres seis chips cuscuz nos pais ingles ' +
      'frances cress ',
  ),
);

/**
 * Hesitations recognised on the raw (accented) word: the filler "é" folds to the
 * conjunction "e" and "ã" to the article "a", so they must go before folding.
 */
export const RAW_FILLERS: ReadonlySet<string> = new Set(['é', 'ã', 'hã', 'éh', 'ãh', 'ahn', 'hein', 'ééé', 'ãã']);

/**
 * Words that describe the product after its size, never items of their own ("papel higiênico de
 * 12 rolos brancos", "melancia de 8 quilos inteira", "refrigerante de 2 litros gelado"): colours,
 * whole, size, temperature, assortment.
 */
export const DESCRIPTIONS: ReadonlySet<string> = new Set(
  wordList(
    'branco branca brancos brancas preto preta pretos pretas azul azuis verde verdes vermelho vermelha vermelhos ' +
      'vermelhas amarelo amarela amarelos amarelas rosa roxo roxa cinza marrom colorido colorida coloridos coloridas ' +
      'transparente dourado dourada prateado prateada estampado estampada liso lisa sortido sortida sortidos sortidas ' +
      'inteiro inteira inteiros inteiras grande grandes pequeno pequena pequenos pequenas medio media ' +
      'gelado gelada gelados geladas escuro escura escuros escuras claro clara claros claras fino fina finos finas ' +
      'grosso grossa grossos grossas',
  ),
);

/** "do pacote azul", "da caixa laranja": the links before which package. */
export const OF_THE: ReadonlySet<string> = new Set(wordList('do da dos das'));

/** Product words that also name a colour, read as one after a package: "da caixa laranja". */
export const COLOUR_PRODUCTS: ReadonlySet<string> = new Set(wordList('laranja vinho creme chocolate rosa lilas'));

/**
 * General kinds and meals that head the products said after them with a purpose ("carne pro
 * churrasco picanha cupim", "mingau pra vó aveia leite", "lanche pro passeio pão salsicha"): said
 * alone with a purpose and right before another product, a heading, no item. Singular, folded.
 */
export const HEADING_WORDS: ReadonlySet<string> = new Set(
  'carne peixe fruta verdura legume bebida lanche mingau sobremesa salgado guloseima besteira comida tempero refri'.split(
    ' ',
  ),
);

/** Request phrases saying the item ran out ("o tempero pronto acabou anota sazon": a heading, `ranOutHeading`). */
export const RAN_OUT_PHRASES: ReadonlySet<string> = new Set([
  'acabou',
  'acabaram',
  'acabando',
  'ta acabando',
  'esta acabando',
]);

/** Words before a kind chosen instead of the item just said ("frango não melhor carne então põe contra filé"). */
export const CHOSEN_INSTEAD: ReadonlySet<string> = new Set(['nao', 'melhor']);

/**
 * Links inside a kind said after a pack size: the product word after one is part of the kind ("de um
 * quilo sem osso", "de 500 ml com gás", "de 170 g em pedaços ao natural"), not the next item.
 */
export const KIND_LINKS: ReadonlySet<string> = new Set(['com', 'sem', 'em', 'ao']);

/** Nouns that name a feature of a kind after a pack size ("de doze rolos folha dupla", "de 1 kg sabor carne"), though some also name a product. */
export const KIND_FEATURES: ReadonlySet<string> = new Set(['folha', 'folhas', 'sabor', 'aroma', 'fragrancia', 'cor']);
