import { readNumber } from './number-words';
import { purposeEnd } from './purpose';
import type { AddedItem } from './speech-types';
import { readQuantity, type SpokenQuantity } from './read-quantity';
import type { Token } from './tokenize';

/** An item as heard: its name words and what was said about how much. */
export interface HeardItem {
  words: Token[];
  quantity: SpokenQuantity | undefined;
  /** Said after "mais" ("mais dois leites"): an increment of an item already on the list. */
  more: boolean;
}

/** Words that glue a name together: a head word right after them does not start an item. */
const CONNECTORS = new Set([
  'de',
  'do',
  'da',
  'dos',
  'das',
  'com',
  'sem',
  'em',
  'no',
  'na',
  'nos',
  'nas',
  'ao',
  'a',
  'o',
  'os',
  'as',
  'para',
  'pra',
  'pro',
  'tipo',
  'sabor',
]);

/** Words dropped at the start of an item: articles and vague determiners. */
const LEADING_NOISE = new Set([
  'o',
  'a',
  'os',
  'as',
  'uns',
  'umas',
  'alguns',
  'algumas',
  'de',
  'do',
  'da',
  'dos',
  'das',
  'esse',
  'essa',
  'este',
  'esta',
  'e',
  'mais',
]);

/** Two-word self-corrections: "leite quer dizer leite desnatado". */
const CORRECTION_PAIRS = new Set(['quer dizer', 'ou melhor', 'na verdade', 'ou seja']);

/** One-word self-corrections: "três não quatro latas", "quatro digo cinco". */
const CORRECTION_WORDS = new Set(['nao', 'digo', 'alias']);

/** Words dropped at the end of an item. */
const TRAILING_NOISE = new Set([
  'de',
  'do',
  'da',
  'dos',
  'das',
  'com',
  'sem',
  'em',
  'e',
  'o',
  'a',
  'os',
  'as',
  'para',
  'pra',
  'um',
  'uma',
  'mais',
]);

const ARTICLES = new Set(['o', 'a', 'os', 'as']);

/**
 * Splits the words of one add or remove segment into items. An item ends at a comma,
 * at an "e" that is not inside a number or compound, at a new quantity, or where a head
 * word follows another name word ("alface tomate"; a brand only after another brand).
 * A quantity said after the name ("arroz 5 kg") belongs to it; a pack size after "de" or
 * "com" ("papel higiênico de 12 rolos") and a purpose phrase ("ovos pro bolo") are
 * dropped; a self-correction ("três não quatro", "leite quer dizer leite desnatado")
 * drops what was being said before it.
 */
