import type { Template } from 'aws-cdk-lib/assertions';
import { routeKeyOf, routes, userRouteScope } from '../../lib/routes';
import { accessLogFields, corsAllowedHeaders } from '../../lib/constructs/server-api';
import { sharedAssembly, testRegion } from './synth-stacks';
import { httpApiResources, onlyHttpApiResource, onlyResource, resourcesOf, type CfnResource } from './template-queries';

describe('HTTP API', () => {
  let template: Template;
  let routeResources: CfnResource[];

  beforeAll(() => {
    template = sharedAssembly().statelessTemplate;
    routeResources = Object.values(httpApiResources(template, 'AWS::ApiGatewayV2::Route'));
  });

  function routeResource(routeKey: string): CfnResource {
    const found = routeResources.filter((route) => route.Properties.RouteKey === routeKey);
    if (found.length !== 1) throw new Error(`Expected one route "${routeKey}", found ${found.length}`);
    return found[0]!;
  }

  it('has exactly the routes of lib/routes.ts', () => {
    expect(routeResources.map((route) => route.Properties.RouteKey).sort()).toEqual(routes.map(routeKeyOf).sort());
  });

  it("validates Cognito JWTs issued by the stack's user pool for its web client", () => {
    const [, authorizer] = onlyHttpApiResource(template, 'AWS::ApiGatewayV2::Authorizer');
    expect(authorizer.Properties).toMatchObject({
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
    });
    const { Issuer, Audience } = authorizer.Properties.JwtConfiguration;
    expect(Issuer['Fn::Join'][1][0]).toBe(`https://cognito-idp.${testRegion}.amazonaws.com/`);
    expect(JSON.stringify(Issuer)).toMatch(/UserPool(?!WebClient)/);
    expect(Audience).toHaveLength(1);
    expect(JSON.stringify(Audience)).toContain('WebClient');
  });

  describe.each(routes.map((route) => [routeKeyOf(route), route] as const))('%s', (routeKey, route) => {
    it(route.auth === 'user' ? 'requires the JWT authorizer and an access token' : 'is open to guests', () => {
      const [authorizerId] = onlyHttpApiResource(template, 'AWS::ApiGatewayV2::Authorizer');
      const properties = routeResource(routeKey).Properties;
      if (route.auth === 'user') {
        expect(properties.AuthorizationType).toBe('JWT');
        expect(properties.AuthorizerId).toEqual({ Ref: authorizerId });
        // Only access tokens carry this scope, so an ID token is refused.
        expect(properties.AuthorizationScopes).toEqual([userRouteScope]);
      } else {
        expect(properties.AuthorizationType).toBe('NONE');
        expect(properties.AuthorizationScopes).toBeUndefined();
        expect(properties.AuthorizerId).toBeUndefined();
      }
    });

    it(`invokes the ${route.functionName} function`, () => {
      const integrationId: string = routeResource(routeKey).Properties.Target['Fn::Join'][1][1].Ref;
      const integration = httpApiResources(template, 'AWS::ApiGatewayV2::Integration')[integrationId];
      expect(integration?.Properties.IntegrationType).toBe('AWS_PROXY');
      expect(integration?.Properties.PayloadFormatVersion).toBe('2.0');
      const functionId: string = integration?.Properties.IntegrationUri['Fn::GetAtt'][0];
      const fn = resourcesOf(template, 'AWS::Lambda::Function')[functionId];
      expect(fn?.Properties.Environment.Variables.SERVICE_NAME).toBe(route.functionName);
    });
  });

  it('uses one integration per function, shared by its routes', () => {
    const integrations = Object.keys(httpApiResources(template, 'AWS::ApiGatewayV2::Integration'));
    expect(integrations).toHaveLength(new Set(routes.map((route) => route.functionName)).size);
  });

  it('logs every request as one JSON line to a log group kept a month', () => {
    const [, stage] = onlyHttpApiResource(template, 'AWS::ApiGatewayV2::Stage');
    const { DestinationArn, Format } = stage.Properties.AccessLogSettings;
    const logGroupId: string = DestinationArn['Fn::GetAtt'][0];
    expect(resourcesOf(template, 'AWS::Logs::LogGroup')[logGroupId]?.Properties.RetentionInDays).toBe(30);
    expect(JSON.parse(Format)).toEqual(accessLogFields);
    expect(Object.values(accessLogFields)).toEqual(
      expect.arrayContaining(['$context.requestId', '$context.routeKey', '$context.status']),
    );
  });

  it("allows cross-origin calls from the site's CloudFront domain only", () => {
    const [distributionId] = onlyResource(template, 'AWS::CloudFront::Distribution');
    const [, api] = onlyHttpApiResource(template, 'AWS::ApiGatewayV2::Api');
    const cors = api.Properties.CorsConfiguration;
    expect(cors.AllowOrigins).toEqual([
      { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distributionId, 'DomainName'] }]] },
    ]);
    expect([...cors.AllowMethods].sort()).toEqual([...new Set(routes.map((route) => route.method))].sort());
    expect([...cors.AllowHeaders].sort()).toEqual([...corsAllowedHeaders].sort());
    expect(cors.AllowCredentials).toBeUndefined();
  });

  it('throttles the default stage, which deploys automatically', () => {
    const [, stage] = onlyHttpApiResource(template, 'AWS::ApiGatewayV2::Stage');
    expect(stage.Properties).toMatchObject({ StageName: '$default', AutoDeploy: true });
    expect(stage.Properties.DefaultRouteSettings.ThrottlingRateLimit).toBeGreaterThan(0);
    expect(stage.Properties.DefaultRouteSettings.ThrottlingBurstLimit).toBeGreaterThan(0);
  });

  it('outputs the API URL without a trailing slash', () => {
    const [apiId] = onlyHttpApiResource(template, 'AWS::ApiGatewayV2::Api');
    expect(template.findOutputs('ApiUrl').ApiUrl?.Value).toEqual({ 'Fn::GetAtt': [apiId, 'ApiEndpoint'] });
  });
});
