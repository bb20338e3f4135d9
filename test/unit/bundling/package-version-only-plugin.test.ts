import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { build } from 'esbuild';
import { packageVersionOnly } from '../../../lib/bundling/package-version-only-plugin';

const repoRoot = path.join(__dirname, '..', '..', '..');
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
    const result = await build({
      stdin: { contents: entry, resolveDir: repoRoot, loader: 'js' },
      bundle: true,
      platform: 'node',
      format: 'cjs',
      mainFields: ['module', 'main'],
      write: false,
      logLevel: 'silent',
      plugins: [packageVersionOnly],
    });
    const bundle = result.outputFiles[0]!.text;
    expect(bundle).not.toContain('devDependencies');
    const agent = JSON.parse(execFileSync(process.execPath, ['-'], { input: bundle, encoding: 'utf8' })) as string[][];
    expect(agent).toContainEqual(['api/DynamoDB', dynamoDbVersion]);
  });
});
