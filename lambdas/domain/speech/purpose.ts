import {
  isKnownWord,
  isOccasionWord,
  isPersonWord,
  isPlaceWord,
  isPurposeVerb,
  isPurposeWord,
  mayNameKind,
} from './lexicon-index';
import { readNumber } from './number-words';
import { endsItem, type Token } from './tokenize';
import { unitFor } from './units';
import {
  CONDITION_LINKS,
  CONDITION_VERBS,
  HOW_WANTED,
  OF_LINKS,
  PET_PRODUCTS,
  PLACE_ADVERBS,
  PLACE_DETERMINERS,
  PLACE_VERBS,
  PURPOSE_ARTICLES,
  PURPOSE_DOERS,
  PURPOSE_PLACE_LINKS,
  PURPOSE_POSSESSIVES,
  WHICH_ONE,
  WHICH_SIZE,
} from './lexicon-purpose';

/** A folded word shaped like an infinitive: "marinar", "deixar", "cozinhar". */
const INFINITIVE = /^[a-z]{3,}[aei]r$/;

/** Words that open a purpose phrase ("ovos pro bolo"). */
export const PURPOSE_LINKS: ReadonlySet<string> = new Set(['pra', 'pro', 'para', 'pras', 'pros']);

/**
 * Where a purpose phrase starting at the "pra"/"pro"/"para" (or "que pra") at `start` ends
 * (exclusive): "pro bolo", "para o churrasco", "pra fazer (um) pão", "pra fritar". Returns `start`
 * when the words there are not a purpose ("ração pro cachorro" names a kind of ração).
 * A condition ("se tiver", "se estiver em promoção", "caso tenha") is read the same way:
 * it is not part of the item, and what follows it up to the next item goes with it; so are
 * a comment ("que esse acaba rápido") and a description ("bem gelado"), up to the end of the item.
 * With the item's product word (`product`), any "pra" phrase after a product that cannot be named
 * by one is a purpose, up to the end of the item or the next product ("açúcar pro apê", "coentro
 * pro peixe", "linguiça pro rolê de sábado"); said before any item (`'list'`), any "pra" phrase is
 * the list's purpose ("pra mochila do trabalho creme dental").
 */
