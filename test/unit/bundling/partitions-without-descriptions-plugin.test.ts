import { partitionsWithoutDescriptions } from '../../../lib/bundling/partitions-without-descriptions-plugin';
import { bundleEntry, runBundle } from './bundle-entry';

/** The endpoints a DynamoDB client bundled with or without the plugin resolves, and the bundle's text. */
async function resolvedEndpoints(withPlugin: boolean): Promise<{ endpoints: string[]; bundle: string }> {
  const entry = `
    import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
    const cases = [
      { region: 'sa-east-1' },
      { region: 'eu-west-1', useDualstackEndpoint: true },
      { region: 'us-gov-west-1', useFipsEndpoint: true },
      { region: 'cn-north-1' },
    ];
    Promise.all(cases.map(async (config) => {
      const client = new DynamoDBClient({ ...config, credentials: { accessKeyId: 'x', secretAccessKey: 'y' } });
      const endpoint = await client.config.endpointProvider({
        Region: config.region, UseFIPS: !!config.useFipsEndpoint, UseDualStack: !!config.useDualstackEndpoint,
      });
      return endpoint.url.href;
    })).then((urls) => process.stdout.write(JSON.stringify(urls)));`;
  const bundle = await bundleEntry(entry, withPlugin ? [partitionsWithoutDescriptions] : []);
  const endpoints = JSON.parse(runBundle(bundle)) as string[];
  return { endpoints, bundle };
}

describe('the SDK partition table in a Lambda bundle', () => {
  it('drops the region descriptions and resolves the same endpoints in every partition', async () => {
    const full = await resolvedEndpoints(false);
    const trimmed = await resolvedEndpoints(true);

    expect(full.bundle).toContain('Asia Pacific (Tokyo)');
    expect(trimmed.bundle).not.toContain('Asia Pacific (Tokyo)');
    expect(trimmed.endpoints).toEqual(full.endpoints);
    expect(trimmed.endpoints[0]).toBe('https://dynamodb.sa-east-1.amazonaws.com/');
  });
});
