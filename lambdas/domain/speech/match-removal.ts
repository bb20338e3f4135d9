import { foldText } from '../text/fold-text';
import { baseWords, isDiminutive } from './diminutive';
import { singularize } from './singularize';
import { REMOVAL_IGNORED } from './lexicon-requests';

/** Comparable words of a name: folded, split on anything but letters and digits, singular. */
export function matchKey(name: string): string[] {
  return foldText(name)
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== '' && !REMOVAL_IGNORED.has(w))
    .map(singularize);
}

/** A list name prepared for matching. */
export interface ListEntry {
  name: string;
  key: string[];
}

/** Prepares the current list once per utterance. */
export function toListEntries(currentItems: readonly string[]): ListEntry[] {
  return currentItems.map((name) => ({ name, key: matchKey(name) }));
}

const sameKey = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((w, i) => w === b[i]);
const startsWith = (key: readonly string[], prefix: readonly string[]): boolean =>
  prefix.length <= key.length && prefix.every((w, i) => w === key[i]);
const containsAll = (key: readonly string[], words: readonly string[]): boolean => words.every((w) => key.includes(w));

/**
 * The list name a spoken target refers to, or undefined when none does or when several
 * do equally well. Tried in order, stopping at the first rule that matches anything:
 * 1. same words ("tira a banana" → "Bananas"; case, accents, articles, plural ignored);
 * 2. the name starts with the target ("o leite" → "Leite integral");
 * 3. the name contains every target word ("o frango" → "Peito de frango");
 * 4. the target contains every word of the name ("o leite integral" → "Leite");
 * 5. each target word starts a word of the name ("o refri" → "Refrigerante").
 * Rules 2 to 5 need a single candidate: "tira o leite" with "Leite integral" and
 * "Leite desnatado" removes nothing rather than guess. When nothing matches, a diminutive
 * is tried as its base word: "mais dois leitinhos" → "Leite", "tira o pãozinho" → "Pão".
 */
export function matchRemoval(target: readonly string[], entries: readonly ListEntry[]): string | undefined {
  const found = matchWords(target, entries);
  if (found !== undefined || !target.some(isDiminutive)) return found;
  const vocabulary = new Set(entries.flatMap((e) => e.key));
  return matchWords(
    target.map((w) => (isDiminutive(w) ? (baseWords(w).find((b) => vocabulary.has(b)) ?? w) : w)),
    entries,
  );
}

function matchWords(target: readonly string[], entries: readonly ListEntry[]): string | undefined {
  if (target.length === 0) return undefined;
  const exact = entries.find((e) => sameKey(e.key, target));
  if (exact) return exact.name;
  const rules = [
    (e: ListEntry) => startsWith(e.key, target),
    (e: ListEntry) => containsAll(e.key, target),
    (e: ListEntry) => e.key.length > 0 && containsAll(target, e.key),
    // 5. a clipped word ("o refri" → "Refrigerante").
    (e: ListEntry) => target.every((w) => w.length > 3 && e.key.some((k) => k.startsWith(w))),
  ];
  for (const rule of rules) {
    const found = new Set(entries.filter(rule).map((e) => e.name));
    if (found.size === 1) return found.values().next().value;
    if (found.size > 1) return undefined;
  }
  return undefined;
}
