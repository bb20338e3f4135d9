import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SpeechResult } from '@domain/speech/speech-types';

/** One labelled utterance of the speech corpus. */
export interface LabelledUtterance {
  transcript: string;
  currentItems: string[];
  expected: SpeechResult;
}

/**
 * The corpus splits: `dev` is tuned on; `holdout` and `blind` (written by someone who never
 * saw the engine) never are. The `recognizer-*` splits hold transcripts shaped like a phone
 * recogniser's (no separators, brands, self-corrections, list references): `recognizer-dev`
 * is tuned on; each `recognizer-blind*` set is written blind, run once with `npm run eval`,
 * and only then read and tuned on (docs/ai-engines.md keeps each one's one-run figure).
 */
export type CorpusSplit =
  | 'dev'
  | 'holdout'
  | 'blind'
  | 'recognizer-dev'
  | 'recognizer-blind'
  | 'recognizer-blind-2'
  | 'recognizer-blind-3'
  | 'recognizer-blind-4'
  | 'recognizer-blind-5'
  | 'recognizer-blind-6'
  | 'recognizer-blind-7'
  | 'recognizer-blind-8'
  | 'recognizer-blind-9'
  | 'recognizer-blind-10'
  | 'recognizer-blind-11'
  | 'recognizer-blind-12'
  | 'recognizer-blind-13'
  | 'recognizer-blind-14'
  | 'recognizer-blind-15'
  | 'recognizer-blind-16'
  | 'recognizer-blind-17'
  | 'recognizer-blind-18'
  | 'recognizer-blind-19'
  | 'recognizer-blind-20'
  | 'recognizer-blind-21'
  | 'recognizer-blind-22'
  | 'recognizer-blind-23'
  | 'recognizer-blind-24'
  | 'recognizer-blind-25'
  | 'recognizer-blind-26'
  | 'recognizer-blind-27'
  | 'recognizer-blind-28'
  | 'recognizer-blind-29'
  | 'recognizer-blind-30'
  | 'recognizer-blind-31'
  | 'recognizer-blind-32'
  | 'recognizer-blind-33'
  | 'recognizer-blind-34'
  | 'recognizer-blind-35'
  | 'recognizer-blind-36'
  | 'recognizer-blind-37'
  | 'recognizer-blind-38'
  | 'recognizer-blind-39'
  | 'recognizer-blind-40'
  | 'recognizer-blind-41'
  | 'recognizer-blind-42'
  | 'recognizer-blind-43'
  | 'recognizer-blind-44'
  | 'recognizer-blind-45'
  | 'recognizer-blind-46'
  | 'recognizer-blind-47'
  | 'recognizer-blind-48'
  | 'recognizer-blind-49'
  | 'recognizer-blind-50'
  | 'recognizer-blind-51'
  | 'recognizer-blind-52'
  | 'recognizer-blind-53'
  | 'recognizer-blind-54'
  | 'recognizer-blind-55';

/**
 * Reads one split (JSON lines beside this file). Lines without a transcript, such as
 * the `_comment` line at the top of each file, are notes and are skipped. A split whose
 * file does not exist yet (the blind set arrives later) is empty.
 */
export function loadCorpus(split: CorpusSplit): LabelledUtterance[] {
  const file = join(__dirname, `${split}.jsonl`);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Partial<LabelledUtterance>)
    .filter((row): row is LabelledUtterance => typeof row.transcript === 'string');
}
