import { categoriseItem } from '../../categories/categorise-item';
import { baseWords } from '../diminutive';
import { isFlavourOf } from '../lexicon-index';
import { COLOUR_PRODUCTS } from '../lexicon-items';
import { PACKAGE_PARTS } from '../lexicon-descriptions';
import { COLOUR_KIND_FOODS, PACK_LOOKS, THING_AISLES, THING_LOOKS } from '../lexicon-left-in-name';
import type { Token } from '../tokenize';
import { cutAt } from './cut-said';
import { describingPhraseAt, isReadyForSale, isShapeLook, isTexture, PRODUCE_AISLE } from './said-of-its-look';

/** Whether a word is a colour (`THING_LOOKS`): "amarelo", "brancos". */
export const isColour = (t: Token): boolean => THING_LOOKS.has(t.fold) || THING_LOOKS.has(t.sing);

/**
 * Whether a word after a pack size says how the food or its package looks: a colour, said smaller too
 * ("amarelinho", "rosinha"), or a look (`PACK_LOOKS`: "bege", "fofinho", "graúda", "grandona").
 */
export function isPackLook(t: Token | undefined): boolean {
  if (t === undefined || t.head) return false;
  const said = [t.fold, t.sing, ...baseWords(t.sing)];
  return said.some((w) => THING_LOOKS.has(w) || PACK_LOOKS.has(w)) || isTexture(t) || isReadyForSale(t);
}

/**
 * How many words a look said at `k` takes: "amarelinho", "bem clarinho", "sem fatiar", "cor de rosa", "cortada ao meio", a shape of the
 * produce or thing named by `words` ("redonda") (0: none); `packed`: said in a container, where "fatiado" is a kind.
 */
export function lookAt(tokens: readonly Token[], k: number, words: readonly Token[] = [], packed = false): number {
  if (isPackLook(tokens[k]) || isShapeLook(tokens[k], words)) return 1;
  const phrase = describingPhraseAt(tokens, k) || cutAt(tokens, k, packed);
  if (phrase > 0) return phrase;
  // ("maionese de 500 gramas tampa azul": the colour of a part of the package.)
  const part = tokens[k]?.fold === 'bem' || PACKAGE_PARTS.has(tokens[k]?.fold ?? '');
  return part && isPackLook(tokens[k + 1]) ? 2 : 0;
}

/**
 * Whether a colour said of the food named so far names its kind: produce, by the categoriser's aisle
 * ("tomate cereja de 300 g amarelo"), and foods sold by colour (`COLOUR_KIND_FOODS`: "feijão de um quilo
 * preto"); of any other packaged food ("café de 500 g vermelho", "sal grosso de um quilo azul") it is the
 * package's colour and goes.
 */
export function colourNamesKind(words: readonly Token[]): boolean {
  if (words.some((w) => COLOUR_KIND_FOODS.has(w.sing))) return true;
  const verdict = categoriseItem(words.map((w) => w.raw).join(' '));
  return verdict.known && verdict.category === PRODUCE_AISLE;
}

/**
 * Whether a product word that also names a colour (`COLOUR_PRODUCTS`: "laranja", "vinho", "rosa"), said after the
 * pack size of a thing (by the categoriser's aisle, `THING_AISLES`: "sabão em pó de um quilo e meio laranja"), is
 * its package's colour: no flavour or scent of it ("detergente de 500 ml limão" keeps its scent).
 */
export function isThingColour(t: Token | undefined, words: readonly Token[]): boolean {
  if (t === undefined || !COLOUR_PRODUCTS.has(t.fold) || words.some((w) => isFlavourOf(t.sing, w.sing))) return false;
  return namesAThing(words);
}

/**
 * Whether words name a thing, by the categoriser's aisle (`THING_AISLES`: "saco de lixo", cleaning, hygiene, pets, baby,
 * …); a first word said smaller than the categoriser knows it is read as said plainly ("velinha" as "vela").
 */
export function namesAThing(words: readonly Token[]): boolean {
  const verdict = categoriseItem(words.map((w) => w.raw).join(' '));
  if (verdict.known || words.length === 0) return verdict.known && THING_AISLES.has(verdict.category);
  const rest = words.slice(1).map((w) => w.raw);
  return baseWords(words[0]?.sing ?? '').some((base) => {
    const plain = categoriseItem([base, ...rest].join(' '));
    return plain.known && THING_AISLES.has(plain.category);
  });
}
