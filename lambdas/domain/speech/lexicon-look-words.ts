import { wordList } from './word-list';

/**
 * Closed classes of words that say how a product or its package is, never which kind it is (issue 27, look68b):
 * read by `rules/said-of-its-look.ts`. Folded, masculine singular (the rules read the feminine, the plural and the
 * forms said smaller from it).
 */

/**
 * Shapes: how produce or a thing looks ("melancia de uns oito quilos redonda", "abóbora comprida"); of a packaged
 * food they name a kind ("massa de pastel de meio quilo redonda").
 */
export const SHAPES: ReadonlySet<string> = new Set(wordList('redondo quadrado comprido achatado oval'));

/** Textures, how any product feels: "papel higiênico daquele macio", "pão de forma fofinho". */
export const TEXTURES: ReadonlySet<string> = new Set(wordList('macio fofo molinho durinho'));

/** The word before a colour said as one: "cor de rosa", "da cor azul", "na cor preta". */
export const COLOUR_WORDS: ReadonlySet<string> = new Set(wordList('cor'));
/** Links before "cor": "na cor azul", "da cor preta". */
export const COLOUR_LINKS: ReadonlySet<string> = new Set(wordList('na da de'));

/** The link of a not-done preparation: "sem fatiar", "sem cortar", "sem descascar", "sem temperar". */
export const NOT_DONE_LINKS: ReadonlySet<string> = new Set(wordList('sem'));

/**
 * How produce was made ready for sale, said after its size, which says how it is, not which kind: "feijão de um quilo
 * selecionado", "gelo de dez quilos filtrado". "lavada" is not here: washed potatoes are sold as a kind ("batata
 * de cinco quilos lavada" is `Batata lavada`), like a preparation ("presunto de 200 gramas cozido").
 */
export const READY_FOR_SALE: ReadonlySet<string> = new Set(wordList('higienizado selecionado filtrado'));

/**
 * How fresh or big produce is, said plainly after its name ("dois maços de rúcula fresca", "uma cabeça de alho
 * graúda"): said of produce it describes, said of other foods it may name a kind ("queijo fresco", "sardinha fresca").
 */
export const PRODUCE_STATES: ReadonlySet<string> = new Set(wordList('fresco graudo'));

/**
 * Figures a product is shaped as or its package printed with, said after "aquele de" ("o biscoito aquele de
 * bichinho", "o shampoo aquele do frasco de girafa"): how it looks, no kind (singular, folded).
 */
export const FIGURES: ReadonlySet<string> = new Set(
  wordList('bichinho bicho desenho personagem girafa urso ursinho dinossauro carrinho princesa'),
);
