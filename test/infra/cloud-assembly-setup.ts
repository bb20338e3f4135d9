import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { makeWebBuild, sharedAssemblyVariable, synthesizeApp } from './synth-stacks';

/**
 * Jest globalSetup for the infra suite: synthesizes the app once, with CDK bundling every
 * server function as a deployment does, into a temporary folder whose path reaches the test
 * files through INFRA_CLOUD_ASSEMBLY (they read its templates and bundles).
 */
export default function cloudAssemblySetup(): void {
  const root = mkdtempSync(path.join(tmpdir(), 'infra-assembly-'));
  const webBuild = path.join(root, 'web-build');
  mkdirSync(webBuild);
  const outdir = path.join(root, 'cdk.out');
  synthesizeApp(outdir, makeWebBuild(webBuild));
  process.env[sharedAssemblyVariable] = outdir;
}
