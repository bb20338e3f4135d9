import { saysWhichOnes } from './descriptions';
import { readNumber } from './number-words';
import { purposeEnd } from './purpose';
import type { Token } from './tokenize';
import { isCountWordBefore, isDozen, isMeasure, isMoneyWord, unitFor } from './units';
import { AMOUNT_LINKS, HALF_WORDS, ITEM_ARTICLES, PACK_SIZES } from './lexicon-items';
import { PERCENT_PHRASES } from './lexicon-amounts';

/** A quantity phrase read before (or after) an item name. */
export interface SpokenQuantity {
  value: number;
  /** Canonical unit; null for a plain count; undefined when no unit was said. */
  unit: string | null | undefined;
  /** An amount of money ("15 reais de"): not a quantity, the item gets 1. */
  money: boolean;
  /** Followed by "de"/"do"/"da", so the item name comes next. */
  linked: boolean;
  end: number;
}

/**
 * Reads a quantity at `start`: "2 kg de", "duas caixas de", "meia dúzia de",
 * "um quilo e meio de", "15 reais de", "r$ 10 de", "12", "meio" before a product name
 * ("meio mamão"), or, when `allowBareUnit` (nothing of the item said yet), a unit alone
 * followed by "de" ("pacote de café").
 * Returns undefined when the words there are not a quantity.
 */
export function readQuantity(
  tokens: readonly Token[],
  start: number,
  allowBareUnit: boolean,
): SpokenQuantity | undefined {
  const word = (i: number): string => tokens[i]?.fold ?? '';
  if (word(start) === 'r$') {
    const amount = readNumberAt(tokens, start + 1);
    return amount ? finish(tokens, 1, null, true, amount.end) : undefined;
  }
  const number = readNumberAt(tokens, start);
  if (!number) return allowBareUnit ? readBareUnit(tokens, start) : undefined;
  // ("cacau em pó cinquenta por cento": a percentage names the kind, it counts nothing.)
  if (percentAt(tokens, number.end, 0) || percentAt(tokens, start, 1)) return undefined;
  // "uma meia dúzia de limões", "um meio quilo": the article before a half is not a number.
  if (number.value === 1 && HALF_WORDS.has(word(number.end))) {
    const half = readQuantity(tokens, number.end, false);
    if (half && half.unit !== undefined) return half;
  }
  let end = number.end;
  let value = number.value;
  // "2 e meio quilos de batata": the half said before the unit.
  if (word(end) === 'e' && HALF_WORDS.has(word(end + 1)) && unitFor(word(end + 2)) !== undefined) {
    value += 0.5;
    end += 2;
  }
  // "aliás um e meio": the half said last, in the unit said before.
  if (word(end) === 'e' && HALF_WORDS.has(word(end + 1)) && endsItem(tokens, end + 2)) {
    value += 0.5;
    end += 2;
  }
  const next = word(end);
  if (isMoneyWord(next)) return finish(tokens, 1, null, true, end + 1);
  if (isDozen(next)) {
    const andHalf = word(end + 1) === 'e' && HALF_WORDS.has(word(end + 2));
    return finish(tokens, value * 12 + (andHalf ? 6 : 0), null, false, andHalf ? end + 3 : end + 1);
  }
  if (isCountWordBefore(next, word(end + 1))) return finish(tokens, value, null, false, end + 1);
  const unit = unitFor(next);
  // "meia melancia", "meio mamão": half of one, before the name of a product only; "meio de
  // linguiça" after "meio quilo de paio": half in the unit said before (`amount-starts-item`).
  if (unit === undefined)
    return number.half && !tokens[end]?.head && !(next === 'de' && tokens[end + 1]?.head)
      ? undefined
      : finish(tokens, value, undefined, false, end);
  end += 1;
  // ("dois litros e meio quilo de carne": a half with its own unit is the next amount.)
  const ownUnit = unitFor(word(end + 2)) !== undefined || isDozen(word(end + 2));
  if (word(end) === 'e' && HALF_WORDS.has(word(end + 1)) && !ownUnit) {
    value += 0.5;
    end += 2;
  }
  // "de um quilo e seiscentos", "dois litros e duzentos": grams or millilitres said without their unit.
  const grams = (unit === 'kg' || unit === 'l') && word(end) === 'e' ? readNumberAt(tokens, end + 1) : undefined;
  if (grams && grams.value >= 100 && grams.value < 1000 && unitFor(word(grams.end)) === undefined) {
    value += grams.value / 1000;
    end = grams.end;
  }
  const quantity = finish(tokens, value, unit, false, end);
  // ("óleo de soja 2 garrafas vinagre 1 garrafa": a container before the next product is the amount's.)
  // ("heineken oito latas não doze": or before a correction.)
  const corrected = ['nao', 'digo', 'alias'].includes(tokens[end]?.fold ?? '');
  // ("papel higiênico um pacote com doze": a container with its count after it.)
  const counted = word(end) === 'com' && readNumberAt(tokens, end + 1) !== undefined;
  // ("pão de queijo um pacote um quilo de polvilho": or before the next amount.)
  const nextAmount = readNumberAt(tokens, quantity.end) !== undefined;
  if (
    quantity.linked ||
    isMeasure(unit) ||
    endsItem(tokens, quantity.end) ||
    tokens[end]?.head ||
    // ("maionese um pote grande mostarda": a container with its size, before the next product.)
    (quantity.end > end && startsProduct(tokens[quantity.end])) ||
    corrected ||
    counted ||
    nextAmount ||
    // ("a cerveja do meu pai dois fardos o refrigerante": before an article and the next product, pur68.)
    (ITEM_ARTICLES.has(word(quantity.end)) && tokens[quantity.end + 1]?.head === true)
  )
    return quantity;
  return finish(tokens, number.value, undefined, false, number.end);
}

