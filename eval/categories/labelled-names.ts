import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One line of a labelled corpus: an item name as a Brazilian would write it, and its category. */
export interface LabelledName {
  readonly name: string;
  readonly category: string;
}

/**
 * Reads eval/categories/<split>.jsonl. Lines without a name (the holdout's header note)
 * are skipped; a line that is not JSON fails loudly, since a silently shorter corpus
 * would inflate the score.
 */
/** `dev` is tuned on; `holdout` and `blind` (written by someone who never saw the lexicon) never are. */
export type CategorySplit = 'dev' | 'holdout' | 'blind';

export function readLabelledNames(split: CategorySplit): LabelledName[] {
  const text = readFileSync(join(__dirname, `${split}.jsonl`), 'utf8');
  return text
    .split('\n')
    .filter((line) => line.trim().length > 0)
    .map((line) => JSON.parse(line) as Partial<LabelledName>)
    .filter((entry): entry is LabelledName => typeof entry.name === 'string' && typeof entry.category === 'string');
}
