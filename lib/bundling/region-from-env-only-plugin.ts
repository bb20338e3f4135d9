import { standIn } from './stand-in-plugin';

/**
 * Lambda bundles only: an SDK client without a region asks the EC2 instance metadata service
 * for one (1.2 KB of HTTP code). Lambda always sets AWS_REGION, so that lookup never runs; here
 * it answers "no region" at once, as it does when the service is disabled, and the client fails
 * with the SDK's own "Region is missing".
 */
export const regionFromEnvOnly = standIn(
  'region-from-env-only',
  /[\\/]@smithy[\\/]core[\\/]dist-es[\\/]submodules[\\/]config[\\/]config-resolver[\\/]regionConfig[\\/]getInstanceMetadataRegion\.js$/,
  'export const getInstanceMetadataRegion = async () => undefined;',
);
