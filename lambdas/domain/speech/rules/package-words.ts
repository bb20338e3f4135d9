import { DISPOSABLE_WORDS, PACKAGE_LINKS, PIECES_COUNTED_AFTER } from '../lexicon-amounts';
import { BRAND_WORDS_SAID } from '../lexicon-descriptions';
import { OF_THE } from '../lexicon-items';
import { readQuantity, type SpokenQuantity } from '../read-quantity';
import { endsItem, type Token } from '../tokenize';
import { isMeasure, unitFor } from '../units';
import { itemEndsAt } from './amount-said-again';
import type { Rule } from './rule';

/** What these rules read of the item pass's state (`SplitState`, split-items.ts). */
export interface PackageWordsState {
  readonly tokens: readonly Token[];
  i: number;
  readonly heard: SpokenQuantity | undefined;
  readonly named: boolean;
  quantity: SpokenQuantity | undefined;
  readonly words: Token[];
  skipTo(to: number): true;
  close(): void;
}

/**
 * "massa de pizza dois discos", "massa de lasanha três placas" (pack27): a count of the pieces the product
 * comes in (`PIECES_COUNTED_AFTER`), said after its name where the item ends, is its amount, a plain count;
 * said first the piece is the product ("dois discos de pizza").
 */
export const piecesCountedAfterName: Rule<PackageWordsState> = {
  name: 'pieces-counted-after-name',
  apply: (s) => {
    const { heard, tokens } = s;
    if (!heard || !s.named || s.quantity !== undefined || heard.linked || heard.money || heard.unit !== undefined)
      return false;
    if (!PIECES_COUNTED_AFTER.has(tokens[heard.end]?.fold ?? '') || !itemEndsAt(tokens, heard.end + 1)) return false;
    s.quantity = { ...heard, unit: null, end: heard.end + 1 };
    s.i = heard.end + 1;
    s.close();
    return true;
  },
};

/**
 * "copo de café descartável cem", "pote de sobremesa descartável", "bandeja de salgado descartável dez" (pack27): a
 * container said first with no count, in an item that is said to be thrown away after use (`DISPOSABLE_WORDS`),
 * is the product itself, no amount: the count said after its name counts it.
 */
export const containerIsTheProduct: Rule<PackageWordsState> = {
  name: 'container-is-the-product',
  apply: (s) => {
    const { heard, tokens, i } = s;
    if (!heard || s.named || s.quantity !== undefined || !heard.linked || heard.end !== i + 2) return false;
    const unit = unitFor(s.tokens[i]?.fold ?? '');
    if (unit === undefined || isMeasure(unit) || unit !== heard.unit) return false;
    let k = heard.end;
    while (k < heard.end + 4 && !itemEndsAtOrAmount(tokens, k) && !DISPOSABLE_WORDS.has(tokens[k]?.fold ?? '')) k += 1;
    if (!DISPOSABLE_WORDS.has(tokens[k]?.fold ?? '')) return false;
    s.words.push(tokens[i] as Token, tokens[i + 1] as Token);
    return s.skipTo(i + 2);
  },
};

/** Whether the item ends at `k` or an amount is said there (a product inside the name does not end it). */
function itemEndsAtOrAmount(tokens: readonly Token[], k: number): boolean {
  return endsItem(tokens[k]) || readQuantity(tokens, k, false) !== undefined;
}

/**
 * "o iogurte do Davi aquele de garrafinha seis o queijinho", "o sabão aquele de caixa dois e …" (pack27): the
 * package said last in a description skipped after the name, right before a count where the item ends, is the
 * count's unit; a package described ("da lata azul dois") is no unit.
 */
export const packageThenCount: Rule<PackageWordsState & { readonly skipped: Token | undefined }> = {
  name: 'package-then-count',
  apply: (s) => {
    const { heard, tokens, i } = s;
    if (!heard || !s.named || s.skipped === undefined || s.quantity !== undefined) return false;
    if (heard.linked || heard.money || heard.unit !== undefined || !itemEndsAt(tokens, heard.end)) return false;
    const unit = unitFor(tokens[i - 1]?.fold ?? '');
    if (unit === undefined || isMeasure(unit) || !PACKAGE_LINKS.has(tokens[i - 2]?.fold ?? '')) return false;
    s.quantity = { ...heard, unit };
    s.i = heard.end;
    s.close();
    return true;
  },
};

/**
 * "as bandejas de carne pro freezer três", "os potes de sorvete dois e …" (pack27): containers said first in the
 * plural with no count, then a count where the item ends (after its purpose too): the count is how many of them.
 */
export const containersCountedLater: Rule<PackageWordsState> = {
  name: 'containers-counted-later',
  apply: (s) => {
    const { heard, tokens, quantity } = s;
    if (!heard || !s.named || quantity === undefined || !quantity.linked || quantity.value !== 1) return false;
    if (typeof quantity.unit !== 'string' || isMeasure(quantity.unit)) return false;
    if (heard.linked || heard.money || heard.unit !== undefined || !itemEndsAt(tokens, heard.end)) return false;
    const container = tokens[quantity.end - 2];
    const plural = container !== undefined && container.fold.endsWith('s') && unitFor(container.fold) === quantity.unit;
    if (!plural || readQuantity(tokens, quantity.end - 3, false)?.end === quantity.end - 2) return false;
    s.quantity = { ...heard, unit: quantity.unit };
    s.i = heard.end;
    s.close();
    return true;
  },
};

/**
 * "o sachê da gata", "dois sachês do Thor", "a caixinha da Júlia" (pack27): a container said with "do/da" and no
 * product after it is the product itself (a pet's sachet, a child's juice box), counted plainly; whose it is goes
 * from the name in the name pass.
 */
export const containerOfSomeone: Rule<PackageWordsState> = {
  name: 'container-of-someone',
  apply: (s) => {
    const { heard, tokens, i } = s;
    if (!heard || s.named || s.quantity !== undefined || !heard.linked || heard.money) return false;
    const at = heard.end - 2;
    const unit = unitFor(tokens[at]?.fold ?? '');
    const who = tokens[heard.end];
    if (unit === undefined || isMeasure(unit) || unit !== heard.unit || !OF_THE.has(tokens[at + 1]?.fold ?? ''))
      return false;
    if (who === undefined || who.head || who.brand === true || readQuantity(tokens, heard.end, true) !== undefined)
      return false;
    // ("dois pacotes da marca boa": the brand said, not whose.)
    if (BRAND_WORDS_SAID.has(who.fold)) return false;
    if (at > i) s.quantity = { ...heard, unit: null, linked: false, end: at };
    s.words.push(tokens[at] as Token);
    return s.skipTo(at + 1);
  },
};
