import { mkdirSync } from 'node:fs';
import * as path from 'node:path';
import { makeWebBuild, synthesizeApp } from './synth-stacks';

/**
 * `node --import tsx test/infra/synthesize-app.ts <folder>`: the infra suite's one synthesis,
 * into <folder>/cdk.out, in a process of its own so that jest's keeps none of the CDK app.
 */
const [folder] = process.argv.slice(2);
if (!folder) throw new Error('Usage: synthesize-app.ts <folder>');
const webBuild = path.join(folder, 'web-build');
mkdirSync(webBuild, { recursive: true });
synthesizeApp(path.join(folder, 'cdk.out'), makeWebBuild(webBuild));
