import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SpeechResult } from '@domain/speech/speech-types';

/** One labelled utterance of the speech corpus. */
export interface LabelledUtterance {
  transcript: string;
  currentItems: string[];
  expected: SpeechResult;
}

/** The corpus splits: `dev` is tuned on; `holdout` and `blind` (written by someone who never saw the engine) never are. */
export type CorpusSplit = 'dev' | 'holdout' | 'blind';

/**
 * Reads one split (JSON lines beside this file). Lines without a transcript, such as
 * the `_comment` line at the top of each file, are notes and are skipped.
 */
export function loadCorpus(split: CorpusSplit): LabelledUtterance[] {
  return readFileSync(join(__dirname, `${split}.jsonl`), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Partial<LabelledUtterance>)
    .filter((row): row is LabelledUtterance => typeof row.transcript === 'string');
}
