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
 * is tuned on; `recognizer-blind` (tuned on only by the kinds of its misses),
 * `recognizer-blind-2` (written blind after the second round of fixes),
 * `recognizer-blind-3` (written blind for the third round), `recognizer-blind-4` (written
 * blind after the third round) and `recognizer-blind-5` (written blind after the fourth
 * round), each tuned on after its one blind run, are no longer blind figures.
 * `recognizer-blind-6` (written blind after the fifth round), `recognizer-blind-7` (written
 * blind during the sixth round), `recognizer-blind-8` and `recognizer-blind-9` (both written blind
 * after the eighth round), `recognizer-blind-10` and `recognizer-blind-11` (both written blind during the ninth round)
 * and `recognizer-blind-13` (written blind during the tenth round) are never tuned on.
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
  | 'recognizer-blind-13';

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
