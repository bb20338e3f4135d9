import { readFileSync } from 'node:fs';
import type { Plugin } from 'esbuild';

const partitionsModule =
  /[\\/]@aws-sdk[\\/]core[\\/]dist-es[\\/].*[\\/]util-endpoints[\\/]lib[\\/]aws[\\/]partitions\.js$/;

interface PartitionsInfo {
  partitions: Array<{ regions: Record<string, Record<string, unknown>> }>;
}

/**
 * Lambda bundles only: the SDK's partition table names every region in words ("Asia Pacific
 * (Tokyo)"), 1.9 KB that no endpoint rule reads (they read the partition's name, DNS suffixes and
 * FIPS and dual-stack support). Here each region keeps every field but its description.
 */
export const partitionsWithoutDescriptions: Plugin = {
  name: 'partitions-without-descriptions',
  setup(build) {
    build.onLoad({ filter: partitionsModule }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      const json = source.replace(/^export const partitionsInfo = /, '').replace(/;\s*$/, '');
      const info = JSON.parse(json) as PartitionsInfo;
      for (const partition of info.partitions) {
        for (const region of Object.values(partition.regions)) delete region.description;
      }
      return { contents: `export const partitionsInfo = ${JSON.stringify(info)};`, loader: 'js' };
    });
  },
};
