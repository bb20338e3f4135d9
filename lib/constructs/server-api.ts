import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { routes as routeTable, userRouteScope, type RouteDefinition } from '../routes';
import type { ServerFunctionName } from '../server-functions';

/** The access log line: HTTP API context variables, as JSON. */
export const accessLogFields = {
  requestId: '$context.requestId',
  requestTime: '$context.requestTime',
  ip: '$context.identity.sourceIp',
  routeKey: '$context.routeKey',
  status: '$context.status',
  responseLength: '$context.responseLength',
  latencyMs: '$context.responseLatency',
  integrationLatencyMs: '$context.integrationLatency',
  integrationError: '$context.integrationErrorMessage',
  authorizerError: '$context.authorizer.error',
};

/** Headers the web app sends: the Cognito token, JSON bodies, the guest device id, and the id of a replayable list change. */
export const corsAllowedHeaders = ['authorization', 'content-type', 'x-device-id', 'x-operation-id'];

export interface ServerApiProps {
  /** The Lambda behind each function name used by the route table. */
  readonly functions: Partial<Record<ServerFunctionName, IFunction>>;
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;
  /** The only origin browsers may call from, e.g. `https://d123.cloudfront.net`. */
  readonly allowedOrigin: string;
  /** Defaults to lib/routes.ts; tests never need another. */
  readonly routes?: readonly RouteDefinition[];
  /**
   * Default-stage throttling, for the whole API: enough for a consumer app's peaks while
   * capping what a runaway client can cost. Defaults 50 requests/s, bursts of 100.
   */
  readonly throttle?: apigw.ThrottleSettings;
}

/**
 * The HTTP API built from the one route table (lib/routes.ts), as the local gateway is:
 * one Lambda integration per function, the Cognito JWT authorizer on every 'user' route
 * and none on 'public' ones, CORS for the site's origin only.
 */
export class ServerApi extends Construct {
  readonly api: apigw.HttpApi;
  readonly stage: apigw.HttpStage;
  readonly accessLogs: logs.LogGroup;
  /** Base URL without a trailing slash (the `$default` stage has no path prefix). */
  readonly url: string;

  constructor(scope: Construct, id: string, props: ServerApiProps) {
    super(scope, id);
    const routes = props.routes ?? routeTable;

    this.api = new apigw.HttpApi(this, 'HttpApi', {
      apiName: `${Stack.of(this).stackName}-api`,
      description: 'Lista de Compras por Voz',
      createDefaultStage: false,
      corsPreflight: {
        allowOrigins: [props.allowedOrigin],
        allowMethods: [...new Set(routes.map((route) => apigw.CorsHttpMethod[route.method]))],
        allowHeaders: corsAllowedHeaders,
        maxAge: Duration.days(1),
      },
    });
    // One JSON line per request, kept a month like the functions' logs. No user ids or
    // bodies: the request id ties a line to the function's own log lines.
    this.accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: logs.RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.stage = new apigw.HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      stageName: '$default',
      autoDeploy: true,
      throttle: props.throttle ?? { rateLimit: 50, burstLimit: 100 },
      accessLogSettings: {
        destination: new apigw.LogGroupLogDestination(this.accessLogs),
        format: AccessLogFormat.custom(JSON.stringify(accessLogFields)),
      },
    });
    this.url = this.api.apiEndpoint;

    const { region } = Stack.of(this);
    const authorizer = new HttpJwtAuthorizer(
      'CognitoAuthorizer',
      `https://cognito-idp.${region}.amazonaws.com/${props.userPool.userPoolId}`,
      { jwtAudience: [props.userPoolClient.userPoolClientId] },
    );

    const integrations = new Map<ServerFunctionName, HttpLambdaIntegration>();
    const integrationOf = (name: ServerFunctionName): HttpLambdaIntegration => {
      const fn = props.functions[name];
      if (!fn) throw new Error(`Route table uses function "${name}", which the API was not given`);
      let integration = integrations.get(name);
      if (!integration) {
        integration = new HttpLambdaIntegration(`${name}-integration`, fn);
        integrations.set(name, integration);
      }
      return integration;
    };

    for (const route of routes) {
      const [added] = this.api.addRoutes({
        path: route.path,
        methods: [apigw.HttpMethod[route.method]],
        integration: integrationOf(route.functionName),
        authorizer: route.auth === 'user' ? authorizer : undefined,
        // ID tokens carry no scope: requiring the access token's one refuses them.
        authorizationScopes: route.auth === 'user' ? [userRouteScope] : undefined,
      });
      if (route.auth === 'public' && added) {
        Validations.of(added).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason: route.path.startsWith('/webhooks/')
            ? "Called by Stripe, not a user: the function accepts only events carrying Stripe's signature."
            : 'A guest route (spec: the app works without an account): the function requires a valid x-device-id, and the stage throttles; process-grocery-speech also limits per device and user.',
        });
      }
    }
  }
}
