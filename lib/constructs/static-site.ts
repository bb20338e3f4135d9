import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { SiteSecurityHeaders } from './site-security-headers';

/** The single-page app's shell, served for every client route (e.g. /saved-lists). */
const appShell = '/index.html';

/**
 * Where the web app is served from: a private bucket read only by CloudFront (origin
 * access control), HTTPS only, with security headers. S3 answers 403 for a missing key
 * when CloudFront cannot list the bucket, so both 403 and 404 fall back to the app shell
 * with 200 and the client router takes over. Price class ALL because the users are in
 * Brazil, and South American edge locations are only in that class.
 */
export class StaticSite extends Construct {
  readonly bucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;
  /** `https://<distribution domain>`, the site's origin (no trailing slash). */
  readonly url: string;

  constructor(scope: Construct, id: string) {
    super(scope, id);

    // Access logs of the distribution and of the site bucket, kept 90 days. CloudFront's
    // standard logs are written with an ACL, so this bucket lets the writer own objects.
    const logs = new s3.Bucket(this, 'AccessLogs', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.OBJECT_WRITER,
      lifecycleRules: [{ expiration: Duration.days(90) }],
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });
    Validations.of(logs).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log bucket; logging its own access would log forever.',
    });

    // Holds only build output, redeployed on every deploy: safe to delete with the stack.
    this.bucket = new s3.Bucket(this, 'Bucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
      serverAccessLogsBucket: logs,
      serverAccessLogsPrefix: 'site-bucket/',
    });

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: 'Lista de Compras por Voz',
      defaultRootObject: 'index.html',
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: 'cloudfront/',
      priceClass: cloudfront.PriceClass.PRICE_CLASS_ALL,
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: new SiteSecurityHeaders(this, 'SecurityHeaders').policy,
        compress: true,
      },
      errorResponses: [403, 404].map((httpStatus) => ({
        httpStatus,
        responseHttpStatus: 200,
        responsePagePath: appShell,
        ttl: Duration.seconds(0),
      })),
    });
    this.url = `https://${this.distribution.distributionDomainName}`;

    const distribution = Validations.of(this.distribution);
    distribution.acknowledge({
      id: 'AwsSolutions-CFR1',
      reason: 'No geo restriction by design: the app is sold in Brazil (BRL) and Europe (EUR).',
    });
    distribution.acknowledge({
      id: 'AwsSolutions-CFR2',
      reason:
        "Static files only, no forms or origin logic behind CloudFront; WAF's fixed monthly cost is out of proportion. The API has stage throttling and per-device limits.",
    });
    distribution.acknowledge({
      id: 'AwsSolutions-CFR4',
      reason:
        'Served on the default *.cloudfront.net certificate, whose TLS policy CloudFront sets; a minimum protocol version needs a custom domain and certificate.',
    });
  }
}
