import { wordList } from './word-list';

/**
 * Closed classes of what is said with a size, a count or the name that only describes the item (issue 27,
 * look69): read by `rules/size-said.ts`. Folded.
 */

/** What rounds a size up, after "e": "de um quilo e pouco", "de um metro e meio", "de dois litros e pouquinho". */
export const SIZE_ROUNDERS: ReadonlySet<string> = new Set(wordList('pouco pouquinho meio meia'));

/** A size of clothes or shoes said after whom they are for ("cueca pra ele tamanho oito", own6): which one, no amount. */
const WORN_SIZE_LABELS = 'tamanho';

/**
 * Labels of a number that says which one, never how many: "protetor solar pra praia fator cinquenta". Said right
 * after the name the label and number name the kind ("protetor solar fator cinquenta", blind-63's label).
 */
export const WHICH_NUMBER_LABELS: ReadonlySet<string> = new Set(wordList(`fator fps ${WORN_SIZE_LABELS}`));

/**
 * Things sold by their number and by their colour ("bexiga número nove", "bexiga azul"): the number names the kind when
 * no colour is said after it; with one, the colour names it and the number goes ("bexiga número nove azul" → Bexiga
 * azul, blind-61's label).
 */
export const NUMBERED_UNLESS_COLOURED: ReadonlySet<string> = new Set(wordList('bexiga bexiguinha balao balaozinho'));

/** How produce is wanted cut, said after its size: "cortada ao meio", "partida em quatro", "cortado em pedaços". */
export const CUT_PARTICIPLES: ReadonlySet<string> = new Set(
  wordList('cortado cortada partido partida dividido dividida'),
);
/** How it is wanted cut, said in one word (issue 27, sz): "fatiado", "fatiadinho"; "ralado", "moído" name a kind and stay. */
export const CUT_IN_ONE_WORD: ReadonlySet<string> = new Set(
  wordList('fatiado fatiada fatiados fatiadas fatiadinho fatiadinha fatiadinhos fatiadinhas'),
);
/** The pieces it is cut into, after "em": "em pedaços", "em quatro", "em banda", "em rodelas". */
export const CUT_PIECES: ReadonlySet<string> = new Set(
  wordList('pedaco pedacos banda bandas rodela rodelas fatia fatias dois duas tres quatro seis oito'),
);

/** Patterns, how a thing looks like its colour does: "toalha de mesa grande xadrez", "pano de prato listrado". */
export const THING_PATTERNS: ReadonlySet<string> = new Set(
  wordList('xadrez listrado listrada estampado estampada florido florida quadriculado quadriculada poa'),
);
