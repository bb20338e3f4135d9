import { createHmac } from 'node:crypto';
import { nativeSha256Only } from '../../../lib/bundling/native-sha256-only-plugin';
import { bundleEntry, runBundle } from './bundle-entry';

describe('SHA-256 in a Lambda bundle', () => {
  it('hashes and signs with Node crypto, without the pure-JS fallback', async () => {
    // The hash the SDK signs requests with (DynamoDB's and Bedrock's `sha256`), as an HMAC.
    const entry = `
      import { Sha256 } from '@smithy/core/checksum';
      const hash = new Sha256('key');
      hash.update('grocery list');
      hash.digest().then((digest) => process.stdout.write(Buffer.from(digest).toString('hex')));`;
    const bundle = await bundleEntry(entry, [nativeSha256Only]);

    // 1116352408 (0x428a2f98) is SHA-256's first round constant: only the pure-JS version carries it.
    expect(bundle).not.toContain('1116352408');
    const hex = runBundle(bundle);
    expect(hex).toBe(createHmac('sha256', 'key').update('grocery list').digest('hex'));
  });
});
