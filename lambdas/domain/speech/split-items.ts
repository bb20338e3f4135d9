import type { AddedItem } from './speech-types';
import { readQuantity, type SpokenQuantity } from './read-quantity';
import type { Token } from './tokenize';

/** An item as heard: its name words and what was said about how much. */
export interface HeardItem {
  words: Token[];
  quantity: SpokenQuantity | undefined;
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
]);

const ARTICLES = new Set(['o', 'a', 'os', 'as']);

/**
 * Splits the words of one add or remove segment into items. An item ends at a comma,
 * at an "e" that is not inside a number or compound, at a new quantity, or where a head
 * word follows another name word ("alface tomate"). A quantity said after the name
 * ("arroz 5 kg") belongs to it.
 */
export function splitItems(tokens: readonly Token[]): HeardItem[] {
  const items: HeardItem[] = [];
  let words: Token[] = [];
  let quantity: SpokenQuantity | undefined;
  let lastUnit: string | null | undefined;

  const close = (): void => {
    let first = 0;
    let last = words.length;
    while (first < last && LEADING_NOISE.has((words[first] as Token).fold)) first += 1;
    while (last > first && TRAILING_NOISE.has((words[last - 1] as Token).fold)) last -= 1;
    if (last > first) {
      items.push({ words: words.slice(first, last), quantity });
      if (quantity?.unit) lastUnit = quantity.unit;
    }
    words = [];
    quantity = undefined;
  };

  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i] as Token;
    if (token.separator || token.fold === 'e') {
      close();
      i += 1;
      continue;
    }
    const named = words.some((w) => !LEADING_NOISE.has(w.fold));
    const previous = words[words.length - 1];
    const heard = readQuantity(tokens, i, !named && quantity === undefined);
    if (heard) {
      if (named) {
        const after = tokens[heard.end];
        const endsHere =
          after === undefined || after.separator || after.fold === 'e' || readQuantity(tokens, heard.end, false);
        if (quantity === undefined && !heard.linked && endsHere) {
          quantity = heard;
          i = heard.end;
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
    if (named && token.head && previous && !CONNECTORS.has(previous.fold)) close();
    words.push(token);
    i += 1;
  }
  close();
  return items;
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
