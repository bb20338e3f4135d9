/**
 * The JSON log lines a test's code writes: Powertools' logger writes INFO and DEBUG to
 * stdout and WARN and ERROR to stderr (CloudWatch Logs receives both).
 */
export function captureLogLines(): unknown[] {
  const lines: unknown[] = [];
  const record = (chunk: string | Uint8Array) => lines.push(JSON.parse(String(chunk))) > 0;
  jest.spyOn(process.stdout, 'write').mockImplementation(record);
  jest.spyOn(process.stderr, 'write').mockImplementation(record);
  return lines;
}
