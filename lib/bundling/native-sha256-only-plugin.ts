import { leftOutClass, standIn } from './stand-in-plugin';

/**
 * Lambda bundles only: the SDK hashes with Node's crypto (Sha256Node) and keeps a pure-JS SHA-256
 * (3.3 KB) as the fallback for a runtime without `node:crypto`, which Lambda never is. Here that
 * fallback is a stand-in that fails with a message saying why, should it ever be reached.
 */
export const nativeSha256Only = standIn(
  'native-sha256-only',
  /[\\/]@smithy[\\/]core[\\/]dist-es[\\/]submodules[\\/]checksum[\\/]sha256[\\/]Sha256Js\.js$/,
  leftOutClass('Sha256Js', 'The pure-JS SHA-256', 'native-sha256-only-plugin.ts'),
);
