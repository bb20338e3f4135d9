import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { Function as LambdaFunction, IFunction } from 'aws-cdk-lib/aws-lambda';
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
    for (const routeKey of liveApi.messageRoutes)
      this.api.addRoute(routeKey, { integration: integration(), returnResponse: true });

    this.stage = new apigw.WebSocketStage(this, 'Stage', {
      webSocketApi: this.api,
      stageName: 'live',
      autoDeploy: true,
      // The whole API's ceiling; the function throttles each connection (live-service.ts).
      throttle: { rateLimit: 100, burstLimit: 200 },
    });
    this.url = this.stage.url;
    for (const fn of props.nudgers) {
      this.stage.grantManagementApiAccess(fn);
      fn.addEnvironment('LIVE_CONNECTIONS_ENDPOINT', this.stage.callbackUrl);
    }
  }
}
