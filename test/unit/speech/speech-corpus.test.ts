import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { evaluateSpeech } from '../../../eval/speech/evaluate-speech';
import { compareWithRatchet, readRatchet, runCorpus, UPDATE_COMMAND } from '../../../eval/speech/ratchet';

/**
 * The ratchet (eval/speech/ratchet.ts): every utterance listed in eval/speech/ratchet.txt
 * must stay exactly right, so no change can silently break one; one that starts passing
 * must be listed, so the ratchet guards it from then on.
 */
describe('speech corpus ratchet', () => {
  const rows = runCorpus();
  const { regressed, improved, gone } = compareWithRatchet(rows, readRatchet());
  const show = (list: typeof rows) =>
    list.map(
      ({ id, utterance }) => `${id} ${JSON.stringify(utterance.transcript)} ${JSON.stringify(utterance.currentItems)}`,
    );

  it('keeps every utterance the ratchet lists exactly right', () => {
    if (regressed.length > 0) {
      console.error(
        `${regressed.length} utterance(s) the ratchet lists now fail (npm run eval -- --failures shows what the engine says).\n` +
          `Fix the engine; if a label was wrong, fix it and run: ${UPDATE_COMMAND} --allow-regressions`,
      );
    }
    expect(show(regressed)).toEqual([]);
  });

  it('lists every utterance that passes now, and only corpus utterances', () => {
    if (improved.length > 0 || gone.length > 0) {
      console.error(
        `The ratchet is behind the engine or the corpus: run ${UPDATE_COMMAND} and commit eval/speech/ratchet.txt`,
      );
    }
    expect(show(improved)).toEqual([]);
    expect(gone).toEqual([]);
  });

  it('has at least 400 labelled utterances in dev and holdout', () => {
    expect(evaluateSpeech('dev').utterances + evaluateSpeech('holdout').utterances).toBeGreaterThanOrEqual(400);
  });
});
describe('speech:parse CLI', () => {
  it('prints one JSON line per input line, with an error line for bad input', () => {
    const root = join(__dirname, '../../..');
    const input = [
      '{"transcript":"tira a banana e coloca meia dúzia de ovos","currentItems":["Bananas"]}',
      'oops',
      '{"transcript":"bom dia"}',
    ].join('\n');
    const output = execFileSync(join(root, 'node_modules/.bin/tsx'), ['scripts/speech-parse.ts'], {
      cwd: root,
      input,
      encoding: 'utf8',
    });

    expect(
      output
        .trimEnd()
        .split('\n')
        .map((line) => JSON.parse(line)),
    ).toEqual([
      { add: [{ name: 'Ovos', quantity: 6, unit: null }], remove: ['Bananas'] },
      { error: 'invalid JSON' },
      { add: [], remove: [] },
    ]);
  });
});
