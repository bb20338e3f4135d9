import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { Duration, Stack } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import { Construct } from 'constructs';

/**
 * The CSP sources of index.html's inline scripts (the theme chosen in the settings, applied
 * before the first paint): one sha256 per script, read from the file so an edit cannot
 * leave the policy stale.
 */
export function inlineScriptHashes(
  html = readFileSync(path.join(__dirname, '../../web/index.html'), 'utf8'),
): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`,
  );
}

/**
 * The Content-Security-Policy of the web app. Scripts and styles come only from the site,
 * plus index.html's inline theme script by its hash
 * (Tailwind and Radix set inline styles, hence 'unsafe-inline' for styles only); the app
 * calls the HTTP API and Cognito. The API is allowed by the regional execute-api wildcard
 * rather than its own host so the distribution does not depend on the API, which already
 * depends on the distribution for CORS.
 */
export function contentSecurityPolicy(region: string): string {
  return [
    "default-src 'self'",
    `connect-src 'self' https://*.execute-api.${region}.amazonaws.com wss://*.execute-api.${region}.amazonaws.com https://cognito-idp.${region}.amazonaws.com`,
    "img-src 'self' data:",
    "style-src 'self' 'unsafe-inline'",
    ["script-src 'self'", ...inlineScriptHashes()].join(' '),
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Security headers on every response of the site: HSTS for two years with preload, the
 * CSP above, no MIME sniffing, no framing, a referrer policy that leaks no paths to other
 * sites, and a Permissions-Policy that lets only the site itself use the microphone (the
 * voice input) and nothing else.
 */
export class SiteSecurityHeaders extends Construct {
  readonly policy: cloudfront.ResponseHeadersPolicy;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.policy = new cloudfront.ResponseHeadersPolicy(this, 'Policy', {
      comment: 'Lista de Compras por Voz: security headers',
      securityHeadersBehavior: {
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(730),
          includeSubdomains: true,
          preload: true,
          override: true,
        },
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy(Stack.of(this).region),
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
        referrerPolicy: {
          referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
      },
      customHeadersBehavior: {
        customHeaders: [
          {
            header: 'Permissions-Policy',
            value: 'microphone=(self), camera=(), geolocation=(), payment=()',
            override: true,
          },
        ],
      },
    });
  }
}
