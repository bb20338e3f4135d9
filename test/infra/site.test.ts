import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { App } from 'aws-cdk-lib';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import type { WebConfig } from '../../lib/web-config';
import { addAppStacks, sharedAssembly, testRegion, type SharedAssembly } from './synth-stacks';
import { onlyHttpApiResource, onlyResource, resourcesOf, type CfnResource } from './template-queries';

describe('site', () => {
  let stacks: SharedAssembly;
  let template: Template;

  beforeAll(() => {
    stacks = sharedAssembly();
    template = stacks.statelessTemplate;
  });

  function securityHeaders(): Record<string, any> {
    return onlyResource(template, 'AWS::CloudFront::ResponseHeadersPolicy')[1].Properties.ResponseHeadersPolicyConfig
      .SecurityHeadersConfig;
  }

  /** A resource whose logical id starts with `prefix`, the only one. */
  function resourceStartingWith(type: string, prefix: string): [string, CfnResource] {
    const found = Object.entries(resourcesOf(template, type)).filter(([id]) => id.startsWith(prefix));
    if (found.length !== 1) throw new Error(`Expected one ${type} named ${prefix}*, found ${found.length}`);
    return found[0]!;
  }

  function deployments(): CfnResource[] {
    return Object.values(resourcesOf(template, 'Custom::CDKBucketDeployment'));
  }

  describe('bucket', () => {
    it('blocks all public access, is encrypted and is not a website', () => {
      const [, bucket] = resourceStartingWith('AWS::S3::Bucket', 'SiteBucket');
      expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(
        bucket.Properties.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault,
      ).toEqual({ SSEAlgorithm: 'AES256' });
      expect(bucket.Properties.WebsiteConfiguration).toBeUndefined();
    });

    it('refuses plain HTTP and is readable only by the CloudFront distribution', () => {
      const [bucketId] = resourceStartingWith('AWS::S3::Bucket', 'SiteBucket');
      const [, policy] = resourceStartingWith('AWS::S3::BucketPolicy', 'SiteBucketPolicy');
      const statements: any[] = policy.Properties.PolicyDocument.Statement;
      expect(statements).toContainEqual(
        expect.objectContaining({
          Effect: 'Deny',
          Condition: { Bool: { 'aws:SecureTransport': 'false' } },
        }),
      );
      const reads = statements.filter((s) => s.Effect === 'Allow' && [s.Action].flat().includes('s3:GetObject'));
      expect(reads).toHaveLength(1);
      expect(reads[0].Principal).toEqual({ Service: 'cloudfront.amazonaws.com' });
      expect(JSON.stringify(reads[0].Condition)).toContain('AWS:SourceArn');
      expect(JSON.stringify(reads[0].Resource)).toContain(bucketId);
    });
  });

  it('logs CloudFront and bucket access to a private log bucket that keeps 90 days', () => {
    const [logsId, logs] = resourceStartingWith('AWS::S3::Bucket', 'SiteAccessLogs');
    expect(logs.Properties.LifecycleConfiguration.Rules).toEqual([
      expect.objectContaining({ ExpirationInDays: 90, Status: 'Enabled' }),
    ]);
    expect(logs.Properties.PublicAccessBlockConfiguration.BlockPublicPolicy).toBe(true);
    const [, site] = resourceStartingWith('AWS::S3::Bucket', 'SiteBucket');
    expect(site.Properties.LoggingConfiguration).toEqual({
      DestinationBucketName: { Ref: logsId },
      LogFilePrefix: 'site-bucket/',
    });
    const [, distribution] = onlyResource(template, 'AWS::CloudFront::Distribution');
    expect(distribution.Properties.DistributionConfig.Logging).toEqual({
      Bucket: { 'Fn::GetAtt': [logsId, 'RegionalDomainName'] },
      Prefix: 'cloudfront/',
    });
  });

  describe('distribution', () => {
    it('serves the bucket through origin access control over HTTPS only, with index.html at /', () => {
      template.hasResourceProperties('AWS::CloudFront::Distribution', {
        DistributionConfig: Match.objectLike({
          DefaultRootObject: 'index.html',
          DefaultCacheBehavior: Match.objectLike({ ViewerProtocolPolicy: 'redirect-to-https', Compress: true }),
          Origins: [Match.objectLike({ OriginAccessControlId: Match.anyValue() })],
        }),
      });
      template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
        OriginAccessControlConfig: Match.objectLike({ OriginAccessControlOriginType: 's3', SigningBehavior: 'always' }),
      });
    });

    it('answers unknown paths (403 and 404 from S3) with the app shell and 200, for client routes', () => {
      const [, distribution] = onlyResource(template, 'AWS::CloudFront::Distribution');
      const fallbacks = distribution.Properties.DistributionConfig.CustomErrorResponses;
      for (const errorCode of [403, 404]) {
        expect(fallbacks).toContainEqual(
          expect.objectContaining({ ErrorCode: errorCode, ResponseCode: 200, ResponsePagePath: '/index.html' }),
        );
      }
    });

    it('adds the security headers to every response', () => {
      const [policyId] = onlyResource(template, 'AWS::CloudFront::ResponseHeadersPolicy');
      template.hasResourceProperties('AWS::CloudFront::Distribution', {
        DistributionConfig: Match.objectLike({
          DefaultCacheBehavior: Match.objectLike({ ResponseHeadersPolicyId: { Ref: policyId } }),
        }),
      });
    });
  });

  describe('security headers', () => {
    it('sends HSTS for at least a year, with subdomains and preload', () => {
      const hsts = securityHeaders().StrictTransportSecurity;
      expect(hsts).toMatchObject({ IncludeSubdomains: true, Preload: true, Override: true });
      expect(hsts.AccessControlMaxAgeSec).toBeGreaterThanOrEqual(31536000);
    });

    it('forbids MIME sniffing and framing, and limits the referrer', () => {
      const headers = securityHeaders();
      expect(headers.ContentTypeOptions).toEqual({ Override: true });
      expect(headers.FrameOptions).toEqual({ FrameOption: 'DENY', Override: true });
      expect(headers.ReferrerPolicy.ReferrerPolicy).toBe('strict-origin-when-cross-origin');
    });

    it('has a CSP that lets the app reach only itself, the regional API and Cognito', () => {
      const csp: string = securityHeaders().ContentSecurityPolicy.ContentSecurityPolicy;
      const directives = Object.fromEntries(
        csp.split(';').map((directive) => {
          const [name, ...sources] = directive.trim().split(/\s+/);
          return [name, sources];
        }),
      );
      expect(directives['default-src']).toEqual(["'self'"]);
      expect(directives['connect-src']).toEqual([
        "'self'",
        `https://*.execute-api.${testRegion}.amazonaws.com`,
        `wss://*.execute-api.${testRegion}.amazonaws.com`,
        `https://cognito-idp.${testRegion}.amazonaws.com`,
      ]);
      // index.html's inline scripts (the theme and pre-rendered screen before the first paint, the
      // shown screen's chunk preload), each allowed by its hash alone.
      const html = readFileSync(path.join(__dirname, '../../web/index.html'), 'utf8');
      const inlineScripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => body!);
      expect(inlineScripts).toHaveLength(2);
      const hashes = inlineScripts.map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
      expect(directives['script-src']).toEqual(["'self'", ...hashes]);
      expect(directives['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
      expect(directives['img-src']).toEqual(["'self'", 'data:']);
      expect(directives['manifest-src']).toEqual(["'self'"]);
      expect(directives['worker-src']).toEqual(["'self'"]);
      expect(directives['frame-ancestors']).toEqual(["'none'"]);
    });

    it('lets only the site use the microphone', () => {
      const [, policy] = onlyResource(template, 'AWS::CloudFront::ResponseHeadersPolicy');
      expect(policy.Properties.ResponseHeadersPolicyConfig.CustomHeadersConfig.Items).toContainEqual(
        expect.objectContaining({ Header: 'Permissions-Policy', Value: expect.stringContaining('microphone=(self)') }),
      );
    });
  });

  describe('deployment', () => {
    it('publishes hashed assets as immutable, without pruning older ones', () => {
      const hashed = deployments().filter((d) => d.Properties.Include?.includes('assets/*'));
      expect(hashed).toHaveLength(1);
      expect(hashed[0]!.Properties).toMatchObject({
        Prune: false,
        SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
      });
    });

    it('publishes index.html, sw.js and config.json uncached, then invalidates CloudFront', () => {
      const [distributionId] = onlyResource(template, 'AWS::CloudFront::Distribution');
      const shell = deployments().filter((d) => d.Properties.DistributionId);
      expect(shell).toHaveLength(1);
      expect(shell[0]!.Properties).toMatchObject({
        Exclude: ['assets/*'],
        SystemMetadata: { 'cache-control': 'no-cache' },
        DistributionId: { Ref: distributionId },
        DistributionPaths: ['/*'],
      });
    });

    it('publishes /robots.txt (web/public, copied into every build) with the shell, so CloudFront answers the file', () => {
      const robots = readFileSync(path.join(__dirname, '../../web/public/robots.txt'), 'utf8');
      expect(robots).toMatch(/^User-agent: \*$/m);
      const [shell] = deployments().filter((d) => d.Properties.DistributionId);
      // Only hashed assets are left to the other pass; the app shell fallback is for missing keys only.
      expect(shell!.Properties.Exclude).toEqual(['assets/*']);
      expect(shell!.Properties.Include).toBeUndefined();
    });

    it('writes /config.json from the stack: API URL, region, user pool and client, live URL', () => {
      const [apiId] = onlyHttpApiResource(template, 'AWS::ApiGatewayV2::Api');
      const [shell] = deployments().filter((d) => d.Properties.DistributionId);
      const markerIndex = (shell!.Properties.SourceMarkers as object[]).findIndex((m) => Object.keys(m).length > 0);
      const markers: Record<string, unknown> = shell!.Properties.SourceMarkers[markerIndex];
      const objectKey: string = shell!.Properties.SourceObjectKeys[markerIndex];
      const assetDir = path.join(stacks.outdir, `asset.${objectKey.replace(/\.zip$/, '')}`);
      const raw = JSON.parse(readFileSync(path.join(assetDir, 'config.json'), 'utf8')) as Record<
        keyof WebConfig,
        string
      >;
      const config = Object.fromEntries(
        Object.entries(raw).map(([key, value]) => [key, value in markers ? markers[value] : value]),
      );
      expect(Object.keys(config).sort()).toEqual(['apiUrl', 'liveUrl', 'region', 'userPoolClientId', 'userPoolId']);
      expect(JSON.stringify(config.liveUrl)).toMatch(/^"wss:\/\/.+\.execute-api\..+\/live"$/);
      expect(config.apiUrl).toEqual({ 'Fn::GetAtt': [apiId, 'ApiEndpoint'] });
      expect(config.region).toBe(testRegion);
      // Cross-stack references to the stateful stack's user pool and its web client.
      expect(JSON.stringify(config.userPoolId)).toMatch(/UserPool(?!WebClient)/);
      expect(JSON.stringify(config.userPoolClientId)).toContain('UserPoolWebClient');
    });
  });

  it('outputs the site URL', () => {
    const [distributionId] = onlyResource(template, 'AWS::CloudFront::Distribution');
    expect(template.findOutputs('SiteUrl').SiteUrl?.Value).toEqual({
      'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distributionId, 'DomainName'] }]],
    });
  });

  it('refuses to synthesize without a web build, and says how to make one', () => {
    const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
    expect(() => addAppStacks(app, path.join(stacks.outdir, 'no-such-build'))).toThrow(/npm run build:web/);
  });
});
