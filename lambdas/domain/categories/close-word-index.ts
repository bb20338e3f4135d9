/** Words shorter than this are too easily one edit away from an unrelated word ("cacau", "cacao"). */
const MIN_LENGTH = 6;

/**
 * Indexes words so that a word one typo away (a letter missing, added, swapped or
 * replaced: "iorgute" → "iogurte") can be found in constant time, by storing each word
 * under itself and every form of it with one letter deleted. Returns a lookup that gives
 * the first indexed word within one edit that also starts with the same letter (slips
 * rarely hit the first letter, so this costs little and removes many wrong guesses),
 * or undefined.
 */
export function closeWordIndex(words: readonly string[]): (word: string) => string | undefined {
  const byDeletion = new Map<string, string[]>();
  for (const word of words) {
    if (word.length < MIN_LENGTH) continue;
    for (const key of deletionKeys(word)) {
      const bucket = byDeletion.get(key);
      if (bucket) bucket.push(word);
      else byDeletion.set(key, [word]);
    }
  }
  return (word) => {
    if (word.length < MIN_LENGTH) return undefined;
    for (const key of deletionKeys(word)) {
      const match = byDeletion
        .get(key)
        ?.find((candidate) => candidate[0] === word[0] && withinOneEdit(word, candidate));
      if (match !== undefined) return match;
    }
    return undefined;
  };
}

function deletionKeys(word: string): string[] {
  const keys = [word];
  for (let index = 0; index < word.length; index += 1) keys.push(word.slice(0, index) + word.slice(index + 1));
  return keys;
}

/** Optimal-string-alignment distance ≤ 1: one insertion, deletion, substitution or adjacent swap. */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  const restA = a.slice(start, endA);
  const restB = b.slice(start, endB);
  if (restA.length <= 1 && restB.length <= 1) return true;
  return restA.length === 2 && restB.length === 2 && restA[0] === restB[1] && restA[1] === restB[0];
}
