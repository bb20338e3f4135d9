import { phraseList, wordList } from './word-list';

/**
 * Words for amounts and item boundaries (issue 27): where a count or a pack size lands and where
 * one product ends. Read like the lists of `lexicon.ts`.
 */

/**
 * Tableware sold by the pack, named by what it is made of: "copo de plástico", "prato de papel",
 * "copos de acrílico" are one product each (`TABLEWARE_COMPOUNDS`), so "copo" is no container of
 * the material and a count after the name counts them ("copo de acrílico cem" → 100).
 */
const TABLEWARE = wordList('copo copinho prato pratinho taça tigela pote potinho bandeja talher garfo colher');
const TABLEWARE_MATERIALS = wordList('plástico acrílico papel papelão isopor alumínio vidro');

export const TABLEWARE_COMPOUNDS: readonly string[] = TABLEWARE.flatMap((piece) =>
  TABLEWARE_MATERIALS.map((material) => `${piece} de ${material}`),
);

/**
 * Pieces a product comes in, counted after its name (pack27): "massa de pizza dois discos", "massa de lasanha
 * três placas" → a plain count; said first with "de" they are the product ("dois discos de pizza").
 */
export const PIECES_COUNTED_AFTER: ReadonlySet<string> = new Set(wordList('disco discos placa placas'));

/** Links before a package said in a description ("aquele de garrafinha", "o do pacote"), pack27. */
export const PACKAGE_LINKS: ReadonlySet<string> = new Set(wordList('de do da'));

/**
 * What makes a container said first the product itself (pack27): "copo de café descartável cem" is cups, not
 * coffee by the cup.
 */
export const DISPOSABLE_WORDS: ReadonlySet<string> = new Set(wordList('descartavel descartaveis'));

/**
 * Bags named by what they are for (pack27): "saquinho de freezer dois pacotes", "saco de presente" are one product
 * each, so the bag is no container of a product and a container after the name counts them.
 */
const BAGS = wordList('saco saquinho sacola sacolinha');
const BAG_USES = wordList('freezer congelar presente geladinho sacolé');
export const BAG_COMPOUNDS: readonly string[] = BAGS.flatMap((bag) => BAG_USES.map((use) => `${bag} de ${use}`));

/**
 * What a number is a percentage of is the product's kind, no amount: "cacau em pó cinquenta por
 * cento", "chocolate setenta porcento", "álcool setenta por cento" (the words said after the number).
 */
export const PERCENT_PHRASES: readonly (readonly string[])[] = [['por', 'cento'], ['porcento']];

/** Words that link a pack's size to its name ("pacote de balão de 50 unidades", "caixa com 12"). */
export const PACK_SIZE_LINKS: ReadonlySet<string> = new Set(wordList('de do da com'));

/**
 * Sweets named by what they are made of ("doce de abóbora", "doce de banana", "geleia de mocotó"):
 * one product that starts an item ("pão de mel doce de abóbora paçoca" → Pão de mel, Doce de abóbora).
 */
const SWEETS = wordList('doce docinho');
const SWEET_BASES = wordList('abóbora banana goiaba coco amendoim mamão figo cidra batata leite caju laranja');
export const SWEET_COMPOUNDS: readonly string[] = SWEETS.flatMap((sweet) => SWEET_BASES.map((b) => `${sweet} de ${b}`));

/**
 * One product said as two words that are products (or descriptions) of their own, read like
 * `COMPOUND_ITEMS`: "tapioca goma um quilo" is one item, "mate gelado quatro" keeps its kind.
 */
export const TWO_WORD_PRODUCTS: readonly string[] = phraseList(
  'tapioca goma,goma de tapioca,mate gelado,chá mate gelado,' +
    // said before a sweet (`SWEET_COMPOUNDS`), "doce" describes the product: "pão doce de coco"
    'pão doce,milho doce,pipoca doce,algodão doce,',
);

/**
 * Brands said as the product's name, read like `PRODUCT_BRANDS`: after a product they qualify
 * ("macarrão miojo") they stay in its name, after any other they are the next item ("café miojo
 * cinco pacotes" → Café, Miojo 5 pacote).
 */
export const NAME_BRANDS = 'miojo:macarrão,lámen,lamen,massa,talharim,sopa batom:chocolate,bombom';

/**
 * Products of their own that end the product said before them when said right after it, read like
 * `SHELF_PRODUCT_WORDS` ("casquinha calda de chocolate", "farofa vinagrete pronto", "pimentão
 * verde cheiro-verde" are two items each).
 */
export const MORE_PRODUCT_WORDS = 'calda vinagrete cheiro-verde';

/** "the other one" of an amount split by purpose ("uma pro churrasco e outra pra panela"). */
export const OTHER_ONE: ReadonlySet<string> = new Set(wordList('outro outra'));

/** The links a remembered list repeats before each product ("não esquece do alface da cenoura", amount66). */
export const LIST_LINKS: ReadonlySet<string> = new Set(wordList('do da dos das'));

/**
 * Varieties named by another product, said right after their product once an amount of one product was
 * said with "de" ("uma dúzia de banana maçã", "um cacho de banana maçã" → `Banana maçã`); said bare in a
 * list they are two items ("banana maçã mamão"). Product: its varieties (folded singular).
 */
export const VARIETIES_AFTER_AMOUNT: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['banana', new Set(['maca'])],
]);
