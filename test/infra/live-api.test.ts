import type { Template } from 'aws-cdk-lib/assertions';
import { liveApi } from '../../lib/live-routes';
import { serverFunctionNames, serverFunctions, type ServerFunctionDefinition } from '../../lib/server-functions';
import { sharedAssembly } from './synth-stacks';
import { actionsOf, findServerFunction, resourcesOf, statementsOfFunction, type CfnResource } from './template-queries';

/** The WebSocket API of live lists (issue 24). */
describe('live lists WebSocket API', () => {
  let template: Template;
  let apiId: string;
  let routes: CfnResource[];

  beforeAll(() => {
    template = sharedAssembly().statelessTemplate;
    const apis = Object.entries(resourcesOf(template, 'AWS::ApiGatewayV2::Api'));
    const webSocket = apis.filter(([, api]) => api.Properties.ProtocolType === 'WEBSOCKET');
    expect(webSocket).toHaveLength(1);
    apiId = webSocket[0]![0];
    expect(webSocket[0]![1].Properties.RouteSelectionExpression).toBe('$request.body.action');
    routes = Object.values(resourcesOf(template, 'AWS::ApiGatewayV2::Route')).filter(
      (route) => route.Properties.ApiId.Ref === apiId,
    );
  });

  const route = (key: string) => routes.find((candidate) => candidate.Properties.RouteKey === key)!;
  const functionOf = (name: string) => findServerFunction(template, name)!;

  it('has $connect, $disconnect and the message routes of lib/live-routes.ts, all on live-updates', () => {
    expect(routes.map((candidate) => candidate.Properties.RouteKey).sort()).toEqual(
      ['$connect', '$disconnect', ...liveApi.messageRoutes].sort(),
    );
    const integrations = resourcesOf(template, 'AWS::ApiGatewayV2::Integration');
    const [liveUpdatesId] = functionOf('live-updates');
    for (const candidate of routes) {
      const integrationId = (candidate.Properties.Target['Fn::Join'][1] as unknown[])[1] as { Ref: string };
      expect(JSON.stringify(integrations[integrationId.Ref]!.Properties.IntegrationUri)).toContain(liveUpdatesId);
    }
  });

  it('authorises $connect with the REQUEST authorizer reading the token query parameter', () => {
    const authorizers = Object.entries(resourcesOf(template, 'AWS::ApiGatewayV2::Authorizer')).filter(
      ([, authorizer]) => authorizer.Properties.ApiId.Ref === apiId,
    );
    expect(authorizers).toHaveLength(1);
    const [authorizerId, authorizer] = authorizers[0]!;
    expect(authorizer.Properties).toMatchObject({
      AuthorizerType: 'REQUEST',
      IdentitySource: ['route.request.querystring.token'],
    });
    expect(JSON.stringify(authorizer.Properties.AuthorizerUri)).toContain(functionOf('live-authorizer')[0]);
    expect(route('$connect').Properties).toMatchObject({
      AuthorizationType: 'CUSTOM',
      AuthorizerId: { Ref: authorizerId },
    });
    // The authorizer checks tokens against the stack's user pool and web client, as the HTTP API does.
    expect(Object.keys(functionOf('live-authorizer')[1].Properties.Environment.Variables)).toEqual(
      expect.arrayContaining(['USER_POOL_ISSUER', 'USER_POOL_CLIENT_ID']),
    );
  });

  it('answers each message route with the function result (two-way routes)', () => {
    const responses = Object.values(resourcesOf(template, 'AWS::ApiGatewayV2::RouteResponse')).filter(
      (response) => response.Properties.ApiId.Ref === apiId,
    );
    expect(responses).toHaveLength(liveApi.messageRoutes.length);
    expect(route('$connect').Properties.RouteResponseSelectionExpression).toBeUndefined();
  });

  it('grants execute-api:ManageConnections to the nudging functions only, on this API, with its endpoint', () => {
    for (const name of serverFunctionNames) {
      const found = findServerFunction(template, name);
      if (!found) continue; // the Cognito trigger lives in the stateful stack
      const [, fn] = found;
      const statements = statementsOfFunction(template, fn);
      const manage = statements.filter((statement) => actionsOf([statement]).includes('execute-api:ManageConnections'));
      const nudges = Boolean((serverFunctions[name] as ServerFunctionDefinition).sendsNudges);
      expect([name, manage.length]).toEqual([name, nudges ? 1 : 0]);
      expect([name, 'LIVE_CONNECTIONS_ENDPOINT' in (fn.Properties.Environment.Variables ?? {})]).toEqual([
        name,
        nudges,
      ]);
      if (nudges) {
        expect(actionsOf(manage)).toEqual(['execute-api:ManageConnections']);
        const resource = JSON.stringify(manage[0]!.Resource);
        expect(resource).toContain(apiId);
        expect(resource).toContain('/live/*/@connections/*');
      }
    }
    expect(
      serverFunctionNames.filter((name) => (serverFunctions[name] as ServerFunctionDefinition).sendsNudges),
    ).toEqual(['lists', 'items', 'sharing']);
  });

  it('keeps the stage throttled and logged', () => {
    const stage = Object.values(resourcesOf(template, 'AWS::ApiGatewayV2::Stage')).find(
      (candidate) => candidate.Properties.ApiId.Ref === apiId,
    )!;
    expect(stage.Properties.DefaultRouteSettings).toMatchObject({
      ThrottlingRateLimit: 100,
      ThrottlingBurstLimit: 200,
    });
    expect(stage.Properties.AccessLogSettings.DestinationArn).toBeDefined();
  });
});
