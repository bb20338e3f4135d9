import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SpeechResult } from '@domain/speech/speech-types';

/** One labelled utterance of the speech corpus. */
export interface LabelledUtterance {
  transcript: string;
  currentItems: string[];
  expected: SpeechResult;
}

/** A recognizer blind set: `recognizer-blind` (the first) or `recognizer-blind-N`. */
export type RecognizerBlindSet = 'recognizer-blind' | `recognizer-blind-${number}`;

/**
 * The corpus splits: `dev` is tuned on; `holdout` and `blind` (written by someone who never
 * saw the engine) never are. The `recognizer-*` splits hold transcripts shaped like a phone
 * recogniser's (no separators, brands, self-corrections, list references): `recognizer-dev`
 * is tuned on; each `recognizer-blind*` set is written blind, run once with `npm run eval`,
 * and only then read and tuned on (docs/ai-engines.md keeps each one's one-run figure).
 */
export type CorpusSplit = 'dev' | 'holdout' | 'blind' | 'recognizer-dev' | RecognizerBlindSet;

/** Every recognizer blind set lives in this one file; each line's `set` names its set. */
const BLIND_SETS_FILE = join(__dirname, 'recognizer-blind-sets.jsonl');

type Row = Partial<LabelledUtterance> & { set?: string };

const rowsByFile = new Map<string, Row[]>();

/**
 * Reads JSON lines, once a file per run (the blind sets' file is read for each set). Lines
 * without a transcript, such as the `_comment` lines, are notes. A missing file is empty.
 */
function readRows(file: string): Row[] {
  let rows = rowsByFile.get(file);
  if (!rows) {
    rows = existsSync(file)
      ? readFileSync(file, 'utf8')
          .split('\n')
          .filter((line) => line.trim() !== '')
          .map((line) => JSON.parse(line) as Row)
      : [];
    rowsByFile.set(file, rows);
  }
  return rows;
}

const isUtterance = (row: Row): row is LabelledUtterance & { set?: string } => typeof row.transcript === 'string';
const toUtterance = ({ transcript, currentItems, expected }: LabelledUtterance): LabelledUtterance => ({
  transcript,
  currentItems,
  expected,
});

const isBlindSet = (split: CorpusSplit): split is RecognizerBlindSet => split.startsWith('recognizer-blind');

/** Reads one split: its own file beside this one, or its lines of the blind sets' file. */
export function loadCorpus(split: CorpusSplit): LabelledUtterance[] {
  if (isBlindSet(split))
    return readRows(BLIND_SETS_FILE)
      .filter(isUtterance)
      .filter((row) => row.set === split)
      .map(toUtterance);
  return readRows(join(__dirname, `${split}.jsonl`))
    .filter(isUtterance)
    .map(toUtterance);
}

/** The recognizer blind sets, in the order they were written (their order in the file). */
export function recognizerBlindSets(): RecognizerBlindSet[] {
  const sets = readRows(BLIND_SETS_FILE).flatMap((row) => (row.set === undefined ? [] : [row.set]));
  return [...new Set(sets)] as RecognizerBlindSet[];
}

/** Every speech split, tuned ones first, then the blind sets in the order they were written. */
export const speechSplits = (): CorpusSplit[] => [
  'blind',
  'holdout',
  'dev',
  ...recognizerBlindSets(),
  'recognizer-dev',
];
