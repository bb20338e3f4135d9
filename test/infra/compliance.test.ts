import { Stack, Validations, type App } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { applyCompliancePacks } from '../../lib/compliance';
import { addAppStacks, makeTestApp, makeWebBuild, removeTemporaryDirectories, testEnv } from './synth-stacks';

/**
 * Both stacks as bin/app.ts builds them. Whether they pass cdk-nag's packs is checked by the
 * infra suite's one synthesis (cloud-assembly-setup.ts): a finding that is neither fixed nor
 * acknowledged fails it, and so the whole suite, with cdk-nag's message.
 */
function buildApp(): App {
  const app = makeTestApp();
  addAppStacks(app, makeWebBuild());
  return app;
}

/** Every acknowledgment recorded on the app's constructs: rule id → reason. */
function acknowledgments(root: App): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const construct of root.node.findAll()) {
    for (const entry of construct.node.metadata) {
      if (entry.type !== Validations.ACKNOWLEDGED_RULES_METADATA_KEY) continue;
      for (const [id, reason] of Object.entries(entry.data as Record<string, string>)) {
        const rule = id.replace(/^annotation::/i, '');
        found.set(rule, [...(found.get(rule) ?? []), reason]);
      }
    }
  }
  return found;
}

describe('cdk-nag (AwsSolutions and Serverless packs)', () => {
  afterAll(removeTemporaryDirectories);

  it('acknowledges every finding it does not fix with a reason', () => {
    const acknowledged = acknowledgments(buildApp());
    for (const reasons of acknowledged.values())
      for (const reason of reasons) expect(reason.length).toBeGreaterThan(30);
    expect(acknowledged.get('AwsSolutions-COG1')).toEqual([expect.stringMatching(/6 characters/)]);
    // Fixed rather than acknowledged on our own constructs (CDK's BucketDeployment function aside).
    for (const fixed of ['AwsSolutions-L1', 'Serverless-LambdaTracing', 'AwsSolutions-APIG1', 'AwsSolutions-CFR3']) {
      for (const reason of acknowledged.get(fixed) ?? []) expect(reason).toMatch(/BucketDeployment/);
    }
  });

  it('fails the synthesis on a new finding', () => {
    const app = makeTestApp();
    applyCompliancePacks(app);
    new s3.Bucket(new Stack(app, 'Stack', { env: testEnv }), 'Unlogged', { enforceSSL: true });
    expect(() => app.synth()).toThrow(/AwsSolutions-S1/);
  });
});