export function purposeEnd(tokens: readonly Token[], start: number, product?: Token | 'list'): number {
  if (CONDITION_LINKS.has(tokens[start]?.fold ?? '') && CONDITION_VERBS.has(tokens[start + 1]?.fold ?? '')) {
    return start + 2;
  }
  const place = placeEnd(tokens, start);
  if (place > start) return place;
  // "o absorvente da minha filha", "o iogurte das crianças": whose it is, not part of the item.
  if (OF_LINKS.has(tokens[start]?.fold ?? '')) {
    // "o café da copa", "o iogurte das crianças": the place or person it is for.
    if (isPersonWord(tokens[start + 1]?.sing ?? '') || isOccasionWord(tokens[start + 1]?.sing ?? '')) return start + 2;
    if (PURPOSE_POSSESSIVES.has(tokens[start + 1]?.fold ?? '')) return endsItem(tokens[start + 2]) ? start : start + 3;
  }
  // "guaraná bem gelado", "banana bem madura": how the speaker wants it, up to the end of the item.
  // "azeite daquele bom", "sabão desse aqui": which one, up to the end of the item.
  // "café do mais barato", "o mais barato que tiver": which one, by price or freshness.
  const described =
    (tokens[start]?.fold === 'bem' && !endsItem(tokens[start + 1]) && !tokens[start + 1]?.head) ||
    // ("pães quentinhos": in the plural too.)
    HOW_WANTED.has(tokens[start]?.sing ?? '') ||
    (/(ad|id)[oa]s?$/.test(tokens[start]?.fold ?? '') && HOW_WANTED.has(tokens[start + 1]?.sing ?? '')) ||
    WHICH_ONE.has(tokens[start]?.fold ?? '') ||
    // ("macaxeira das boa": the plural said once.)
    (['dos', 'das'].includes(tokens[start]?.fold ?? '') &&
      (WHICH_SIZE.has(tokens[start + 1]?.fold ?? '') || WHICH_SIZE.has(`${tokens[start + 1]?.fold ?? ''}s`))) ||
    // "muçarela da boa", "azeite do bom"
    (['do', 'da'].includes(tokens[start]?.fold ?? '') &&
      ['bom', 'boa'].includes(tokens[start + 1]?.fold ?? '') &&
      endsItem(tokens[start + 2])) ||
    ((OF_LINKS.has(tokens[start]?.fold ?? '') || tokens[start]?.fold === 'o' || tokens[start]?.fold === 'a') &&
      tokens[start + 1]?.fold === 'mais' &&
      !endsItem(tokens[start + 2]) &&
      !tokens[start + 2]?.head &&
      !/\d/.test(tokens[start + 2]?.fold ?? ''));
  const next = tokens[start + 1];
  const comment =
    tokens[start]?.fold === 'que' &&
    next !== undefined &&
    !endsItem(next) &&
    !next.head &&
    !PURPOSE_LINKS.has(next.fold) &&
    !/\d/.test(next.fold);
  if (described || comment) {
    // Up to the end of the item, or to a product named after it ("ela falou que quer biscoito").
    // ("biscoito daquele e pão": nothing of its own.)
    let end = endsItem(next) ? start + 1 : start + 2;
    while (end < tokens.length && !endsItem(tokens[end]) && !(comment && tokens[end]?.head)) {
      end += 1;
      // "que eu vou fazer pudim", "que vou fazer brigadeiro": the dish after a verb of preparation goes too.
      if (comment && isVerb(tokens[end - 1])) {
        // ("que vou fazer dois bolos": how many of the dish.)
        end = readNumber((k) => tokens[k]?.fold ?? '', end)?.end ?? end;
        if (PURPOSE_ARTICLES.has(tokens[end]?.fold ?? '')) end += 1;
        if (!endsItem(tokens[end])) end += 1;
        // "que vou fazer pudim e bolo": another dish joined by "e".
        while (tokens[end]?.fold === 'e' && isPurposeWord(tokens[end + 1]?.sing ?? '')) end += 2;
      }
    }
    return end;
  }
  // "receita de escondidinho meio quilo de carne seca": the dish a list is for, said first.
  const of = tokens[start + 1]?.fold ?? '';
  if (tokens[start]?.sing === 'receita' && (of === 'de' || OF_LINKS.has(of)) && !endsItem(tokens[start + 2])) {
    // "receita de bolo de cenoura": the whole dish.
    let end = start + 3;
    while (tokens[end]?.fold === 'de' && !endsItem(tokens[end + 1])) end += 2;
    return end;
  }
  // "ovos que é pro bolo" (the hesitation "é" is already gone): "que" opens it too.
  const link = tokens[start]?.fold === 'que' ? start + 1 : start;
  if (!PURPOSE_LINKS.has(tokens[link]?.fold ?? '')) return start;
  let j = link + 1;
  const skipArticle = (): void => {
    if (PURPOSE_ARTICLES.has(tokens[j]?.fold ?? '')) j += 1;
    // "pra gente comer no caminho", "pra mim levar": who will do it, before the verb.
    if (PURPOSE_DOERS.has(tokens[j]?.fold ?? '') && INFINITIVE.test(tokens[j + 1]?.fold ?? '')) j += 1;
  };
  skipArticle();
  const token = tokens[j];
  if (token === undefined) return start;
  // "laranja pro suco", "pra o suco": with its article the target is a purpose; "laranja pra suco" names a kind.
  // ("hortelã pro suco de abacaxi": the juice's fruit goes with it.)
  const ofFruit = tokens[j + 1]?.fold === 'de' && !endsItem(tokens[j + 2]) && endsItem(tokens[j + 3]) ? 2 : 0;
  // ("laranja pera pra suco": with its variety said, the fruit is chosen, and the juice is its purpose.)
  const variety = typeof product === 'object' && product.sing.includes(' ');
  const specific = tokens[link]?.fold === 'pro' || j > link + 1 || variety;
  if (token.sing === 'suco' && specific && endsItem(tokens[j + 1 + ofFruit])) return j + 1 + ofFruit;
  // A compound counts by its first word: "queijo pro pão de queijo"; "pro cachorro quente" by both.
  const dish = `${token.sing} ${tokens[j + 1]?.sing ?? ''}`;
  if (isPurposeWord(dish)) return j + 2;
  if (isPurposeWord(token.sing) || isPurposeWord(token.sing.split(' ')[0] ?? '')) {
    // "rapadura pra mainha fazer cuscuz amanhã": what the person will do with it, to the end of the item.
    if (!isPersonWord(token.sing) || !INFINITIVE.test(tokens[j + 1]?.fold ?? '')) return j + 1;
    return itemEnd(tokens, j + 2);
  }
  // "shoyu pra marinar o frango", "maçãs pra deixar na gaveta": a verb of preparation, or any
  // infinitive after a product that a "pra" phrase cannot name a kind of.
  // ("whiskas pra gata": a brand said as the product names its kind already.)
  const canNameKind =
    product !== 'list' && !product?.brand && (!product?.head || mayNameKind(product.sing, token.sing));
  // "desinfetante pra limpar o banheiro", "esponja de aço pra tirar gordura": a verb with its object
  // is a purpose even after a product whose "pra" phrase may name a kind ("creme pra pentear" stays).
  const withObject = !endsItem(tokens[j + 1]) && !mayNameKind('', token.sing);
  const infinitive = (!canNameKind || withObject) && !token.head && INFINITIVE.test(token.fold);
  if (!isPurposeVerb(token.fold) && !infinitive) {
    // "ração pedigree pro thor", "areia pra mimi": after a pet's product, a word the lexicon does not
    // know, said last, is the pet's name ("sabão pra roupa", "creme pra pentear" stay).
    // ("fralda pro joãozinho", "dog chow pro rex": someone's name, a diminutive or after a brand.)
    const named =
      typeof product === 'object' &&
      (PET_PRODUCTS.has(product.sing.split(' ')[0] ?? '') || product.brand === true || /z?inh[oa]$/.test(token.fold));
    const unknown = !isKnownWord(token.sing) && /^[a-z]+$/.test(token.fold) && !INFINITIVE.test(token.fold);
    // ("fralda pro joãozinho dois pacotes": or before the amount.)
    const last = endsItem(tokens[j + 1]) || readNumber((k) => tokens[k]?.fold ?? '', j + 1) !== undefined;
    if (named && unknown && last) return j + 1;
    // "laranja pro suco do vô", "milho pra pipoca das crianças": a kind's target extended by a
    // possessor or a complement is a purpose ("laranja pra suco" stays).
    // ("ração pro gato da minha vó": after a product named by its kind, only whose it is goes, below.)
    const kindProduct = typeof product === 'object' && mayNameKind(product.sing, '') && isKnownWord(token.sing);
    if (canNameKind && !kindProduct && !endsItem(token) && OF_LINKS.has(tokens[j + 1]?.fold ?? '')) {
      let end = j + 1;
      while (OF_LINKS.has(tokens[end]?.fold ?? '')) {
        end += 1;
        if (PURPOSE_POSSESSIVES.has(tokens[end]?.fold ?? '')) end += 1;
        const word = tokens[end];
        if (word === undefined || endsItem(word) || /\d/.test(word.fold)) return start;
        end += 1;
      }
      return end;
    }
    if (canNameKind || endsItem(token) || /\d/.test(token.fold)) return start;
    // The purpose's own word may be a product ("pro peixe"); an amount or a product after it
    // starts the next item.
    const word = (i: number): string => tokens[i]?.fold ?? '';
    j += 1;
    while (j < tokens.length && !endsItem(tokens[j]) && !tokens[j]?.head && !readNumber(word, j)) j += 1;
    return j;
  }
  j += 1;
  // "pinhão pra assar no fogão a lenha": where, to the end of the item.
  if (['no', 'na', 'nos', 'nas', 'em'].includes(tokens[j]?.fold ?? '')) return itemEnd(tokens, j);
  skipArticle();
  const object = tokens[j];
  // "óleo pra fritar dois frascos": an amount after the verb is the item's, not its object.
  const isWord =
    object !== undefined &&
    !object.separator &&
    object.fold !== 'e' &&
    !/\d/.test(object.fold) &&
    !(readNumber((i) => tokens[i]?.fold ?? '', j) && unitFor(tokens[j + 1]?.fold ?? '') !== undefined);
  if (isWord) j += 1;
  // "batata pra cozinhar e amassar": another verb joined by "e".
  while (tokens[j]?.fold === 'e' && isVerb(tokens[j + 1])) j += 2;
  return j;
}

