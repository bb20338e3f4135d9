import { RemovalPolicy, Stack, Token, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { Function as LambdaFunction, IFunction } from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { liveApi } from '../live-routes';

export interface LiveApiProps {
  /** live-updates: every route of the API. */
  readonly routeFunction: IFunction;
  /** live-authorizer: the REQUEST authorizer of $connect. */
  readonly authorizerFunction: IFunction;
  /** The functions that nudge list watchers: only they may post to connections. */
  readonly nudgers: readonly LambdaFunction[];
}

/**
 * The WebSocket API of live lists (issue 24), built from lib/live-routes.ts as the local
 * gateway is: $connect behind the Lambda REQUEST authorizer (the access token in the `token`
 * query parameter), every route on one function, message routes answered with its result.
 * Only the nudging functions get execute-api:ManageConnections, on this stage's @connections.
 */
export class LiveApi extends Construct {
  readonly api: apigw.WebSocketApi;
  readonly stage: apigw.WebSocketStage;
  /** wss://… for the web app. */
  readonly url: string;

  constructor(scope: Construct, id: string, props: LiveApiProps) {
    super(scope, id);
    const integration = () => new WebSocketLambdaIntegration('LiveUpdates', props.routeFunction);
    this.api = new apigw.WebSocketApi(this, 'Api', {
      routeSelectionExpression: liveApi.routeSelectionExpression,
      connectRouteOptions: {
        integration: integration(),
        authorizer: new WebSocketLambdaAuthorizer('TokenAuthorizer', props.authorizerFunction, {
          identitySource: [`route.request.querystring.${liveApi.tokenQueryParameter}`],
        }),
      },
      disconnectRouteOptions: { integration: integration() },
    });
    const unauthorised = [
      this.api.node.findChild('$disconnect-Route'),
      ...liveApi.messageRoutes.map((routeKey) =>
        this.api.addRoute(routeKey, { integration: integration(), returnResponse: true }),
      ),
    ];
    for (const route of unauthorised)
      Validations.of(route).acknowledge({
        id: 'AwsSolutions-APIG4',
        reason:
          'API Gateway authorises a WebSocket connection once, on $connect (the REQUEST authorizer); later frames come on that authorised connection, and the function checks the connection and the list.',
      });

    // One JSON line per connect, message and disconnect, kept a month like the HTTP API's.
    const accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: logs.RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });

    this.stage = new apigw.WebSocketStage(this, 'Stage', {
      webSocketApi: this.api,
      stageName: 'live',
      autoDeploy: true,
      // The whole API's ceiling; the function throttles each connection (live-service.ts).
      throttle: { rateLimit: 100, burstLimit: 200 },
      accessLogSettings: {
        destination: new apigw.LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            requestTime: '$context.requestTime',
            routeKey: '$context.routeKey',
            eventType: '$context.eventType',
            status: '$context.status',
            integrationError: '$context.integrationErrorMessage',
            authorizerError: '$context.authorizer.error',
          }),
        ),
      },
    });
    this.url = this.stage.url;
    const { region, account } = Stack.of(this);
    const arnPart = (value: string, pseudo: string) => (Token.isUnresolved(value) ? `<AWS::${pseudo}>` : value);
    const apiLogicalId = Stack.of(this).getLogicalId(this.api.node.defaultChild as apigw.CfnApi);
    for (const fn of props.nudgers) {
      this.stage.grantManagementApiAccess(fn);
      Validations.of(fn.role!).acknowledge({
        id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:execute-api:${arnPart(region, 'Region')}:${arnPart(account, 'AccountId')}:<${apiLogicalId}>/live/*/@connections/*]`,
        reason: "Posts nudges to this stage's connections, whose ids API Gateway assigns at run time.",
      });
      fn.addEnvironment('LIVE_CONNECTIONS_ENDPOINT', this.stage.callbackUrl);
    }
  }
}
