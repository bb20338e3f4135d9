import { extractSpeech } from '@domain/speech/extract-speech';
import type { AddedItem, SpeechResult } from '@domain/speech/speech-types';
import { foldText } from '@domain/text/fold-text';
import { loadCorpus, type CorpusSplit } from './load-corpus';

/** Figures of one evaluation run, with the utterances the engine got wrong. */
export interface SpeechEvaluation {
  utterances: number;
  exact: number;
  quantities: number;
  quantitiesRight: number;
  failures: Array<{ transcript: string; expected: unknown; got: unknown }>;
}

const addKey = (item: AddedItem): string => `${foldText(item.name)}|${item.quantity}|${item.unit ?? ''}`;
const sorted = (values: string[]): string => [...values].sort().join('\n');

/** Same adds (folded name, quantity, unit; any order) and same removes (any order). */
export function isExact(expected: SpeechResult, got: SpeechResult): boolean {
  return (
    sorted(expected.add.map(addKey)) === sorted(got.add.map(addKey)) && sorted(expected.remove) === sorted(got.remove)
  );
}

/**
 * Runs the offline engine over one corpus split. `exact` counts utterances whose adds
 * and removes are all right; `quantities` counts expected adds the engine also produced
 * (same folded name) and `quantitiesRight` those among them with the right quantity and
 * unit. Targets (design.md): ≥ 95 % exact and ≥ 97 % quantities on the holdout.
 */
export function evaluateSpeech(split: CorpusSplit): SpeechEvaluation {
  const evaluation: SpeechEvaluation = { utterances: 0, exact: 0, quantities: 0, quantitiesRight: 0, failures: [] };
  for (const { transcript, currentItems, expected } of loadCorpus(split)) {
    const got = extractSpeech(transcript, currentItems);
    evaluation.utterances += 1;
    if (isExact(expected, got)) evaluation.exact += 1;
    else evaluation.failures.push({ transcript, expected, got });
    for (const wanted of expected.add) {
      const produced = got.add.find((item) => foldText(item.name) === foldText(wanted.name));
      if (!produced) continue;
      evaluation.quantities += 1;
      if (produced.quantity === wanted.quantity && produced.unit === wanted.unit) evaluation.quantitiesRight += 1;
    }
  }
  return evaluation;
}
