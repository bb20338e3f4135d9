import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '../../..');

function runCli(stdin: string): string[] {
  const run = spawnSync(join(root, 'node_modules/.bin/tsx'), ['scripts/items-categorize.ts'], {
    cwd: root,
    input: stdin,
    encoding: 'utf8',
  });
  expect(run.status).toBe(0);
  return run.stdout.split('\n').filter((line) => line.length > 0);
}

describe('items:categorize', () => {
  it('prints one JSON line per input line, an error for a bad line, and nothing else', () => {
    const input = ['{"name":"2 kg arroz"}', 'not json', '', '{"nome":"leite"}', '{"name":"Ração para gato"}'];
    const lines = runCli(input.join('\n'));

    expect(lines.map((line) => JSON.parse(line))).toEqual([
      { name: '2 kg arroz', category: 'Mercearia' },
      { error: 'invalid JSON' },
      { error: expect.stringContaining('name') },
      { name: 'Ração para gato', category: 'Pet Shop' },
    ]);
  });
});
