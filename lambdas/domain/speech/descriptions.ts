import { baseWords } from './diminutive';
import {
  DESCRIBING_ADJECTIVES,
  NEXT_ITEM_ARTICLES,
  PACKAGE_PARTS,
  SAID_PLAINLY,
  SOME_ARTICLES,
} from './lexicon-descriptions';
import { isKnownWord, isPersonWord } from './lexicon-index';
import { COLOUR_PRODUCTS, DESCRIPTIONS, HALF_WORDS, WHOLE } from './lexicon-items';
import { AUGMENTATIVES, PURPOSE_LINKS } from './lexicon-purpose';
import { readNumber } from './number-words';
import type { Rule } from './rules/rule';
import { endsItem, type Token } from './tokenize';
import { isMeasure, unitFor } from './units';

/**
 * Descriptions said after a product's whole name: words that say how the one wanted is (its size,
 * ripeness, colour, age, price, what its package looks like), never which kind it is. They are
 * not the name and never an item of their own, and the next item starts where they end.
 */

/** Words after which an amount or a product belongs to the description: "daquelas de dois litros", "da caixa de leite". */
const LINKS = new Set(['de', 'do', 'da', 'dos', 'das', 'com', 'em', 'uns', 'umas']);

/** Whether the word at `k` starts the next item: an amount or a product, not right after a link. */
function startsNext(tokens: readonly Token[], k: number): boolean {
  if (LINKS.has(tokens[k - 1]?.fold ?? '')) return false;
  const token = tokens[k];
  // ("do rótulo verde o biscoito", "de tampa azul aquele café": an article or "aquele" before a product.)
  // ("pra fazer o pavê": not the object of a verb.)
  const object = /^[a-z]{3,}[aei]r$/.test(tokens[k - 1]?.fold ?? '');
  const article = NEXT_ITEM_ARTICLES.has(token?.fold ?? '') || SOME_ARTICLES.has(token?.fold ?? '');
  if (article && !object && isProduct(tokens[k + 1])) return true;
  const amount = readNumber((j) => tokens[j]?.fold ?? '', k);
  // ("bolinho daqueles embalado um por um": no amount.)
  if (amount !== undefined) return tokens[amount.end]?.fold !== 'por';
  return isProduct(token);
}

/** Whether a word names a product (not a brand, not a colour that names one: "laranja"). */
const isProduct = (token: Token | undefined): boolean =>
  token?.head === true && !token.brand && !COLOUR_PRODUCTS.has(token.fold);

/**
 * Where a description whose words start at `start` ends: at the end of the item, or where an
 * amount or a product starts the next item ("uva bem docinha dois quilos de tomate", "macarrão
 * daqueles amarelinhos um vidro de molho"); one after a link is the description's ("daquelas de
 * dois litros", "de uns dois quilos").
 */
export function descriptionEnd(tokens: readonly Token[], start: number): number {
  const word = (k: number): string => tokens[k]?.fold ?? '';
  let end = start;
  // ("daquelas bem verdinhas e crocantes": "e" between two describing words.)
  const joined = (k: number): boolean => word(k) === 'e' && k > start && describesWhich(tokens[k + 1]);
  while (end < tokens.length && (!endsItem(tokens[end]) || joined(end)) && !startsNext(tokens, end)) {
    const size = readNumber(word, end);
    // ("daquelas de um litro e meio": the size's half is the description's.)
    // ("aquela de três lâminas o protetor": the count of its parts, look69.)
    if (size !== undefined && partsCounted(tokens, end, size)) end = size.end + 1;
    else end = size === undefined ? end + 1 : unitAndHalf(word, size.end);
  }
  return end;
}

/**
 * Whether the number said at `k` after "de" counts the product's parts, a plural said last ("aquela de três lâminas",
 * "daquele de duas bocas", "de quatro rodinhas"): the plural is the description's, no product of its own.
 */
function partsCounted(tokens: readonly Token[], k: number, size: { value: number; end: number }): boolean {
  const parts = tokens[size.end];
  if (tokens[k - 1]?.fold !== 'de' || size.value < 2 || parts === undefined || parts.fold === parts.sing) return false;
  if (unitFor(parts.fold) !== undefined) return false;
  return endsItem(tokens[size.end + 1]) || startsNext(tokens, size.end + 1);
}

/** After a size's number at `k`: its unit and a half said after it ("um litro e meio"). */
function unitAndHalf(word: (k: number) => string, k: number): number {
  const end = unitFor(word(k)) !== undefined ? k + 1 : k;
  return word(end) === 'e' && HALF_WORDS.has(word(end + 1)) ? end + 2 : end;
}

