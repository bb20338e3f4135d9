import { evaluateCategories } from './categories/evaluate-categories';
import { evaluateSpeech } from './speech/evaluate-speech';

/**
 * `npm run eval`: accuracy of the offline engines on the labelled corpus. `blind` was
 * written by someone who never saw the engines or their corpora, and is the honest
 * figure; `holdout` was written before tuning but by the engines' authors; `dev` is tuned
 * on. The `recognizer-*` splits (speech only) hold transcripts shaped like a phone
 * recogniser's, reported as scores only. Each `recognizer-blind*` set is written blind, run
 * once, and only then read and tuned on, so its later figures are second runs; the one-run
 * figure of each is in docs/ai-engines.md. `recognizer-blind-44` to `-55` (written blind
 * during the twenty-sixth and twenty-seventh rounds) are the latest.
 * Targets: ≥ 95 % utterances, ≥ 97 % quantities and ≥ 95 % categories.
 */
const percent = (part: number, whole: number) => (whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(1)} %`);
const showFailures = process.argv.includes('--failures');

const splits = [
  { split: 'blind', categories: true },
  { split: 'holdout', categories: true },
  { split: 'dev', categories: true },
  { split: 'recognizer-blind', categories: false },
  { split: 'recognizer-blind-2', categories: false },
  { split: 'recognizer-blind-3', categories: false },
  { split: 'recognizer-blind-4', categories: false },
  { split: 'recognizer-blind-5', categories: false },
  { split: 'recognizer-blind-6', categories: false },
  { split: 'recognizer-blind-7', categories: false },
  { split: 'recognizer-blind-8', categories: false },
  { split: 'recognizer-blind-9', categories: false },
  { split: 'recognizer-blind-10', categories: false },
  { split: 'recognizer-blind-11', categories: false },
  { split: 'recognizer-blind-12', categories: false },
  { split: 'recognizer-blind-13', categories: false },
  { split: 'recognizer-blind-14', categories: false },
  { split: 'recognizer-blind-15', categories: false },
  { split: 'recognizer-blind-16', categories: false },
  { split: 'recognizer-blind-17', categories: false },
  { split: 'recognizer-blind-18', categories: false },
  { split: 'recognizer-blind-19', categories: false },
  { split: 'recognizer-blind-20', categories: false },
  { split: 'recognizer-blind-21', categories: false },
  { split: 'recognizer-blind-22', categories: false },
  { split: 'recognizer-blind-23', categories: false },
  { split: 'recognizer-blind-24', categories: false },
  { split: 'recognizer-blind-25', categories: false },
  { split: 'recognizer-blind-26', categories: false },
  { split: 'recognizer-blind-27', categories: false },
  { split: 'recognizer-blind-28', categories: false },
  { split: 'recognizer-blind-29', categories: false },
  { split: 'recognizer-blind-30', categories: false },
  { split: 'recognizer-blind-31', categories: false },
  { split: 'recognizer-blind-32', categories: false },
  { split: 'recognizer-blind-33', categories: false },
  { split: 'recognizer-blind-34', categories: false },
  { split: 'recognizer-blind-35', categories: false },
  { split: 'recognizer-blind-36', categories: false },
  { split: 'recognizer-blind-37', categories: false },
  { split: 'recognizer-blind-38', categories: false },
  { split: 'recognizer-blind-39', categories: false },
  { split: 'recognizer-blind-40', categories: false },
  { split: 'recognizer-blind-41', categories: false },
  { split: 'recognizer-blind-42', categories: false },
  { split: 'recognizer-blind-43', categories: false },
  { split: 'recognizer-blind-44', categories: false },
  { split: 'recognizer-blind-45', categories: false },
  { split: 'recognizer-blind-46', categories: false },
  { split: 'recognizer-blind-47', categories: false },
  { split: 'recognizer-blind-48', categories: false },
  { split: 'recognizer-blind-49', categories: false },
  { split: 'recognizer-blind-50', categories: false },
  { split: 'recognizer-blind-51', categories: false },
  { split: 'recognizer-blind-52', categories: false },
  { split: 'recognizer-blind-53', categories: false },
  { split: 'recognizer-blind-54', categories: false },
  { split: 'recognizer-blind-55', categories: false },
  { split: 'recognizer-dev', categories: false },
] as const;

for (const { split, categories: withCategories } of splits) {
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
  const categories = withCategories ? evaluateCategories(split) : undefined;
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
