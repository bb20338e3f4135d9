import { foldText } from '../text/fold-text';
import { CATEGORY_NAMES, DEFAULT_CATEGORY, type CategoryName } from './categories';
import { PRIMARY_TERMS, SUFFIX_TERMS, WEAK_TERMS } from './category-lexicon';
import { CATEGORY_MODIFIERS } from './category-modifiers';
import { closeWordIndex } from './close-word-index';
import { foldedNameTokens, itemNameTokens } from './item-name-tokens';

/** The offline verdict on one item name. */
export interface ItemCategory {
  readonly category: CategoryName;
  /** False when the lexicon knew nothing of the name and the default category was used. */
  readonly known: boolean;
}

type TermMap = ReadonlyMap<string, CategoryName>;

/** Shorter words ending like a drug name are too often ordinary words. */
const MIN_SUFFIX_WORD = 7;

interface CompiledModifier {
  readonly category: CategoryName;
  readonly triggers: readonly (readonly string[])[];
  readonly appliesTo: ReadonlySet<CategoryName> | undefined;
  readonly unless: readonly (readonly string[])[];
}

const primaryTerms = compileTerms(PRIMARY_TERMS);
const weakTerms = compileTerms(WEAK_TERMS);
const longestTerm = Math.max(...[...primaryTerms.keys(), ...weakTerms.keys()].map((key) => key.split(' ').length));
let closeWords: ((word: string) => string | undefined) | undefined;
const modifiers: readonly CompiledModifier[] = CATEGORY_MODIFIERS.map((modifier) => ({
  category: modifier.category,
  triggers: phrases(modifier.triggers),
  appliesTo: modifier.appliesTo && new Set(modifier.appliesTo),
  unless: phrases(modifier.unless ?? ''),
}));

/**
 * Puts an item name into one of the 22 categories without any network call, so the list
 * is grouped instantly and offline; only names it does not know (`known: false`) are
 * worth asking a model about. Tolerates case, accents, plurals, a quantity in front
 * ("2 kg arroz") and a brand after the product ("sabão em pó omo"). The head noun decides
 * ("suco de laranja" is Bebidas), then modifiers may move it ("pão de queijo congelado").
 */
export function categoriseItem(name: string): ItemCategory {
  const tokens = itemNameTokens(name);
  const head =
    earliestTerm(tokens.content, primaryTerms) ??
    earliestTerm(tokens.content, weakTerms) ??
    closeTerm(tokens.content) ??
    suffixTerm(tokens.content);
  if (head === undefined) return { category: DEFAULT_CATEGORY, known: false };
  return { category: applyModifiers(head, tokens.all), known: true };
}

/** The category of the term that starts earliest in the words, the longest one there. */
function earliestTerm(words: readonly string[], terms: TermMap): CategoryName | undefined {
  for (let start = 0; start < words.length; start += 1) {
    for (let length = Math.min(longestTerm, words.length - start); length > 0; length -= 1) {
      const category = terms.get(words.slice(start, start + length).join(' '));
      if (category !== undefined) return category;
    }
  }
  return undefined;
}

/**
 * A one-letter slip ("iorgute", "detergemte"): the first word within one edit of a known
 * word. The index is built on the first name that needs it, since most names never do.
 */
function closeTerm(words: readonly string[]): CategoryName | undefined {
  closeWords ??= closeWordIndex([...primaryTerms.keys()].filter((key) => !key.includes(' ')));
  for (const word of words) {
    const match = closeWords(word);
    if (match !== undefined) return primaryTerms.get(match);
  }
  return undefined;
}

/** A drug-like ending ("-prazol", "-cilina") on a long word the lexicon does not know. */
function suffixTerm(words: readonly string[]): CategoryName | undefined {
  for (const word of words) {
    if (word.length < MIN_SUFFIX_WORD) continue;
    const hint = SUFFIX_TERMS.find(([suffix]) => word.endsWith(suffix));
    if (hint) return hint[1];
  }
  return undefined;
}

function applyModifiers(head: CategoryName, words: readonly string[]): CategoryName {
  for (const modifier of modifiers) {
    if (modifier.category === head) continue;
    if (modifier.appliesTo && !modifier.appliesTo.has(head)) continue;
    if (modifier.unless.some((phrase) => containsPhrase(words, phrase))) continue;
    if (modifier.triggers.some((phrase) => containsPhrase(words, phrase))) return modifier.category;
  }
  return head;
}

function containsPhrase(words: readonly string[], phrase: readonly string[]): boolean {
  for (let start = 0; start + phrase.length <= words.length; start += 1) {
    if (phrase.every((word, offset) => words[start + offset] === word)) return true;
  }
  return false;
}

/** Term lists → one map from tokenised term to category; the first category listing a term keeps it. */
function compileTerms(lists: Partial<Record<CategoryName, string>>): TermMap {
  const terms = new Map<string, CategoryName>();
  for (const category of CATEGORY_NAMES) {
    for (const term of foldText(lists[category] ?? '').split(',')) {
      const key = foldedNameTokens(term).content.join(' ');
      if (key.length > 0 && !terms.has(key)) terms.set(key, category);
    }
  }
  return terms;
}

function phrases(list: string): readonly (readonly string[])[] {
  return list
    .split(',')
    .map((phrase) => itemNameTokens(phrase).all)
    .filter((words) => words.length > 0);
}
