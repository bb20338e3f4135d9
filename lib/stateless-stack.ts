import { CfnOutput, CrossStackReferences, ReferenceStrength, Stack, type StackProps } from 'aws-cdk-lib';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import { LiveApi } from './constructs/live-api';
import { OperationsAlarms } from './constructs/operations-alarms';
import { ServerApi } from './constructs/server-api';
import { ServerFunction } from './constructs/server-function';
import { SiteDeployment } from './constructs/site-deployment';
import { StaticSite } from './constructs/static-site';
import {
  serverFunctionNames,
  serverFunctions,
  type ServerFunctionDefinition,
  type ServerFunctionName,
} from './server-functions';
import { assertWebBuild, defaultWebBuildPath } from './web-build';
import type { WebConfig } from './web-config';

/** `process-grocery-speech` → `ProcessGrocerySpeech`, for readable logical ids. */
const pascalCase = (name: string): string =>
  name.replace(/(^|-)([a-z])/g, (_match, _dash: string, letter: string) => letter.toUpperCase());

/** Functions that belong to the user pool (Cognito triggers) and live in the stateful stack. */
const userPoolTriggers: ReadonlySet<ServerFunctionName> = new Set(['pre-sign-up']);

export interface StatelessStackProps extends StackProps {
  readonly table: ITable;
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;
  /** The web build to publish; defaults to web/dist. Tests pass a folder with a bare index.html. */
  readonly webBuildPath?: string;
  /** Narrows the Bedrock grant to one model and passes it as BEDROCK_MODEL_ID; see ServerFunction. */
  readonly bedrockModelId?: string;
  /** Receives the operations alarms by e-mail; see OperationsAlarms. */
  readonly alarmEmail?: string;
}

/**
 * Everything that can be rebuilt from code: the server functions, the HTTP API in front of
 * them, and the site. The table and the user pool come in as props from the stateful stack.
 *
 * It reads them through weak references (Fn::GetStackOutput) rather than exports: with
 * exports, this stack could never stop using one (CloudFormation refuses to drop an export
 * that is imported), the "deadly embrace". Weak references are resolved at deploy time, so
 * after replacing a stateful resource, deploy both stacks (`cdk deploy --all` does).
 */
export class StatelessStack extends Stack {
  readonly functions: Partial<Record<ServerFunctionName, IFunction>> = {};

  constructor(scope: Construct, id: string, props: StatelessStackProps) {
    super(scope, id, props);
    CrossStackReferences.of(this).consume(ReferenceStrength.WEAK);
    const webBuildPath = props.webBuildPath ?? defaultWebBuildPath;
    assertWebBuild(webBuildPath);

    const constructs: Partial<Record<ServerFunctionName, ServerFunction>> = {};
    for (const name of serverFunctionNames.filter((n) => !userPoolTriggers.has(n))) {
      const fn = (constructs[name] = new ServerFunction(this, pascalCase(name), {
        name,
        table: props.table,
        bedrockModelId: props.bedrockModelId,
        userPool: { userPoolId: props.userPool.userPoolId, userPoolClientId: props.userPoolClient.userPoolClientId },
      }));
      this.functions[name] = fn.function;
    }

    const site = new StaticSite(this, 'Site');
    const api = new ServerApi(this, 'Api', {
      functions: this.functions,
      userPool: props.userPool,
      userPoolClient: props.userPoolClient,
      allowedOrigin: site.url,
    });

    const live = new LiveApi(this, 'Live', {
      routeFunction: constructs['live-updates']!.function,
      authorizerFunction: constructs['live-authorizer']!.function,
      nudgers: serverFunctionNames
        .filter((name) => (serverFunctions[name] as ServerFunctionDefinition).sendsNudges)
        .map((name) => constructs[name]!.function),
    });

    // Checkout and the portal send the browser back to the site.
    for (const name of serverFunctionNames) {
      if ((serverFunctions[name] as ServerFunctionDefinition).usesStripe)
        constructs[name]!.function.addEnvironment('APP_URL', site.url);
    }

    new OperationsAlarms(this, 'Alarms', {
      api: api.api,
      speech: constructs['process-grocery-speech']!,
      alarmEmail: props.alarmEmail,
    });

    const webConfig: WebConfig = {
      apiUrl: api.url,
      region: this.region,
      userPoolId: props.userPool.userPoolId,
      userPoolClientId: props.userPoolClient.userPoolClientId,
      liveUrl: live.url,
    };
    new SiteDeployment(this, 'SiteDeployment', {
      webBuildPath,
      bucket: site.bucket,
      distribution: site.distribution,
      webConfig,
    });

    new CfnOutput(this, 'SiteUrl', { value: site.url });
    new CfnOutput(this, 'ApiUrl', { value: api.url });
    new CfnOutput(this, 'StripeWebhookUrl', {
      value: `${api.url}/webhooks/stripe`,
      description: 'Register it in Stripe (Developers → Webhooks); README "Premium with Stripe"',
    });
  }
}
