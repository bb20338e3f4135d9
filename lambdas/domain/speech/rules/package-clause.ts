import { isPackagePart } from '../descriptions';
import { baseWords } from '../diminutive';
import { WHEN_WORDS } from '../lexicon-requests';
import {
  AMOUNTS_SAID_SMALLER,
  NEXT_ITEM_ARTICLES,
  PACKAGE_CLAUSE_LINKS,
  PACKAGE_CLAUSE_VERBS,
  WHICH_ONE_OF,
} from '../lexicon-descriptions';
import { COLOUR_PRODUCTS, DESCRIPTIONS } from '../lexicon-items';
import { readNumber } from '../number-words';
import type { TalkState } from '../talk-state';
import { endsItem, type Token } from '../tokenize';
import { unitFor } from '../units';
import type { Rule } from './rule';

const ITEM_STARTS = new Set([...NEXT_ITEM_ARTICLES, 'um', 'uma', 'uns', 'umas']);

/** A word that says how a package looks: a colour or shape, a part of the package, a participle, a word said smaller. */
function looks(token: Token | undefined): boolean {
  if (token === undefined) return false;
  const { fold, sing } = token;
  if (DESCRIPTIONS.has(fold) || DESCRIPTIONS.has(sing) || baseWords(sing).some((w) => DESCRIPTIONS.has(w))) return true;
  // ("desenhada", "enrolado"; "sábado" is a day.)
  const participle = /(ad|id)[oa]s?$/.test(fold) && !WHEN_WORDS.has(fold);
  const smaller = /inh[oa]s?$/.test(fold) && !baseWords(sing).some((w) => AMOUNTS_SAID_SMALLER.has(w));
  return isPackagePart(token) || participle || smaller;
}

/** A product that starts the next item (a colour that names one, "laranja", describes). */
const isProduct = (token: Token | undefined): boolean =>
  token !== undefined && (token.brand === true || (token.head && !COLOUR_PRODUCTS.has(token.fold)));

/**
 * "aquele leite que tem uma vaquinha desenhada o iogurte", "o queijo minas que vem enrolado no pano
 * aquele café", "a bolacha que a embalagem é azul", "o detergente que é verdinho a esponja": after an
 * item, a "que" clause saying what its package shows or how it comes (with a word of look: a colour, a
 * part of the package, a participle, a word said smaller) names no item; it ends where an article,
 * "aquele" or "um/uma" and a product (or "e" and one) start the next item. "que tem um pacote
 * fechado" (a container: still had) and "que tem um pouquinho" (how much is left) are not one.
 */
export const packageClause: Rule<TalkState> = {
  name: 'package-clause',
  apply: (s) => {
    const { i, word, tokens } = s;
    if (!s.runItem || word(i) !== 'que') return false;
    // The clause's subject or object, said first: "tem uma vaquinha", "vem enrolado", "a embalagem (é) azul".
    let k = i + 1;
    // ("areia daquela que não faz cheiro", "lenço aquele que não tem cheiro": after "(d)aquela", any clause says which one.)
    const which = WHICH_ONE_OF.has(word(i - 1));
    const verb = PACKAGE_CLAUSE_VERBS.has(word(k));
    const part = NEXT_ITEM_ARTICLES.has(word(k)) && isPackagePart(tokens[k + 1]);
    if (verb) k += 1;
    else if (!part && !which && !looks(tokens[k])) return false;
    if (ITEM_STARTS.has(word(k))) k += 1;
    const first = tokens[k];
    const container = !part && unitFor(first?.fold ?? '') !== undefined;
    if (first === undefined || endsItem(first) || readNumber(word, k) !== undefined || container) return false;
    let end = k + 1;
    // ("que vem com brinquedo": how it comes says which one with no word of look; "que vem com seis": what
    // the pack holds, no amount, desc66.)
    const comes = word(i + 1) === 'vem' || word(i + 1) === 'vinha';
    // ("o saco de lixo": a container and what it holds.)
    const named = (j: number): boolean =>
      isProduct(tokens[j]) || (unitFor(word(j)) !== undefined && word(j + 1) === 'de' && !endsItem(tokens[j + 2]));
    // ("e o doce de leite": "e" and an article start one more.)
    const startsNext = (j: number): boolean =>
      (word(j) === 'e' && (isProduct(tokens[j + 1]) || ITEM_STARTS.has(word(j + 1)))) ||
      (!PACKAGE_CLAUSE_LINKS.has(word(j - 1)) &&
        (isProduct(tokens[j]) || (ITEM_STARTS.has(word(j)) && named(j + 1)))) ||
      (s.amountAt(j, false) && !(comes && word(j - 1) === 'com'));
    while (end < tokens.length && !tokens[end]?.separator && s.request(end) === 0 && !startsNext(end)) end += 1;
    return (comes || which || tokens.slice(i + 1, end).some(looks)) && s.skipTo(end);
  },
};
