import { COLLECTION_WORDS } from '../lexicon-names';
import type { HeardItem } from '../split-items';

/**
 * "o material da Julinha um caderno de desenho", "as coisas do bebê duas fraldas": a set of things
 * (`COLLECTION_WORDS`), said with no product word and no amount right before a counted product, heads
 * what follows and is no item (i27).
 */
export function isCollectionHeading(heard: HeardItem, next: HeardItem | undefined): boolean {
  const first = heard.words[0];
  return (
    first !== undefined &&
    COLLECTION_WORDS.has(first.sing) &&
    heard.quantity === undefined &&
    !heard.words.some((w) => w.head) &&
    next?.quantity !== undefined &&
    next.words.some((w) => w.head)
  );
}
