/**
 * The lexicon's lists are written as one string each rather than array literals: in the
 * Lambda bundle that is two bytes less per entry (the speech function's bundle is near its
 * 300 KB budget). `wordList` splits at spaces, `phraseList` at commas (for entries of more
 * than one word).
 */
export const wordList = (text: string): readonly string[] => text.trim().split(/\s+/);

export const phraseList = (text: string): readonly string[] =>
  text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
