import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { applyCompliancePacks } from '../../lib/compliance';
import { StatefulStack, type StatefulStackProps } from '../../lib/stateful-stack';
import { StatelessStack } from '../../lib/stateless-stack';
import { sharedAssemblyVariable } from './cloud-assembly-setup';
import { findServerFunction } from './template-queries';

/** The region the tests pin, so ARNs, URLs and the CSP are plain strings instead of tokens. */
export const testRegion = 'sa-east-1';
export const testEnv = { account: '123456789012', region: testRegion };

const temporaryDirectories: string[] = [];

function makeTemporaryDirectory(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  temporaryDirectories.push(dir);
  return dir;
}

/** Removes the web builds and cloud assemblies this test file made; call it in afterAll. */
export function removeTemporaryDirectories(): void {
  for (const dir of temporaryDirectories.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** A throwaway web build: just the app shell, so tests need no `npm run build:web`. */
export function makeWebBuild(dir = makeTemporaryDirectory('web-build-')): string {
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Lista de Compras</title>');
  return dir;
}

/** An app writing to a temporary cdk.out, with bundling skipped for every stack (CDK then stands in an empty asset). */
export function makeTestApp(): App {
  return new App({ outdir: makeTemporaryDirectory('cdk-out-'), context: { 'aws:cdk:bundling-stacks': [] } });
}

/** Both stacks wired as bin/app.ts wires them, in the pinned test environment. */
export function addAppStacks(app: App, webBuildPath: string): void {
  const stateful = new StatefulStack(app, 'Stateful', { env: testEnv });
  new StatelessStack(app, 'Stateless', {
    env: testEnv,
    table: stateful.table,
    userPool: stateful.userPool,
    userPoolClient: stateful.userPoolClient,
    webBuildPath,
  });
}

/**
 * Synthesizes both stacks into `outdir`, the functions bundled by CDK's NodejsFunction as for
 * a deployment. As bin/app.ts does, a cdk-nag finding fails the synthesis. Run once per jest
 * run (cloud-assembly-setup.ts).
 */
export function synthesizeApp(outdir: string, webBuildPath: string): void {
  const app = new App({ outdir });
  addAppStacks(app, webBuildPath);
  applyCompliancePacks(app);
  app.synth();
}

export interface SharedAssembly {
  readonly statefulTemplate: Template;
  readonly statelessTemplate: Template;
  /** Where the assembly (templates and asset folders) was written. */
  readonly outdir: string;
}

/** The templates of the app synthesized once for the whole infra suite (synthesizeApp). */
export function sharedAssembly(): SharedAssembly {
  const outdir = process.env[sharedAssemblyVariable];
  if (!outdir)
    throw new Error(`${sharedAssemblyVariable} is not set: run the infra tests through jest's "infra" project.`);
  const template = (stack: string) =>
    Template.fromJSON(JSON.parse(readFileSync(path.join(outdir, `${stack}.template.json`), 'utf8')));
  return { statefulTemplate: template('Stateful'), statelessTemplate: template('Stateless'), outdir };
}

/** The template holding a server function: the Cognito trigger lives with the user pool. */
export function templateHolding(assembly: SharedAssembly, name: string): Template {
  return findServerFunction(assembly.statefulTemplate, name) ? assembly.statefulTemplate : assembly.statelessTemplate;
}

/** The index.js CDK bundled for a server function: what its deployment uploads. */
export function deployedBundle(assembly: SharedAssembly, name: string): string {
  const found = findServerFunction(templateHolding(assembly, name), name);
  if (!found) throw new Error(`No Lambda for server function "${name}"`);
  const objectKey: string = found[1].Properties.Code.S3Key;
  return path.join(assembly.outdir, `asset.${objectKey.replace(/\.zip$/, '')}`, 'index.js');
}

/** Only the stateful stack, for the user pool options that do not touch the rest. */
export function synthStateful(options: Pick<StatefulStackProps, 'emailVerification'> = {}): Template {
  const stack = new StatefulStack(makeTestApp(), 'Stateful', {
    env: testEnv,
    emailVerification: options.emailVerification,
  });
  return Template.fromStack(stack);
}
