import { describes, descriptionEnd, type DescriptionState } from '../descriptions';
import {
  BRAND_WORD_LINKS,
  KIND_AFTER_PACKAGE,
  PACKAGE_MATERIALS,
  BRAND_WORDS_SAID,
  DESCRIBING_ADJECTIVES,
  PRINT_LINKS,
  PRINT_WORDS,
} from '../lexicon-descriptions';
import { ARTICLES, PACK_SIZES } from '../lexicon-items';
import { PURPOSE_LINKS } from '../lexicon-purpose';
import { readNumber } from '../number-words';
import { endsItem, type Token } from '../tokenize';
import type { Rule } from './rule';

/**
 * "guardanapo de papel com desenho de dinossauro", "prato com estampa de unicórnio", "bolo com a foto
 * do aniversariante": what is printed on the product says which one, up to the end of the item, an
 * amount or a product not after a link (`descriptionEnd`).
 */
export const printedOnIt: Rule<DescriptionState> = {
  name: 'printed-on-it',
  apply: (s) => {
    const { tokens, start, product } = s;
    if (typeof product !== 'object' || !PRINT_LINKS.has(tokens[start]?.fold ?? '')) return false;
    const k = ARTICLES.has(tokens[start + 1]?.fold ?? '') ? start + 2 : start + 1;
    const print = tokens[k];
    if (print === undefined || !(PRINT_WORDS.has(print.sing) || PRINT_WORDS.has(print.fold))) return false;
    return s.endAt(descriptionEnd(tokens, k + 1));
  },
};

/**
 * "lenço umedecido da marca que a pediatra indicou", "leite em pó da marca do mercado duas latas",
 * "sabão daquela marca boa": the brand said as a description, not named, is no part of the name,
 * up to the end of the item, an amount or a product ("da marca ninho" names it and stays).
 */
export const whichBrand: Rule<DescriptionState> = {
  name: 'which-brand',
  apply: (s) => {
    const { tokens, start, product } = s;
    if (typeof product !== 'object' || !BRAND_WORD_LINKS.has(tokens[start]?.fold ?? '')) return false;
    if (!BRAND_WORDS_SAID.has(tokens[start + 1]?.fold ?? '') || tokens[start + 2]?.brand) return false;
    return s.endAt(descriptionEnd(tokens, start + 2));
  },
};

/**
 * "café em pó do forte que o pai gosta", "queijo do bom que derrete", "café do fraco": "do/da" and a
 * describing adjective said plainly (`DESCRIBING_ADJECTIVES`), said last, before an amount or with a
 * comment after it, say which one, up to the end of the item, an amount or a product.
 */
export const whichStrength: Rule<DescriptionState> = {
  name: 'which-strength',
  apply: (s) => {
    const { tokens, start, product } = s;
    const said = tokens[start + 1];
    if (typeof product !== 'object' || !['do', 'da'].includes(tokens[start]?.fold ?? '')) return false;
    const after = start + 2;
    const last = endsItem(tokens[after]) || readNumber((k) => tokens[k]?.fold ?? '', after) !== undefined;
    if (!isPlainAdjective(said) || !(last || tokens[after]?.fold === 'que')) return false;
    return s.endAt(descriptionEnd(tokens, start + 2));
  },
};

/** A describing adjective said as it is, in the masculine or feminine ("forte", "fraca", "boa"). */
function isPlainAdjective(token: Token | undefined): boolean {
  if (token === undefined || token.head || token.brand === true) return false;
  const masculine = token.sing.endsWith('a') ? [`${token.sing.slice(0, -1)}o`, token.sing] : [token.sing];
  return describes(token) || masculine.some((w) => DESCRIBING_ADJECTIVES.has(w)) || token.sing === 'boa';
}

/**
 * "duas caixas de cerveja de lata com doze", "um fardo de guaraná de lata": the material of the package
 * after the name (`PACKAGE_MATERIALS`) says which one, up to the end of the item, an amount or a product
 * ("sardinha em lata", "manteiga de garrafa" are kinds).
 */
export const packageMaterial: Rule<DescriptionState> = {
  name: 'package-material',
  apply: (s) => {
    const { tokens, start, product } = s;
    if (typeof product !== 'object' || tokens[start]?.fold !== 'de') return false;
    if (!PACKAGE_MATERIALS.has(tokens[start + 1]?.fold ?? '')) return false;
    // ("um milho de latinha duas ervilhas": the package said alone, last, is left to the name pass, which
    // makes it the unit of a count, pack27.)
    // ("três guaranás de latinha pras crianças": or before whom or what it is for, which the purpose rules take, qty27.)
    if (PURPOSE_LINKS.has(tokens[start + 2]?.fold ?? '')) return false;
    const end = descriptionEnd(tokens, start + 2);
    // ("um leite em pó de lata grande": the package and only its size, last, is the name pass's too, i27g.)
    const sizeOnly = tokens.slice(start + 2, end).every((t) => PACK_SIZES.has(t.fold));
    // ("um fardo de refrigerante de lata zero açúcar": or before a kind, which the name pass keeps, i27g.)
    const kind = KIND_AFTER_PACKAGE.has(tokens[start + 2]?.fold ?? '');
    return end > start + 2 && !sizeOnly && !kind && s.endAt(end);
  },
};
