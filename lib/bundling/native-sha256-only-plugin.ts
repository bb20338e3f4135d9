import type { Plugin } from 'esbuild';

const pureJsSha256 = /[\\/]@smithy[\\/]core[\\/]dist-es[\\/]submodules[\\/]checksum[\\/]sha256[\\/]Sha256Js\.js$/;

/**
 * Lambda bundles only: the SDK hashes with Node's crypto (Sha256Node) and keeps a pure-JS SHA-256
 * (3.3 KB) as the fallback for a runtime without `node:crypto`, which Lambda never is. Here that
 * fallback is a stand-in that fails with a message saying why, should it ever be reached.
 */
export const nativeSha256Only: Plugin = {
  name: 'native-sha256-only',
  setup(build) {
    build.onLoad({ filter: pureJsSha256 }, () => ({
      contents: `export class Sha256Js {
        constructor() {
          throw new Error('The pure-JS SHA-256 is left out of the Lambda bundles (lib/bundling/native-sha256-only-plugin.ts).');
        }
      }`,
      loader: 'js',
    }));
  },
};
