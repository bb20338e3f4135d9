import { Duration, Stack } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { acknowledgeAllFindings } from '../compliance';
import type { WebConfig } from '../web-config';

/** Vite's folder of content-hashed files (its `build.assetsDir` default). */
const hashedAssets = 'assets/*';

export interface SiteDeploymentProps {
  /** The web build folder (web/dist), with index.html at its root. */
  readonly webBuildPath: string;
  readonly bucket: IBucket;
  readonly distribution: IDistribution;
  /** Written as /config.json so one web build runs against any stack. */
  readonly webConfig: WebConfig;
}

/**
 * Publishes the web build and its /config.json in two passes with different caching:
 * content-hashed files under assets/ are immutable for a year; everything else (index.html,
 * sw.js, the manifest, config.json) is `no-cache`, so browsers revalidate and a deploy is
 * seen at once. Hashed files are never pruned, so clients still running the previous
 * version can load its chunks; the shell goes up after them and then CloudFront is
 * invalidated.
 */
export class SiteDeployment extends Construct {
  constructor(scope: Construct, id: string, props: SiteDeploymentProps) {
    super(scope, id);
    const build = s3deploy.Source.asset(props.webBuildPath);

    const assets = new s3deploy.BucketDeployment(this, 'HashedAssets', {
      sources: [build],
      destinationBucket: props.bucket,
      exclude: ['*'],
      include: [hashedAssets],
      prune: false,
      cacheControl: [
        s3deploy.CacheControl.setPublic(),
        s3deploy.CacheControl.maxAge(Duration.days(365)),
        s3deploy.CacheControl.immutable(),
      ],
      memoryLimit: 512,
    });

    const shell = new s3deploy.BucketDeployment(this, 'AppShell', {
      sources: [build, s3deploy.Source.jsonData('config.json', props.webConfig)],
      destinationBucket: props.bucket,
      // Excluded files are also left alone by pruning, so the pass above is kept.
      exclude: [hashedAssets],
      cacheControl: [s3deploy.CacheControl.noCache()],
      distribution: props.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
    shell.node.addDependency(assets);

    // Both passes share CDK's BucketDeployment function, one per stack (its runtime,
    // role and policies are CDK's own; it runs only during deploys).
    for (const provider of Stack.of(this).node.children.filter((child) =>
      child.node.id.startsWith('Custom::CDKBucketDeployment'),
    )) {
      acknowledgeAllFindings(
        provider,
        "CDK's BucketDeployment custom resource: CDK sets its runtime, role and policies, and it runs only while deploying the site.",
      );
    }
  }
}
