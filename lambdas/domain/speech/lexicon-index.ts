import { foldText } from '../text/fold-text';
import {
  BRAND_NAMED_ITEMS,
  BRAND_WORDS,
  COMPOUND_BRANDS,
  COMPOUND_ITEMS,
  VARIETY_COMPOUNDS,
  COMPOUND_TAILS,
  FLAVOUR_WORDS,
  FLAVOURED_WORDS,
  HEAD_WORDS,
  NON_GROCERY_COMMANDS,
  NON_GROCERY_WORDS,
  OCCASION_WORDS,
  PERSON_WORDS,
  FOND_KIN_WORDS,
  SHOP_SHORT_NAMES,
  PLACE_WORDS,
  MORE_COMPOUND_BRANDS,
  PRODUCT_BRANDS,
  PURPOSE_KIND_PRODUCTS,
  PURPOSE_KIND_TARGETS,
  PURPOSE_VERBS,
  PURPOSE_WORDS,
  SHELF_BRAND_WORDS,
  SHELF_PRODUCT_WORDS,
  SNACK_PRODUCT_BRANDS,
  TAIL_PRODUCTS,
  TALK_WORDS,
} from './lexicon';
import { INTENT_PHRASES, type PhraseKind } from './intent-phrases';
import { ARTICLES } from './lexicon-items';
import { WAIT_WORDS } from './lexicon-not-to-buy';
import {
  BAG_COMPOUNDS,
  MORE_PRODUCT_WORDS,
  NAME_BRANDS,
  SWEET_COMPOUNDS,
  TABLEWARE_COMPOUNDS,
  TWO_WORD_PRODUCTS,
} from './lexicon-amounts';
import {
  CARE_COMPOUNDS,
  HOUSE_COMPOUNDS,
  HOUSE_PRODUCT_WORDS,
  PURPOSE_ROLE_WORDS,
  PURPOSE_USE_WORDS,
} from './lexicon-purpose';
import { FAMILY_KINDS, MORE_COMPOUND_NAMES, MORE_NAMED_PRODUCTS } from './lexicon-names';
import { singularize } from './singularize';
import { phraseList, wordList } from './word-list';

/**
 * The lexicon compiled once, at module load, into sets and first-word indexes, so that
 * each utterance costs a few map look-ups per word.
 */

/** A multi-word entry, as singular folded words. */
export interface Phrase<K> {
  words: readonly string[];
  kind: K;
}

const singularWords = (text: string): string[] => foldText(text).split(' ').map(singularize);

function indexByFirstWord<K>(entries: ReadonlyArray<readonly [string, K]>, toWords: (t: string) => string[]) {
  const index = new Map<string, Phrase<K>[]>();
  for (const [text, kind] of entries) {
    const words = toWords(text);
    const first = words[0] ?? '';
    const list = index.get(first) ?? [];
    list.push({ words, kind });
    index.set(first, list);
  }
  for (const list of index.values()) list.sort((a, b) => b.words.length - a.words.length);
  return index;
}

const singular = (w: string): string => singularize(foldText(w));
/** The words of a space-separated list (`SHELF_PRODUCT_WORDS`), singular folded. */
const listed = (text: string): string[] => text.split(/\s+/).filter(Boolean).map(singular);
const BRANDS = new Set([...BRAND_WORDS.map(singular), ...listed(SHELF_BRAND_WORDS)]);
const HEADS = new Set([
  ...HEAD_WORDS.map(singular),
  ...listed(SHELF_PRODUCT_WORDS),
  ...listed(MORE_PRODUCT_WORDS),
  ...listed(HOUSE_PRODUCT_WORDS),
  ...listed(MORE_NAMED_PRODUCTS),
  ...BRANDS,
]);
const PEOPLE = new Set([...PERSON_WORDS, ...FOND_KIN_WORDS, ...PURPOSE_ROLE_WORDS].map(singular));
const OCCASIONS = new Set([...OCCASION_WORDS, ...PURPOSE_USE_WORDS].map(singular));
const PLACES = new Set([...listed(PLACE_WORDS), ...listed(SHOP_SHORT_NAMES)]);
const PURPOSES = new Set([...PURPOSE_WORDS.map(singular), ...OCCASIONS, ...PEOPLE, ...PLACES]);
const KIND_PRODUCTS = new Set(PURPOSE_KIND_PRODUCTS.map(singular));
const KIND_TARGETS = new Set(PURPOSE_KIND_TARGETS.map(singular));
const PURPOSE_VERB_SET = new Set(PURPOSE_VERBS.map(foldText));
const NON_GROCERY = new Set(NON_GROCERY_WORDS.map(foldText));
const NON_GROCERY_COMMAND = new Set(NON_GROCERY_COMMANDS.map(foldText));
const TALK = new Set(TALK_WORDS.map(foldText));
const FLAVOURED = new Set(FLAVOURED_WORDS.map(singular));
const FLAVOURS = new Set(FLAVOUR_WORDS.map(singular));
const TAILED = new Set([...TAIL_PRODUCTS.map(singular), ...FLAVOURED]);

