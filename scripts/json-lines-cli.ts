import { createInterface } from 'node:readline';
import type * as z from 'zod';

/**
 * Runs a JSON-lines filter on stdin: each non-blank line is parsed and checked against
 * `schema`, and one JSON line goes to stdout for it — `handle`'s answer, or {"error"} for
 * a line that is not valid input, so one bad line never stops a batch. Nothing else is
 * written to stdout.
 */
export function runJsonLinesCli<T>(schema: z.ZodType<T>, handle: (input: T) => unknown): void {
  const answer = (line: string): unknown => {
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch {
      return { error: 'invalid JSON' };
    }
    const input = schema.safeParse(json);
    if (!input.success) {
      return {
        error: input.error.issues.map((issue) => `${issue.path.join('.') || 'input'}: ${issue.message}`).join('; '),
      };
    }
    return handle(input.data);
  };

  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  lines.on('line', (line) => {
    if (line.trim() === '') return;
    process.stdout.write(`${JSON.stringify(answer(line))}\n`);
  });
}