/** "pacote de café", "dúzia de ovos": a unit with no number means one of it. */
function readBareUnit(tokens: readonly Token[], start: number): SpokenQuantity | undefined {
  const first = tokens[start]?.fold ?? '';
  // ("uns pedaços de guariroba": pieces, a plain count.)
  const unit = isDozen(first) || isCountWordBefore(first, tokens[start + 1]?.fold ?? '') ? null : unitFor(first);
  if (unit === undefined) return undefined;
  // "quilo e meio de alcatra", "dúzia e meia de ovos": one and a half.
  const andHalf = tokens[start + 1]?.fold === 'e' && HALF_WORDS.has(tokens[start + 2]?.fold ?? '');
  const value = (isDozen(first) ? 12 : 1) * (andHalf ? 1.5 : 1);
  const quantity = finish(tokens, value, unit, false, start + (andHalf ? 3 : 1));
  return quantity.linked ? quantity : undefined;
}

/** Whether a percentage's words ("por cento") are said at `at`, from its word `from` on ("cento" is its word 1). */
function percentAt(tokens: readonly Token[], at: number, from: number): boolean {
  return PERCENT_PHRASES.some(
    (phrase) => phrase.length > from && phrase.every((w, k) => tokens[at - from + k]?.fold === w),
  );
}

function readNumberAt(tokens: readonly Token[], start: number) {
  return readNumber((i) => tokens[i]?.fold ?? '', start);
}

function finish(
  tokens: readonly Token[],
  value: number,
  unit: string | null | undefined,
  money: boolean,
  end: number,
): SpokenQuantity {
  // "um pacote grande de fralda": the container's size before "de"; "chocolate em pó um pote
  // grande": or said last, or before the next product ("maionese um pote grande mostarda").
  const sized =
    typeof unit === 'string' &&
    PACK_SIZES.has(tokens[end]?.fold ?? '') &&
    (AMOUNT_LINKS.has(tokens[end + 1]?.fold ?? '') || endsItem(tokens, end + 1) || startsProduct(tokens[end + 1]));
  const at = sized ? end + 1 : end;
  // ("macarrão de 1 quilo dos compridos": which ones, no product after the amount.)
  const linked = AMOUNT_LINKS.has(tokens[at]?.fold ?? '') && !saysWhichOnes(tokens, at);
  return { value, unit, money, linked, end: linked ? at + 1 : at };
}

/** Whether position `i` ends an item (end of segment, a separator or a purpose phrase). */
function endsItem(tokens: readonly Token[], i: number): boolean {
  const token = tokens[i];
  return token === undefined || token.separator || token.fold === 'e' || purposeEnd(tokens, i) > i;
}

/** Whether a word starts a product of its own (a head word, not a brand said after one). */
const startsProduct = (token: Token | undefined): boolean => token?.head === true && token.brand !== true;
