import { rmSync } from 'node:fs';
import * as path from 'node:path';
import { sharedAssemblyVariable } from './cloud-assembly-setup';

/** Jest globalTeardown for the infra suite: deletes what cloud-assembly-setup.ts wrote. */
export default function cloudAssemblyTeardown(): void {
  const outdir = process.env[sharedAssemblyVariable];
  if (outdir) rmSync(path.dirname(outdir), { recursive: true, force: true });
}
