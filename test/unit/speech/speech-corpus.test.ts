import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { evaluateSpeech } from '../../../eval/speech/evaluate-speech';

describe('speech corpus', () => {
  it('meets the quality bars on the holdout it was never tuned on', () => {
    const holdout = evaluateSpeech('holdout');
    expect(holdout.utterances).toBeGreaterThanOrEqual(120);
    expect(holdout.exact / holdout.utterances).toBeGreaterThanOrEqual(0.95);
    expect(holdout.quantitiesRight / holdout.quantities).toBeGreaterThanOrEqual(0.97);
  });

  it('keeps recogniser-shaped transcripts (no separators, corrections, list references) right', () => {
    const recognizer = evaluateSpeech('recognizer-dev');
    expect(recognizer.utterances).toBeGreaterThanOrEqual(150);
    expect(recognizer.exact / recognizer.utterances).toBeGreaterThanOrEqual(0.95);
  });

  it('has at least 400 labelled utterances in all', () => {
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