export function splitItems(tokens: readonly Token[]): HeardItem[] {
  const items: HeardItem[] = [];
  let words: Token[] = [];
  let quantity: SpokenQuantity | undefined;
  let lastUnit: string | null | undefined;
  // Inside a purpose phrase: words are skipped until the item ends; `skipped` is the last one.
  let skipped: Token | undefined;

  const close = (): void => {
    let first = 0;
    let last = words.length;
    while (first < last && LEADING_NOISE.has((words[first] as Token).fold)) first += 1;
    while (last > first && TRAILING_NOISE.has((words[last - 1] as Token).fold)) last -= 1;
    if (last > first) {
      const more = words.slice(0, first).some((w) => w.fold === 'mais');
      items.push({ words: words.slice(first, last), quantity, more });
      if (quantity?.unit) lastUnit = quantity.unit;
    }
    words = [];
    quantity = undefined;
    skipped = undefined;
  };

  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i] as Token;
    if (token.separator || token.fold === 'e') {
      close();
      i += 1;
      continue;
    }
    const inProgress = words.length > 0 || quantity !== undefined;
    const correction = correctionAt(tokens, i, inProgress || items.length > 0);
    if (correction > 0) {
      const last = inProgress ? undefined : items.pop();
      if (last) {
        // "arroz 5 kg digo 2 kg": the item was already complete; reopen it.
        words = last.words;
        quantity = last.quantity;
      }
      const fixed = readQuantity(tokens, i + correction, false);
      if (fixed && !fixed.linked && endsItem(tokens[fixed.end]) && words.some((w) => !LEADING_NOISE.has(w.fold))) {
        // "uma caixa de leite não duas": only the amount changes, in the unit said before.
        quantity = { ...fixed, unit: fixed.unit ?? quantity?.unit };
        i = fixed.end;
        close();
        continue;
      }
      words = [];
      quantity = undefined;
      skipped = undefined;
      i += correction;
      continue;
    }
    const named = words.some((w) => !LEADING_NOISE.has(w.fold));
    const previous = skipped ?? words[words.length - 1];
    const heard = readQuantity(tokens, i, !named && quantity === undefined);
    if (heard) {
      if (named) {
        const after = tokens[heard.end];
        const endsHere =
          endsItem(after) ||
          purposeEnd(tokens, heard.end) > heard.end ||
          (heard.unit !== undefined && after?.head) ||
          correctionAt(tokens, heard.end, true) > 0 ||
          readQuantity(tokens, heard.end, false);
        const packSize = (previous?.fold === 'de' || previous?.fold === 'com') && heard.unit !== undefined;
        if (packSize && skipped === undefined && !heard.linked && endsHere) {
          words.pop();
          i = heard.end;
          continue;
        }
        if (quantity === undefined && !heard.linked && endsHere) {
          quantity = heard;
          // "cerveja 2 fardos pro churrasco": the purpose after the amount goes too.
          i = purposeEnd(tokens, heard.end);
          close();
          continue;
        }
        if (quantity !== undefined && previous?.fold === 'de' && !heard.linked && endsHere) {
          words.push(...tokens.slice(i, heard.end));
          i = heard.end;
          continue;
        }
        close();
      }
      if (quantity === undefined) {
        quantity = heard.unit === undefined && heard.linked && lastUnit ? { ...heard, unit: lastUnit } : heard;
      }
      i = heard.end;
      continue;
    }
    if (named && ARTICLES.has(token.fold) && tokens[i + 1]?.head) {
      close();
      i += 1;
      continue;
    }
    const startsItem = token.head && previous && !CONNECTORS.has(previous.fold) && (!token.brand || previous.brand);
    if (named && startsItem) close();
    else if (skipped !== undefined) {
      skipped = token;
      i += 1;
      continue;
    } else if (named) {
      const end = purposeEnd(tokens, i);
      if (end > i) {
        skipped = tokens[end - 1];
        i = end;
        continue;
      }
    }
    words.push(token);
    i += 1;
  }
  close();
  return items;
}

/** Whether a token ends an item: the end of the segment, a separator or "e". */
function endsItem(token: Token | undefined): boolean {
  return token === undefined || token.separator || token.fold === 'e';
}

/**
 * Length of a self-correction marker at `i` ("não", "digo", "quer dizer", "ou melhor",
 * "ou" between two numbers), or 0. Only a marker when something of the item was already
 * said (`inProgress`) and something follows.
 */
export function correctionAt(tokens: readonly Token[], i: number, inProgress: boolean): number {
  const word = (k: number): string => tokens[k]?.fold ?? '';
  const next = tokens[i + 1];
  if (!inProgress || next === undefined || next.separator) return 0;
  if (CORRECTION_WORDS.has(word(i))) return 1;
  if (CORRECTION_PAIRS.has(`${word(i)} ${word(i + 1)}`)) return tokens[i + 2] && !tokens[i + 2]?.separator ? 2 : 0;
  // "uns dois ou três": a range is read as its upper bound.
  if (word(i) === 'ou' && readNumber(word, i - 1)?.end === i && readNumber(word, i + 1)) return 1;
  return 0;
}

/** Writes a heard item the way it goes on the list. */
export function toAddedItem(item: HeardItem): AddedItem {
  const text = item.words.map((w) => w.raw).join(' ');
  const quantity = item.quantity;
  const counted = quantity !== undefined && !quantity.money;
  return {
    name: text.charAt(0).toUpperCase() + text.slice(1),
    quantity: counted ? quantity.value : 1,
    unit: counted ? (quantity.unit ?? null) : null,
  };
}