/**
 * Compounds by first singular word; `kind` says whether the compound starts an item
 * ("item"), is a brand (starts one only where a brand word would) or never does ("tail").
 */
export const COMPOUNDS = indexByFirstWord<'item' | 'brand' | 'tail'>(
  [
    ...COMPOUND_ITEMS.map((c) => [c, 'item'] as const),
    ...CARE_COMPOUNDS.map((c) => [c, 'item'] as const),
    ...HOUSE_COMPOUNDS.map((c) => [c, 'item'] as const),
    ...BRAND_NAMED_ITEMS.map((c) => [c, 'item'] as const),
    ...VARIETY_COMPOUNDS.map((c) => [c, 'item'] as const),
    ...familyKinds().map((c) => [c, 'item'] as const),
    ...phraseList(MORE_COMPOUND_NAMES).map((c) => [c, 'item'] as const),
    ...TABLEWARE_COMPOUNDS.map((c) => [c, 'item'] as const),
    ...BAG_COMPOUNDS.map((c) => [c, 'item'] as const),
    ...TWO_WORD_PRODUCTS.map((c) => [c, 'item'] as const),
    ...SWEET_COMPOUNDS.map((c) => [c, 'item'] as const),
    ...COMPOUND_BRANDS.map((c) => [c, 'brand'] as const),
    ...MORE_COMPOUND_BRANDS.map((c) => [c, 'brand'] as const),
    ...COMPOUND_TAILS.map((c) => [c, 'tail'] as const),
  ],
  singularWords,
);

/** "cogumelo shimeji", "linguiça paio": each family's word with each of its kinds (`FAMILY_KINDS`). */
function familyKinds(): string[] {
  return FAMILY_KINDS.split(';').flatMap((entry) => {
    const [family = '', kinds = ''] = entry.split(':');
    return wordList(kinds).map((kind) => `${family.trim()} ${kind}`);
  });
}

/** Intent phrases by first folded word (not singularised: "tira" ≠ "tiras"). */
export const PHRASES = indexByFirstWord<PhraseKind>(INTENT_PHRASES, (t) => foldText(t).split(' '));

/** Whether a singular folded word names an item on its own (brands included). */
export function isHeadWord(sing: string): boolean {
  return HEADS.has(sing);
}

/** Whether a singular folded word is a brand (an item only when not qualifying another word). */
export function isBrandWord(sing: string): boolean {
  return BRANDS.has(sing);
}

const OWN_PRODUCTS = new Map(
  `${PRODUCT_BRANDS} ${SNACK_PRODUCT_BRANDS} ${NAME_BRANDS}`.split(' ').map((entry) => {
    const [brand = '', generics = ''] = entry.split(':');
    return [singular(brand), new Set(generics.split(',').map(singular))] as const;
  }),
);

/** Whether the brand `sing`, said after `generic`, is another product ("lenço umedecido hipoglós"). */
export function isOtherProductBrand(sing: string, generic: string | undefined): boolean {
  const own = OWN_PRODUCTS.get(sing);
  return own !== undefined && generic !== undefined && !own.has(generic);
}

/** Whether `sing`, a product's name that is also a brand, is said as the brand of `generic` ("chocolate batom"). */
export function isOwnProductBrandOf(sing: string, generic: string | undefined): boolean {
  return generic !== undefined && OWN_PRODUCTS.get(sing)?.has(generic) === true;
}

/** Whether a singular folded word names an occasion or dish that a purpose phrase points to. */
export function isPurposeWord(sing: string): boolean {
  return PURPOSES.has(sing);
}

