import { existsSync } from 'node:fs';
import * as path from 'node:path';

/** The web app's build output, written by `npm run build:web` (Vite). */
export const defaultWebBuildPath = path.join(__dirname, '..', 'web', 'dist');

/**
 * Fails synth early, with what to do, when the web build is missing: otherwise CDK would
 * stop later with a bare "cannot find asset" error, or deploy a site without its app.
 */
export function assertWebBuild(webBuildPath: string): void {
  if (!existsSync(path.join(webBuildPath, 'index.html'))) {
    throw new Error(
      `Web build not found: ${path.join(webBuildPath, 'index.html')} is missing. ` +
        'Run `npm run build:web` first (`npm run synth` does it for you).',
    );
  }
}