/** The masculine singular a folded singular adjective may come from ("pequena" → pequeno). */
const masculine = (word: string): string[] => (word.endsWith('a') ? [word, `${word.slice(0, -1)}o`] : [word]);

/** The words a word said smaller or bigger comes from: "branquinho" → branco, "grandão" → grande. */
function changedFrom(sing: string): string[] {
  const bigger = AUGMENTATIVES.filter((end) => sing.endsWith(end) && sing.length > end.length + 2).flatMap((end) => {
    const said = sing.slice(0, -end.length);
    return [`${said}e`, `${said}o`];
  });
  return [...baseWords(sing), ...bigger].flatMap(masculine);
}

const isAdjective = (word: string): boolean => DESCRIBING_ADJECTIVES.has(word) || DESCRIPTIONS.has(word);

/**
 * Whether a word describes the product said after its name: an adjective said smaller or bigger
 * ("novinho", "branquinho", "grandão", "redondona", "gordinhas"), or one of `SAID_PLAINLY`
 * ("pequeno", "nova", "maduro", "gelada"); a product word never does.
 */
export function describes(token: Token | undefined): boolean {
  if (token === undefined || token.head || token.brand === true) return false;
  const { sing } = token;
  return masculine(sing).some((w) => SAID_PLAINLY.has(w)) || changedFrom(sing).some(isAdjective);
}

/**
 * Whether a word describes the product after "bem", "dos/das", "daqueles" (which ones): any
 * describing adjective, plain or said smaller or bigger ("bem doce", "das gordinhas").
 */
export function describesWhich(token: Token | undefined): boolean {
  if (token === undefined || token.head || token.brand === true) return false;
  return describes(token) || [...masculine(token.sing), ...changedFrom(token.sing)].some(isAdjective);
}

/**
 * Whether "dos/das" at `k` and the adjective after it, agreeing with it (no product, no one's
 * name), say which ones: "ovos caipira dos vermelhos", "fava das brancas", "macarrão dos
 * compridos", "costela das gordinhas", "aipim dos descascados"; or "do/da" and a describing
 * word (`describes`): "carne moída da magrinha", "mamão do grandão"; or "dos/das" and a "pra" phrase:
 * "laranja das pra suco".
 */
export function saysWhichOnes(tokens: readonly Token[], k: number): boolean {
  const link = tokens[k]?.fold ?? '';
  const said = tokens[k + 1];
  // ("laranja das pra suco", "batata das pra fritar": those for a use.)
  if (['dos', 'das'].includes(link) && PURPOSE_LINKS.has(said?.fold ?? '') && !endsItem(tokens[k + 2])) return true;
  if (!['do', 'da', 'dos', 'das'].includes(link) || said === undefined || !agrees(said.fold, link)) return false;
  // ("carne moída da magrinha": one said smaller or bigger, or a size, after "do/da".)
  if (link.length === 2) return describes(said);
  // (An adjective's shape: a participle, a nationality, "-oso".)
  const adjective = describesWhich(said) || /(ad|id|an|in|ic|os)[oa]s$/.test(said.fold);
  return adjective && !said.head && !isKnownWord(said.sing) && !isPersonWord(said.sing);
}

/** Whether an adjective agrees with "do/da/dos/das" in number, and in gender when it shows it ("grandes", "das brancas"). */
function agrees(word: string, link: string): boolean {
  const plural = link.endsWith('s');
  if (word.endsWith('s') !== plural) return false;
  const ending = (plural ? word.slice(0, -1) : word).slice(-1);
  return !['o', 'a'].includes(ending) || ending === link.charAt(1);
}

/** Whether a word is a describing adjective said plainly, not a colour ("bonita", "doce" after "grande"). */
const evaluative = (token: Token | undefined): boolean =>
  token !== undefined && !token.head && masculine(token.sing).some((w) => DESCRIBING_ADJECTIVES.has(w));

/** Whether a word names a part of a package ("tampa", "rótulo", "tampinha", "pacotinho"). */
export function isPackagePart(token: Token | undefined): boolean {
  if (token === undefined) return false;
  return PACKAGE_PARTS.has(token.sing) || baseWords(token.sing).some((w) => PACKAGE_PARTS.has(w));
}

/** What the description rules read: the tokens, where the words start, the product they follow. */
export interface DescriptionState {
  readonly tokens: readonly Token[];
  readonly start: number;
  readonly product: Token | 'list' | undefined;
  endAt(to: number): true;
}

