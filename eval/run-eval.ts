import { evaluateCategories } from './categories/evaluate-categories';
import { evaluateSpeech } from './speech/evaluate-speech';
import { speechSplits, type CorpusSplit } from './speech/load-corpus';
import { compareWithRatchet, readRatchet, runCorpus, writeRatchet } from './speech/ratchet';
import type { CategorySplit } from './categories/labelled-names';

/**
 * `npm run eval`: accuracy of the offline engines on the labelled corpus. `blind` was
 * written by someone who never saw the engines or their corpora, and is the honest
 * figure; `holdout` was written before tuning but by the engines' authors; `dev` is tuned
 * on. The `recognizer-*` splits (speech only) hold transcripts shaped like a phone
 * recogniser's, reported as scores only. Each `recognizer-blind*` set is written blind, run
 * once, and only then read and tuned on, so its later figures are second runs; the one-run
 * figure of each is in docs/ai-engines.md. All of them live in `recognizer-blind-sets.jsonl`,
 * each line with its `set`, in the order they were written.
 * Targets: ≥ 95 % utterances, ≥ 97 % quantities and ≥ 95 % categories.
 */
const percent = (part: number, whole: number) => (whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(1)} %`);
const showFailures = process.argv.includes('--failures');

/** The category corpus has the first three splits only. */
const hasCategories = (split: CorpusSplit): split is CategorySplit =>
  split === 'blind' || split === 'holdout' || split === 'dev';

for (const split of speechSplits()) {
  const speech = evaluateSpeech(split);
  if (speech.utterances === 0) {
    console.log(`${split}: no file yet`);
    continue;
  }
  console.log(`${split}:`);
  console.log(
    `  utterances exact (adds and removes): ${percent(speech.exact, speech.utterances)} (${speech.exact}/${speech.utterances})`,
  );
  console.log(
    `  quantities right (quantity and unit): ${percent(speech.quantitiesRight, speech.quantities)} (${speech.quantitiesRight}/${speech.quantities})`,
  );
  const categories = hasCategories(split) ? evaluateCategories(split) : undefined;
  if (categories) {
    console.log(
      `  categories top-1: ${percent(categories.correct, categories.names)} (${categories.correct}/${categories.names})`,
    );
  }
  // The recognizer blind sets are reported as scores only, so nobody tunes on them by accident.
  if (showFailures && !split.startsWith('recognizer-blind')) {
    for (const failure of speech.failures) console.log(`    speech: ${JSON.stringify(failure)}`);
    for (const failure of categories?.failures ?? []) console.log(`    category: ${JSON.stringify(failure)}`);
  }
}
if (!showFailures) console.log('(npm run eval -- --failures lists what went wrong)');

// `--update-ratchet`: lists the utterances that pass now in eval/speech/ratchet.txt. It refuses
// while a listed one fails, unless `--allow-regressions` says the drop is meant (a label fixed).
if (process.argv.includes('--update-ratchet')) {
  const rows = runCorpus();
  const { regressed, improved, gone } = compareWithRatchet(rows, readRatchet());
  if (regressed.length > 0 && !process.argv.includes('--allow-regressions')) {
    console.log(`ratchet NOT updated: ${regressed.length} listed utterance(s) now fail:`);
    for (const { id, utterance } of regressed) console.log(`  ${id} ${JSON.stringify(utterance.transcript)}`);
    console.log('(fix them, or add --allow-regressions when the drop is meant)');
    process.exitCode = 1;
  } else {
    writeRatchet(rows);
    console.log(
      `ratchet updated: ${rows.filter((row) => row.exact).length}/${rows.length} utterances pass (+${improved.length} new, -${regressed.length} dropped, ${gone.length} no longer in the corpus)`,
    );
  }
}
