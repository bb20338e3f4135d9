import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { applyCompliancePacks } from '../../lib/compliance';
import { StatefulStack, type StatefulStackProps } from '../../lib/stateful-stack';
import { StatelessStack } from '../../lib/stateless-stack';

/** The region the tests pin, so ARNs, URLs and the CSP are plain strings instead of tokens. */
export const testRegion = 'sa-east-1';
export const testEnv = { account: '123456789012', region: testRegion };

export interface SynthOptions extends Pick<StatefulStackProps, 'emailVerification'> {
  /**
   * Run esbuild for the functions (default true). Tests about the API or the site turn it
   * off: CDK then stands in an empty asset, and the template is otherwise the same.
   */
  readonly bundle?: boolean;
}

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
export function makeWebBuild(): string {
  const dir = makeTemporaryDirectory('web-build-');
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Lista de Compras</title>');
  return dir;
}

/** An app writing to a temporary cdk.out, optionally with bundling skipped for every stack. */
export function makeTestApp(bundle = true): App {
  return new App({
    outdir: makeTemporaryDirectory('cdk-out-'),
    context: bundle ? {} : { 'aws:cdk:bundling-stacks': [] },
  });
}

export interface SynthesizedStacks {
  readonly app: App;
  readonly stateful: StatefulStack;
  readonly stateless: StatelessStack;
  readonly statefulTemplate: Template;
  readonly statelessTemplate: Template;
  /** Where the assembly (templates and asset folders) was written. */
  readonly outdir: string;
}

/** Builds both stacks wired as bin/app.ts wires them, and synthesizes them once. */
export function synthStacks(options: SynthOptions = {}): SynthesizedStacks {
  const app = makeTestApp(options.bundle ?? true);
  const stateful = new StatefulStack(app, 'Stateful', { env: testEnv, emailVerification: options.emailVerification });
  const stateless = new StatelessStack(app, 'Stateless', {
    env: testEnv,
    table: stateful.table,
    userPool: stateful.userPool,
    userPoolClient: stateful.userPoolClient,
    webBuildPath: makeWebBuild(),
  });
  // As bin/app.ts does: a cdk-nag finding fails the synthesis, so every stack test checks it too.
  applyCompliancePacks(app);
  const assembly = app.synth();
  return {
    app,
    stateful,
    stateless,
    statefulTemplate: Template.fromStack(stateful),
    statelessTemplate: Template.fromStack(stateless),
    outdir: assembly.directory,
  };
}

/** Only the stateful stack, for the user pool options that do not touch the rest. */
export function synthStateful(options: SynthOptions = {}): Template {
  const app = makeTestApp(options.bundle ?? true);
  const stack = new StatefulStack(app, 'Stateful', { env: testEnv, emailVerification: options.emailVerification });
  return Template.fromStack(stack);
}
