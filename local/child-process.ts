import type { ChildProcess } from 'node:child_process';

/** Stops a child and waits for it to exit (SIGTERM, then SIGKILL after a grace period). */
export async function stopChild(child: ChildProcess, graceMs = 5_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** Keeps the last lines a child printed, to show them if it fails to start. */
export function captureOutput(child: ChildProcess, maxLines = 40): () => string {
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - maxLines));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => lines.join('\n');
}
