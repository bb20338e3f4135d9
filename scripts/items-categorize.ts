import { createInterface } from 'node:readline';
import { z } from 'zod';
import { categoriseItem } from '../lambdas/domain/categories/categorise-item';

/**
 * `npm run --silent items:categorize`: reads JSON lines {"name"} on stdin and prints one
 * JSON line {"name","category"} per input line from the offline categoriser, or {"error"}
 * for a line that is not valid input, so one bad line never stops a batch. Blank lines
 * are skipped. Nothing else goes to stdout.
 */
const inputSchema = z.object({ name: z.string() });

function answer(line: string): unknown {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    return { error: 'invalid JSON' };
  }
  const input = inputSchema.safeParse(json);
  if (!input.success) {
    return { error: input.error.issues.map((issue) => `${issue.path.join('.') || 'input'}: ${issue.message}`).join('; ') };
  }
  return { name: input.data.name, category: categoriseItem(input.data.name).category };
}

const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
lines.on('line', (line) => {
  if (line.trim() === '') return;
  process.stdout.write(`${JSON.stringify(answer(line))}\n`);
});
