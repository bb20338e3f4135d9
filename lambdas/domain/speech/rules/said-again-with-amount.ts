import { OF_LINKS } from '../lexicon-purpose';
import type { SpokenQuantity } from '../read-quantity';
import type { Token } from '../tokenize';

interface Said {
  readonly words: readonly Token[];
  readonly quantity: SpokenQuantity | undefined;
}

/**
 * "tá faltando ração do thor um saco de quinze quilos de ração de cachorro adulto", "o xampu da bia um
 * frasco de xampu anticaspa": a product said with whose it is ("do/da" and one word) and no amount, then
 * right away (no "e" or pause, `following`) again with its amount and more of its name, is one item:
 * the first goes. So is a product said alone, as a heading ("falta queijo então um queijo mussarela", i27g).
 */
export function saidAgainWithAmount(item: Said, next: Said | undefined, following: Token | undefined): boolean {
  const [product, of] = item.words;
  return (
    item.quantity === undefined &&
    (item.words.length === 1 || (item.words.length === 3 && OF_LINKS.has(of?.fold ?? ''))) &&
    next?.quantity !== undefined &&
    // ("queijo mussarela" may be one merged word.)
    next.words
      .map((w) => w.sing)
      .join(' ')
      .startsWith(`${product?.sing} `) &&
    following !== undefined &&
    !following.separator &&
    following.fold !== 'e'
  );
}
