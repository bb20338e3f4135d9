import { regionFromEnvOnly } from '../../../lib/bundling/region-from-env-only-plugin';
import { bundleEntry, runBundle } from './bundle-entry';

describe('The region in a Lambda bundle', () => {
  // How an SDK client finds its region when none is configured.
  const entry = `
    import { loadConfig, NODE_REGION_CONFIG_OPTIONS } from '@smithy/core/config';
    loadConfig(NODE_REGION_CONFIG_OPTIONS)().then(
      (region) => process.stdout.write(region),
      (error) => process.stdout.write(error.message),
    );`;

  it('reads AWS_REGION, as Lambda sets it', async () => {
    const bundle = await bundleEntry(entry, [regionFromEnvOnly]);

    expect(bundle).not.toContain('/latest/meta-data/placement/region');
    expect(runBundle(bundle, { AWS_REGION: 'sa-east-1' })).toBe('sa-east-1');
  });

  it("fails with the SDK's own message when no region is set", async () => {
    const bundle = await bundleEntry(entry, [regionFromEnvOnly]);

    expect(
      runBundle(bundle, {
        AWS_REGION: undefined,
        AWS_CONFIG_FILE: '/nonexistent',
        AWS_SHARED_CREDENTIALS_FILE: '/nonexistent',
      }),
    ).toContain('Region is missing');
  });
});
