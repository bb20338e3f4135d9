import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { packageVersionOnly } from '../../../lib/bundling/package-version-only-plugin';
import { bundleEntry, repoRoot, runBundle } from './bundle-entry';
const dynamoDbVersion = (
  JSON.parse(readFileSync(path.join(repoRoot, 'node_modules/@aws-sdk/client-dynamodb/package.json'), 'utf8')) as {
    version: string;
  }
).version;

describe('the package.json of an SDK client in a Lambda bundle', () => {
  it('keeps the version the client puts in its user agent, and nothing else of the file', async () => {
    const entry = `
      import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
      const client = new DynamoDBClient({ region: 'us-east-1' });
      client.config.defaultUserAgentProvider().then((agent) => process.stdout.write(JSON.stringify(agent)));`;
    const bundle = await bundleEntry(entry, [packageVersionOnly]);
    expect(bundle).not.toContain('devDependencies');
    const agent = JSON.parse(runBundle(bundle)) as string[][];
    expect(agent).toContainEqual(['api/DynamoDB', dynamoDbVersion]);
  });
});
