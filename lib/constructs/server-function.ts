import { Duration, RemovalPolicy, Stack, Validations, type CfnResource } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import {
  Architecture,
  ParamsAndSecretsLayerVersion,
  ParamsAndSecretsLogLevel,
  ParamsAndSecretsVersions,
  Runtime,
  Tracing,
} from 'aws-cdk-lib/aws-lambda';
import { LogLevel, NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { functionEntry, lambdaEsbuildOptions } from '../bundling/server-function-bundling';
import {
  serverFunctions,
  type ServerFunctionDefinition,
  type ServerFunctionName,
  type TableGrant,
} from '../server-functions';
import { stripeParameterNames } from '../stripe-parameters';

/** The engines' default model (lambdas/adapters/bedrock), granted when no bedrockModelId is given. */
export const defaultBedrockModelId = 'amazon.nova-micro-v1:0';

/**
 * Functions that call Bedrock wait up to 8 s for the model and then fall back to the rules
 * engine, so they need room for both; everything else answers from DynamoDB or memory.
 */
const slowFunctions: ReadonlySet<ServerFunctionName> = new Set(['process-grocery-speech', 'categorize-grocery-items']);

export interface ServerFunctionProps {
  readonly name: ServerFunctionName;
  /**
   * The catalogue entry; defaults to `serverFunctions[name]`. Only tests pass another one,
   * to check grants a catalogue entry does not ask for yet.
   */
  readonly definition?: ServerFunctionDefinition;
  /** The single table; required when the definition's tableAccess is not 'none'. */
  readonly table?: ITable;
  /**
   * Bedrock model id the function may invoke (passed as BEDROCK_MODEL_ID); the engines'
   * default model when absent. The grant names that one model.
   */
  readonly bedrockModelId?: string;
  /** The user pool whose access tokens the function checks; required when the definition has readsUserTokens. */
  readonly userPool?: { readonly userPoolId: string; readonly userPoolClientId: string };
}

/**
 * One server function of lib/server-functions.ts as a Lambda: Node.js 24 on arm64 (cheaper
 * per ms, faster cold start), bundled by CDK's NodejsFunction (esbuild) with the AWS SDK v3
 * inside (the runtime's copy lags behind and is not tree-shaken), minified with source maps
 * (lib/bundling/server-function-bundling.ts); a log group kept one month; and only the IAM
 * grants its catalogue entry asks for.
 */
export class ServerFunction extends Construct {
  readonly function: NodejsFunction;
  readonly logGroup: logs.LogGroup;

  constructor(scope: Construct, id: string, props: ServerFunctionProps) {
    super(scope, id);
    const definition: ServerFunctionDefinition = props.definition ?? serverFunctions[props.name];
    if (definition.tableAccess !== 'none' && !props.table) {
      throw new Error(`Server function "${props.name}" needs the table (tableAccess '${definition.tableAccess}')`);
    }

    if (definition.readsUserTokens && !props.userPool) {
      throw new Error(`Server function "${props.name}" needs the user pool (readsUserTokens)`);
    }

    const logGroup = (this.logGroup = new logs.LogGroup(this, 'Logs', {
      retention: logs.RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    }));

    // Its own role instead of the AWS-managed AWSLambdaBasicExecutionRole: logs go to its
    // own log group only.
    const role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `Lista de Compras por Voz: ${props.name}`,
    });
    logGroup.grantWrite(role);

    this.function = new NodejsFunction(this, 'Function', {
      entry: functionEntry(props.name),
      handler: 'handler',
      description: definition.description,
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: 256,
      // Transcription (up to 20 s, TRANSCRIBE_TIMEOUT_MS) then the speech engine.
      timeout: Duration.seconds(definition.usesTranscribe ? 25 : slowFunctions.has(props.name) ? 15 : 10),
      logGroup,
      role,
      tracing: Tracing.ACTIVE,
      reservedConcurrentExecutions: definition.reservedConcurrency,
      // The Stripe keys come from SSM through this extension (lambdas/adapters/stripe/stripe-config.ts).
      paramsAndSecrets: definition.usesStripe
        ? ParamsAndSecretsLayerVersion.fromVersion(ParamsAndSecretsVersions.V1_0_103, {
            cacheSize: 2,
            logLevel: ParamsAndSecretsLogLevel.WARN,
          })
        : undefined,
      environment: {
        SERVICE_NAME: props.name,
        NODE_OPTIONS: '--enable-source-maps',
        ...(definition.tableAccess !== 'none' && props.table ? { TABLE_NAME: props.table.tableName } : {}),
        ...(definition.usesBedrock ? { AI_ENGINE: 'bedrock' } : {}),
        ...(definition.usesBedrock ? { BEDROCK_MODEL_ID: props.bedrockModelId ?? defaultBedrockModelId } : {}),
        ...(definition.usesTranscribe ? { TRANSCRIBE_REGION: Stack.of(this).region } : {}),
        ...(definition.readsUserTokens && props.userPool
          ? {
              USER_POOL_ISSUER: `https://cognito-idp.${Stack.of(this).region}.amazonaws.com/${props.userPool.userPoolId}`,
              USER_POOL_CLIENT_ID: props.userPool.userPoolClientId,
            }
          : {}),
        ...(definition.usesStripe
          ? {
              STRIPE_SECRET_KEY_PARAMETER: stripeParameterNames.secretKey,
              STRIPE_WEBHOOK_SECRET_PARAMETER: stripeParameterNames.webhookSecret,
            }
          : {}),
      },
      bundling: {
        externalModules: [],
        format: OutputFormat.CJS,
        target: lambdaEsbuildOptions.target,
        mainFields: lambdaEsbuildOptions.mainFields,
        minify: lambdaEsbuildOptions.minify,
        sourceMap: lambdaEsbuildOptions.sourcemap,
        sourcesContent: lambdaEsbuildOptions.sourcesContent,
        logLevel: LogLevel.WARNING,
      },
    });

    if (definition.tableAccess !== 'none' && props.table) this.grantTableAccess(definition.tableAccess, props.table);
    if (definition.usesBedrock) this.grantBedrock(props.bedrockModelId ?? defaultBedrockModelId);
    if (definition.usesStripe) this.grantStripeParameters();
    if (definition.usesTranscribe) this.grantTranscribe();
    acknowledgeFunctionFindings(this);
  }

  /** Streaming transcription only; the action supports no resource-level permissions (IAM5, acknowledged). */
  private grantTranscribe(): void {
    this.function.addToRolePolicy(
      new iam.PolicyStatement({ actions: ['transcribe:StartStreamTranscription'], resources: ['*'] }),
    );
  }

  /** Reads of the two Stripe parameters only; SecureString's aws/ssm key lets SSM decrypt for the caller. */
  private grantStripeParameters(): void {
    const { partition, region, account } = Stack.of(this);
    this.function.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['ssm:GetParameter'],
        resources: Object.values(stripeParameterNames).map(
          (name) => `arn:${partition}:ssm:${region}:${account}:parameter${name}`,
        ),
      }),
    );
  }

  /** The grant's actions on the table (and `gsi1` when it queries it), on its key prefixes only. */
  private grantTableAccess(grant: TableGrant, table: ITable): void {
    this.function.addToRolePolicy(
      new iam.PolicyStatement({
        actions: grant.actions.map((action) => `dynamodb:${action}`),
        resources: grant.queriesIndex ? [table.tableArn, `${table.tableArn}/index/gsi1`] : [table.tableArn],
        conditions: {
          'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': grant.keyPrefixes.map((prefix) => `${prefix}*`) },
        },
      }),
    );
  }

  private grantBedrock(modelId: string): void {
    const { partition, region } = Stack.of(this);
    this.function.addToRolePolicy(
      new iam.PolicyStatement({
        // Converse needs InvokeModel; ConverseStream would need InvokeModelWithResponseStream.
        actions: ['bedrock:InvokeModel'],
        resources: [`arn:${partition}:bedrock:${region}::foundation-model/${modelId}`],
      }),
    );
  }
}

/** cdk-nag findings every server function has, acknowledged with the reason. */
function acknowledgeFunctionFindings(fn: ServerFunction): void {
  const validations = Validations.of(fn);
  validations.acknowledge({
    id: 'Serverless-LambdaDLQ',
    reason:
      'Invoked synchronously (API Gateway, Cognito trigger): errors go back to the caller and to the 5xx alarm; a dead-letter queue only receives asynchronous invocations.',
  });
  validations.acknowledge({
    id: 'AwsSolutions-IAM5[Resource::*]',
    reason:
      'X-Ray tracing (xray:PutTraceSegments, PutTelemetryRecords) and, for transcribe-grocery-speech only, transcribe:StartStreamTranscription support no resource-level permissions.',
  });
  validations.acknowledge({
    id: `AwsSolutions-IAM5[Resource::<${Stack.of(fn).getLogicalId(fn.node.findChild('Logs').node.defaultChild as CfnResource)}.Arn>:*]`,
    reason: "Writes to its own log group's streams, which Lambda names at run time.",
  });
}
