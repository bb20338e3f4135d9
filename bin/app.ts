import { App } from 'aws-cdk-lib';
import { applyCompliancePacks } from '../lib/compliance';
import { StatefulStack } from '../lib/stateful-stack';
import { StatelessStack } from '../lib/stateless-stack';

/**
 * The CDK app: the stateful stack (table, user pool) and the stateless one (functions,
 * HTTP API, site). Environment-agnostic: no account or region lookups, so it synthesizes
 * without credentials and deploys wherever the CLI's profile points.
 *
 * Context options (`npx cdk deploy -c name=value`):
 * - `emailVerification=true`: new accounts confirm their e-mail with a code instead of
 *   being confirmed by the PreSignUp trigger;
 * - `bedrockModelId=<model id>`: the only Bedrock model the functions may invoke;
 * - `alarmEmail=<address>`: who receives the operations alarms (5xx, speech fallbacks).
 *
 * cdk-nag's AwsSolutions and Serverless packs check the whole app: a new finding fails
 * the synthesis until it is fixed or acknowledged on its construct (lib/compliance.ts).
 */
const app = new App();
const emailVerification = String(app.node.tryGetContext('emailVerification') ?? 'false') === 'true';
const bedrockModelId: string | undefined = app.node.tryGetContext('bedrockModelId');
const alarmEmail: string | undefined = app.node.tryGetContext('alarmEmail');

const stateful = new StatefulStack(app, 'ListaDeComprasStateful', {
  description: 'Lista de Compras por Voz: dados (tabela DynamoDB, usuários Cognito)',
  emailVerification,
});
new StatelessStack(app, 'ListaDeComprasStateless', {
  description: 'Lista de Compras por Voz: funções, API HTTP e site',
  table: stateful.table,
  userPool: stateful.userPool,
  userPoolClient: stateful.userPoolClient,
  bedrockModelId,
  alarmEmail,
});

applyCompliancePacks(app);