/** Where the item being said ends, from `start`: at its end or at the next amount. */
function itemEnd(tokens: readonly Token[], start: number): number {
  let end = start;
  while (end < tokens.length && !endsItem(tokens[end]) && !readNumber((k) => tokens[k]?.fold ?? '', end)) end += 1;
  return end;
}

/** A verb of preparation, or a word shaped like an infinitive that names no product ("amassar"). */
function isVerb(token: Token | undefined): boolean {
  return token !== undefined && (isPurposeVerb(token.fold) || (!token.head && INFINITIVE.test(token.fold)));
}

/**
 * Where a phrase saying where the item is ends (exclusive), or `start`: "lá na feira", "ali do lado",
 * "embaixo", "no balcão", "da farmácia", "tá tudo aqui no mesmo corredor". It runs to the end of the
 * item, or to an amount or a product said after it that is not the place's own ("lá na padaria pão").
 */
function placeEnd(tokens: readonly Token[], start: number): number {
  let j = start;
  if (PLACE_VERBS.has(tokens[j]?.fold ?? '')) j += 1;
  if (j > start && tokens[j]?.fold === 'tudo') j += 1;
  const adverb = PLACE_ADVERBS.has(tokens[j]?.raw ?? '');
  if (adverb) j += 1;
  else {
    if (!PURPOSE_PLACE_LINKS.has(tokens[j]?.fold ?? '')) return start;
    let k = j + 1;
    if (PLACE_DETERMINERS.has(tokens[k]?.fold ?? '')) k += 1;
    if (!isPlaceWord(tokens[k]?.sing ?? '')) return start;
    j = k + 1;
  }
  const word = (k: number): string => tokens[k]?.fold ?? '';
  // "pede no balcão 200 g de queijo", "do açougue pediu pra avisar um quilo de músculo": an amount starts the item.
  // ("na padaria r$ 15 de mortadela": money too.)
  const startsItem = (k: number): boolean =>
    (tokens[k]?.head === true && !PURPOSE_PLACE_LINKS.has(word(k - 1))) ||
    readNumber(word, k) !== undefined ||
    (word(k) === 'r$' && readNumber(word, k + 1) !== undefined);
  while (j < tokens.length && !endsItem(tokens[j]) && !startsItem(j)) j += 1;
  return j;
}
