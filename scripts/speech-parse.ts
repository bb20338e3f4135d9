import { createInterface } from 'node:readline';
import { z } from 'zod';
import { extractSpeech } from '../lambdas/domain/speech/extract-speech';

/**
 * `npm run --silent speech:parse`: reads JSON lines {"transcript","currentItems"} on
 * stdin and prints one JSON line {"add","remove"} per input line from the offline
 * engine, or {"error"} for a line that is not valid input, so one bad line never stops
 * a batch. Blank lines are skipped. Nothing else goes to stdout.
 */
const inputSchema = z.object({
  transcript: z.string(),
  currentItems: z.array(z.string()).default([]),
});

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
  return extractSpeech(input.data.transcript, input.data.currentItems);
}

const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
lines.on('line', (line) => {
  if (line.trim() === '') return;
  process.stdout.write(`${JSON.stringify(answer(line))}\n`);
});
