import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';

/** Names the folder of the cloud assembly synthesized below; synth-stacks.ts reads it. */
export const sharedAssemblyVariable = 'INFRA_CLOUD_ASSEMBLY';

/**
 * Jest globalSetup for the infra suite: synthesizes the app once (synthesize-app.ts), with CDK
 * bundling every server function as a deployment does, into a temporary folder whose path
 * reaches the test files through INFRA_CLOUD_ASSEMBLY; they read its templates and bundles.
 */
export default function cloudAssemblySetup(): void {
  const folder = mkdtempSync(path.join(tmpdir(), 'infra-assembly-'));
  execFileSync(process.execPath, ['--import', 'tsx', 'test/infra/synthesize-app.ts', folder], {
    cwd: path.join(__dirname, '..', '..'),
    stdio: 'inherit',
  });
  process.env[sharedAssemblyVariable] = path.join(folder, 'cdk.out');
}
