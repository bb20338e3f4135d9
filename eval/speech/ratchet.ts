import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractSpeech } from '@domain/speech/extract-speech';
import { isExact } from './evaluate-speech';
import { loadCorpus, speechSplits, type CorpusSplit, type LabelledUtterance } from './load-corpus';

/**
 * The ratchet: `ratchet.txt` lists the id of every corpus utterance the offline engine gets
 * exactly right. The unit test fails when one of them goes wrong, or when one more goes
 * right without being listed; `npm run eval -- --update-ratchet` rewrites the file.
 */
export const RATCHET_FILE = join(__dirname, 'ratchet.txt');
export const UPDATE_COMMAND = 'npm run eval -- --update-ratchet';

/**
 * A stable id: the split, and a hash of the transcript and the list it was said to (no
 * split repeats one), so reordering or adding lines changes no other utterance's id.
 */
export function utteranceId(split: CorpusSplit, { transcript, currentItems }: LabelledUtterance): string {
  const hash = createHash('sha256')
    .update(`${transcript}\u0000${currentItems.join('\u0001')}`)
    .digest('hex');
  return `${split}:${hash.slice(0, 10)}`;
}

/** One corpus utterance with its id and whether the engine now gets it right. */
export interface RatchetRow {
  id: string;
  utterance: LabelledUtterance;
  exact: boolean;
}

/** Runs the engine over every split. */
export function runCorpus(): RatchetRow[] {
  return speechSplits().flatMap((split) =>
    loadCorpus(split).map((utterance) => ({
      id: utteranceId(split, utterance),
      utterance,
      exact: isExact(utterance.expected, extractSpeech(utterance.transcript, utterance.currentItems)),
    })),
  );
}

/** The ids the ratchet file lists (blank lines and `#` notes skipped). */
export function readRatchet(): Set<string> {
  if (!existsSync(RATCHET_FILE)) return new Set();
  return new Set(
    readFileSync(RATCHET_FILE, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
}

/** What changed against the ratchet file: ids it lists that now fail, and new passes. */
export function compareWithRatchet(rows: RatchetRow[], listed: Set<string>) {
  const ids = new Set(rows.map((row) => row.id));
  return {
    regressed: rows.filter((row) => !row.exact && listed.has(row.id)),
    improved: rows.filter((row) => row.exact && !listed.has(row.id)),
    gone: [...listed].filter((id) => !ids.has(id)),
  };
}

/** Rewrites the ratchet file with the ids of the utterances that pass now, in corpus order. */
export function writeRatchet(rows: RatchetRow[]): void {
  const header = `# Speech corpus utterances the offline engine gets exactly right (eval/speech/ratchet.ts). Rewrite with: ${UPDATE_COMMAND}`;
  writeFileSync(RATCHET_FILE, [header, ...rows.filter((row) => row.exact).map((row) => row.id)].join('\n') + '\n');
}
