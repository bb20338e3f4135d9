import { readFileSync } from 'node:fs';
import type { Plugin } from 'esbuild';

const sdkPackageJson = /[\\/]node_modules[\\/]@(aws-sdk|smithy)[\\/][^\\/]+[\\/]package\.json$/;

/**
 * Lambda bundles only: an AWS SDK client imports its whole package.json (2.4 KB for
 * DynamoDB's) to put its version in the user agent, and esbuild inlines a JSON import
 * whole. Here such a package.json is just its name and version, which is all the SDK reads.
 */
export const packageVersionOnly: Plugin = {
  name: 'package-version-only',
  setup(build) {
    build.onLoad({ filter: sdkPackageJson }, (args) => {
      const { name, version } = JSON.parse(readFileSync(args.path, 'utf8')) as { name: string; version: string };
      return { contents: JSON.stringify({ name, version }), loader: 'json' };
    });
  },
};
