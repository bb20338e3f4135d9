import { CLOSERS } from '../intent-phrases';
import { ITEM_ARTICLES } from '../lexicon-items';
import { NOT_NEEDED } from '../lexicon-requests';
import { matchKey, type ListEntry } from '../match-removal';
import type { Token } from '../tokenize';

const CLOSER_SET = new Set(CLOSERS);
/** The longest not-needed phrase, in words. */
const LONGEST = Math.max(...[...NOT_NEEDED].map((p) => p.split(' ').length));
/** At most this many words name the item before the phrase. */
const NAME_WORDS = 4;

/**
 * `not-needed-said-last`: "… bota frango caipira e a farinha não precisa", "… três sabão em barra e
 * amaciante não precisa": a not-needed phrase ending the utterance, after "e" and an item whose name is
 * exactly one on the list, takes it off the list, even where the talk pass dropped it as not to buy
 * (said of an item not on the list, or only like one: "açúcar" with "Açúcar mascavo", it stays talk).
 * Returns the list name, or undefined.
 */
export function notNeededSaidLast(tokens: readonly Token[], entries: readonly ListEntry[]): string | undefined {
  const words = tokens.filter((t) => !t.separator).map((t) => t.fold);
  while (words.length > 0 && CLOSER_SET.has(words.at(-1) as string)) words.pop();
  let end = -1;
  for (let n = LONGEST; n >= 2 && end < 0; n -= 1) {
    if (words.length > n && NOT_NEEDED.has(words.slice(-n).join(' '))) end = words.length - n;
  }
  if (end < 0) return undefined;
  let start = end;
  while (
    start > 0 &&
    end - start < NAME_WORDS &&
    words[start - 1] !== 'e' &&
    !ITEM_ARTICLES.has(words[start - 1] as string)
  )
    start -= 1;
  if (ITEM_ARTICLES.has(words[start - 1] ?? '')) start -= 1;
  if (start === 0 || words[start - 1] !== 'e') return undefined;
  const key = matchKey(words.slice(start, end).join(' '));
  const found = entries.find((e) => e.key.length === key.length && e.key.every((w, i) => w === key[i]));
  return found?.name;
}
