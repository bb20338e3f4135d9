import { foldText } from '@domain/text/fold-text';
import type { HistoryEntry } from '@domain/habits/history-entry';

/** A name with its folded form, computed once (suggestions run on every keystroke). */
export interface Indexed {
  name: string;
  folded: string;
}

export const indexNames = (names: readonly string[]): Indexed[] =>
  names.map((name) => ({ name, folded: foldText(name) }));

/** The history's names in the order given (most frequent, then most recent, first). */
export const indexHistory = (entries: readonly HistoryEntry[]): Indexed[] => indexNames(entries.map((e) => e.name));

export interface Suggestion {
  name: string;
  /** From the user's own history, or from the categoriser's product names. */
  source: 'history' | 'lexicon';
}

/** 0: the name starts with the text; 1: one of its later words does; -1: no match. */
function matchRank(folded: string, query: string): number {
  if (folded.startsWith(query)) return 0;
  return folded.includes(` ${query}`) ? 1 : -1;
}

function matching(candidates: readonly Indexed[], query: string, skip: Set<string>): Indexed[][] {
  const ranks: Indexed[][] = [[], []];
  for (const candidate of candidates) {
    if (skip.has(candidate.folded)) continue;
    const rank = matchRank(candidate.folded, query);
    if (rank >= 0) ranks[rank]!.push(candidate);
  }
  return ranks;
}

/**
 * What to offer while the user types (issue 29): the user's history first (in its order:
 * most frequent, then most recent), then the product names the categoriser knows (in their
 * order: everyday products first), names that start with the text before names with a later word that does. Names
 * already on the list (`onList`, folded) and exactly the text typed are left out ("cafe"
 * still offers "Café").
 */
export function suggest(
  text: string,
  history: readonly Indexed[],
  lexicon: readonly Indexed[],
  onList: ReadonlySet<string>,
  limit = 6,
): Suggestion[] {
  const query = foldText(text);
  if (!query) return [];
  const typed = text.trim();
  const skip = new Set(onList);
  const found: Suggestion[] = [];
  const take = (candidates: Indexed[], source: Suggestion['source']) => {
    for (const { name, folded } of candidates) {
      if (found.length >= limit) return;
      if (skip.has(folded) || name === typed) continue;
      skip.add(folded);
      found.push({ name, source });
    }
  };
  for (const group of matching(history, query, skip)) take(group, 'history');
  for (const group of matching(lexicon, query, skip)) take(group, 'lexicon');
  return found;
}