/**
 * "feijão preto novinho", "açúcar cristal branquinho", "mamão formosa grandão", "jerimum pequeno",
 * "rodo novo", "coca gelada": after a product's whole name, an adjective said smaller or bigger, or a
 * size, age, ripeness or temperature said plainly (`describes`), with the describing adjectives
 * and the size after it, up to the end of the item, an amount, a product or a purpose; "mais
 * barato", "cortada em cubos". A colour said plainly names a kind ("cebola roxa", "melões amarelos").
 */
export const describingWord: Rule<DescriptionState> = {
  name: 'describing-word',
  apply: (s) => {
    const { tokens, start, product } = s;
    // ("leite condensado mais barato": said compared.)
    const compared = tokens[start]?.fold === 'mais' && describesWhich(tokens[start + 1]) ? 1 : 0;
    if (typeof product !== 'object' || !(compared === 1 || describes(tokens[start]))) return false;
    // ("bolo de chocolate um grande docinhos cem": a plural counted right after a product said in the
    // singular is the next item, no description of it; "duas cabeças de alho roxo grandes" agree.)
    const word = (j: number): string => tokens[j]?.fold ?? '';
    // ("dois maços de rúcula grandes uma cabeça de repolho": a plural adjective only, no product, describes it, look69.)
    const productSaid = (k: number): boolean =>
      [tokens[k]?.sing ?? '', ...baseWords(tokens[k]?.sing ?? '')].some((w) => isKnownWord(w));
    const countedNext = (k: number): boolean =>
      word(k) !== tokens[k]?.sing &&
      product.fold === product.sing &&
      readNumber(word, k + 1) !== undefined &&
      productSaid(k);
    if (countedNext(start + compared)) return false;
    let end = start + 1 + compared;
    // ("cebola grande roxa": a colour said plainly after it still names a kind.)
    while ((describes(tokens[end]) && !countedNext(end)) || evaluative(tokens[end]) || tokens[end]?.fold === 'bem')
      end += 1;
    // ("carne cortada em cubos": how it is cut.)
    if (tokens[end]?.fold === 'em' && !endsItem(tokens[end + 1]) && !tokens[end + 1]?.head) end += 2;
    // ("picanha bonita de uns dois quilos": the size after it goes too.)
    end = sizeEnd(tokens, end);
    const next = describes(tokens[end]) && countedNext(end);
    const ends = endsItem(tokens[end]) || startsNext(tokens, end) || PURPOSE_LINKS.has(tokens[end]?.fold ?? '') || next;
    return ends && s.endAt(end);
  },
};

/** Where a size at `k` ends ("de um quilo", "de uns três quilos e meio", "com doze"), or `k` when none is there. */
function sizeEnd(tokens: readonly Token[], k: number): number {
  const word = (j: number): string => tokens[j]?.fold ?? '';
  if (word(k) !== 'de' && word(k) !== 'com') return k;
  const size = readNumber(word, ['uns', 'umas'].includes(word(k + 1)) ? k + 2 : k + 1);
  return size === undefined ? k : unitAndHalf(word, size.end);
}

/**
 * "o amaciante ainda tem um galão inteiro", "sal tem um pacote fechado": a container with only
 * words that describe it (whole, closed, big) names no product.
 */
export function isDescribedContainer(tokens: readonly Token[], start: number, end: number): boolean {
  const unit = unitFor(tokens[start]?.fold ?? '');
  if (unit === undefined || isMeasure(unit) || end <= start + 1) return false;
  return tokens.slice(start + 1, end).every((t) => WHOLE.has(t.fold) || describesWhich(t));
}

/**
 * "sorvete de creme de tampa branca", "vinagre com tampinha vermelha", "o de tampa azul", "o de
 * pacotinho verde": a part of the package and its colour, after "de/com" (or "o de"), says which
 * one, up to the end of the item, an amount or a product.
 */
export const packagePart: Rule<DescriptionState> = {
  name: 'package-part',
  apply: (s) => {
    const { tokens, start, product } = s;
    const article = ['o', 'a', 'os', 'as'].includes(tokens[start]?.fold ?? '') ? 1 : 0;
    const link = start + article;
    if (typeof product !== 'object' || !['de', 'com', 'do', 'da'].includes(tokens[link]?.fold ?? '')) return false;
    const part = tokens[link + 1];
    // ("limpador de vidro", "cerveja de lata": a container after "de" names a kind, unless after "o".)
    const container = article === 1 && part !== undefined && unitFor(part.fold) !== undefined;
    if (!isPackagePart(part) && !container) return false;
    const end = descriptionEnd(tokens, link + 2);
    const coloured = describesWhich(tokens[link + 2]);
    return (coloured || (article === 1 && end === link + 2)) && s.endAt(end);
  },
};
