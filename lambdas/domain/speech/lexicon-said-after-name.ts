import { wordList } from './word-list';

/**
 * Words of the name pass's rules for what is said after the product that describes it or says whose or what for it
 * is (`rules/said-after-name.ts`, issue 27). Closed classes, folded, masculine singular (the rules read the feminine,
 * the plural and the forms said smaller from them).
 */

/** Sizes said plainly of one product ("cebola branca miúda", "mochila grande rosa", "couve-flor grande inteira"; "média" is
 * left: "cebola roxa grande não média" asks for that size). */
export const SIZE_LOOKS: ReadonlySet<string> = new Set(wordList('grande pequeno miudo graudo grandao'));

/** How the product is served or packed, said last: "queijo gouda separado" (not on a board). */
export const SERVED_LOOKS: ReadonlySet<string> = new Set(wordList('separado avulso'));

/**
 * Meals a food is for, said with "do/da" after it: "o queijo da marmita", "o leite do café da manhã", "o suco do
 * lanche" (a purpose, not the name).
 */
export const MEAL_WORDS: ReadonlySet<string> = new Set(
  wordList('marmita lancheira merenda almoco janta jantar lanche ceia'),
);

/** The meal "café da manhã/tarde" after "do": "o cereal do café da manhã" (the words after "café"). */
export const MEAL_TIMES: ReadonlySet<string> = new Set(wordList('manha tarde'));

/**
 * Papers named by their use, whose colour is only how they look ("papel toalha branco", "papel de presente
 * vermelho"); a paper named by its colour alone is a kind ("papel crepom azul" keeps it).
 */
export const PAPER_USES: ReadonlySet<string> = new Set(wordList('toalha higienico aluminio presente manteiga filme'));

/**
 * Tapes named by their use, whose colour is only how they look ("fita adesiva transparente", "fita de presente
 * vermelha", i27g); a ribbon named by its material keeps it ("fita de cetim dourada").
 */
export const TAPE_USES: ReadonlySet<string> = new Set(wordList('adesiva crepe presente embrulho durex'));

/** Things bought by their colour whose name by their use makes the colour only a look: the thing, its uses. */
export const USES_WHOSE_COLOUR_GOES: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['papel', PAPER_USES],
  ['fita', TAPE_USES],
]);

/** Materials of a food's package said with "de" after it: "açúcar daquele de papel" (not "lenço de papel", a thing). */
export const FOOD_PACKAGE_MATERIALS: ReadonlySet<string> = new Set(wordList('papel plastico papelao'));