/** Whether a singular folded word names an occasion, a day or a place ("festa", "sábado", "escola"). */
export function isOccasionWord(sing: string): boolean {
  return OCCASIONS.has(sing);
}

/** Whether a singular folded word names a place in the shop or at home ("padaria", "balcão", "corredor"). */
export function isPlaceWord(sing: string): boolean {
  return PLACES.has(sing);
}

/**
 * Whether a singular folded word is one the lexicon knows (a product, brand, purpose, kind, flavour
 * or talk): an unknown word after "pro"/"pra" is a name ("ração pedigree pro thor").
 */
export function isKnownWord(sing: string): boolean {
  return (
    HEADS.has(sing) ||
    PURPOSES.has(sing) ||
    KIND_TARGETS.has(sing) ||
    KIND_PRODUCTS.has(sing) ||
    FLAVOURS.has(sing) ||
    FLAVOURED.has(sing) ||
    TALK.has(sing)
  );
}

/** Whether a singular folded word names a person an item is for or belongs to. */
export function isPersonWord(sing: string): boolean {
  return PEOPLE.has(sing);
}

/**
 * Whether "pra <target>" after `product` (both singular folded) may name a kind of the product
 * ("shampoo pra cachorro", "biscoito pra cachorro") rather than a purpose ("coentro pro peixe").
 */
export function mayNameKind(product: string, target: string): boolean {
  return KIND_PRODUCTS.has(product) || KIND_TARGETS.has(target);
}

/** Whether a folded word is a verb of preparation ("pra fazer", "pra fritar"). */
export function isPurposeVerb(fold: string): boolean {
  return PURPOSE_VERB_SET.has(fold);
}

/** Whether a tail made of product words ("sal e vinagre") may qualify the product `sing`. */
export function takesProductTail(sing: string): boolean {
  return TAILED.has(sing);
}

/**
 * Whether `product` and `sing` (singular folded), said together, are a compound the lexicon knows as one item
 * ("linguiça calabresa", "peixe tilápia"): the second word, a product too, names a kind of the first.
 */
export function isVarietyOf(sing: string, product: string): boolean {
  return (COMPOUNDS.get(product) ?? []).some(
    (phrase) => phrase.kind === 'item' && phrase.words.length === 2 && phrase.words[1] === sing,
  );
}

/** Whether `sing` is a flavour said right after a product sold in flavours (`product`, singular folded). */
export function isFlavourOf(sing: string, product: string): boolean {
  return FLAVOURS.has(sing) && FLAVOURED.has(product);
}

/** Whether a folded word is small talk, never part of an item. */
export function isTalkWord(fold: string): boolean {
  return TALK.has(fold);
}

/** Whether a folded word marks an utterance that is not about groceries (a question, a command). */
export function isNonGroceryWord(fold: string): boolean {
  return NON_GROCERY.has(fold) || NON_GROCERY_COMMAND.has(fold);
}

/** Whether a folded word is a command to the phone ("toca", "liga"): the add it is said in is dropped. */
export function isNonGroceryCommand(fold: string): boolean {
  return NON_GROCERY_COMMAND.has(fold);
}

/**
 * The request, filler or other phrase said at `k` (`PHRASES`), undefined when none: a wait word said right after
 * an article is the fruit, no "pera que" filler ("risca a pera que tá bichada").
 */
export function requestPhraseAt(
  length: number,
  k: number,
  word: (i: number) => string | undefined,
): Phrase<PhraseKind> | undefined {
  const phrase = longestPhraseAt(PHRASES, length, k, word);
  const noun = phrase?.kind === 'filler' && WAIT_WORDS.has(word(k) ?? '') && ARTICLES.has(word(k - 1) ?? '');
  return noun ? undefined : phrase;
}

/**
 * The longest phrase of `index` that starts at `start`, comparing `key(i)` with the
 * phrase words; undefined when none matches.
 */
export function longestPhraseAt<K>(
  index: Map<string, Phrase<K>[]>,
  length: number,
  start: number,
  key: (i: number) => string | undefined,
): Phrase<K> | undefined {
  const candidates = index.get(key(start) ?? '');
  if (!candidates) return undefined;
  return candidates.find((p) => p.words.every((w, k) => start + k < length && key(start + k) === w));
}
