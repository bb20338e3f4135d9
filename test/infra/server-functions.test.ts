import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import type { Template } from 'aws-cdk-lib/assertions';
import {
  serverFunctionNames,
  serverFunctions,
  type ServerFunctionDefinition,
  type ServerFunctionName,
} from '../../lib/server-functions';
import { synthStacks, type SynthesizedStacks, removeTemporaryDirectories } from './synth-stacks';
import { actionsOf, findServerFunction, resourcesOf, statementsOfFunction, type CfnResource } from './template-queries';

const tableWrites = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];
const tableReads = ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:BatchGetItem'];

describe('server functions', () => {
  let stacks: SynthesizedStacks;

  beforeAll(() => {
    stacks = synthStacks();
  });

  afterAll(removeTemporaryDirectories);

  /** The template holding a function: Cognito triggers live with the user pool. */
  function templateOf(name: ServerFunctionName): Template {
    return findServerFunction(stacks.statefulTemplate, name) ? stacks.statefulTemplate : stacks.statelessTemplate;
  }

  function functionNamed(name: ServerFunctionName): CfnResource {
    const found = findServerFunction(templateOf(name), name);
    if (!found) throw new Error(`No Lambda for server function "${name}"`);
    return found[1];
  }

  it('puts the Cognito trigger in the stateful stack and every other function in the stateless one', () => {
    expect(findServerFunction(stacks.statefulTemplate, 'pre-sign-up')).toBeDefined();
    for (const name of serverFunctionNames.filter((n) => n !== 'pre-sign-up')) {
      expect(findServerFunction(stacks.statelessTemplate, name)).toBeDefined();
      expect(findServerFunction(stacks.statefulTemplate, name)).toBeUndefined();
    }
  });

  it('keeps the table and the user pool out of the stateless stack', () => {
    for (const type of ['AWS::DynamoDB::GlobalTable', 'AWS::DynamoDB::Table', 'AWS::Cognito::UserPool']) {
      expect(resourcesOf(stacks.statelessTemplate, type)).toEqual({});
    }
  });

  describe.each(serverFunctionNames)('%s', (name) => {
    const definition: ServerFunctionDefinition = serverFunctions[name];

    it('runs on Node.js 22, arm64, with its catalogue description and a bounded timeout', () => {
      const fn = functionNamed(name);
      expect(fn.Properties).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        Description: definition.description,
        MemorySize: 256,
      });
      const slow = name === 'process-grocery-speech' || name === 'categorize-grocery-items';
      expect(fn.Properties.Timeout).toBe(slow ? 15 : 10);
    });

    it(
      definition.reservedConcurrency
        ? `is capped by ${definition.reservedConcurrency} reserved concurrent executions`
        : 'has no reserved concurrency',
      () => {
        expect(functionNamed(name).Properties.ReservedConcurrentExecutions).toBe(definition.reservedConcurrency);
      },
    );

    it(definition.readsUserTokens ? "checks the pool's access tokens itself" : 'knows nothing of user tokens', () => {
      const variables = functionNamed(name).Properties.Environment.Variables;
      if (definition.readsUserTokens) {
        expect(JSON.stringify(variables.USER_POOL_ISSUER)).toContain('https://cognito-idp.');
        expect(JSON.stringify(variables.USER_POOL_CLIENT_ID)).toContain('WebClient');
      } else {
        expect(variables).not.toHaveProperty('USER_POOL_ISSUER');
      }
    });

    it('logs to its own log group kept for a month', () => {
      const fn = functionNamed(name);
      const logGroupId: string = fn.Properties.LoggingConfig.LogGroup.Ref;
      const logGroup = resourcesOf(templateOf(name), 'AWS::Logs::LogGroup')[logGroupId];
      expect(logGroup?.Properties.RetentionInDays).toBe(30);
    });

    it('gets TABLE_NAME only when it uses the table, and source-mapped stack traces', () => {
      const variables = functionNamed(name).Properties.Environment.Variables;
      expect(variables.NODE_OPTIONS).toBe('--enable-source-maps');
      if (definition.tableAccess === 'none') expect(variables).not.toHaveProperty('TABLE_NAME');
      else expect(variables.TABLE_NAME).toBeDefined();
    });

    it(`has only the table grants of tableAccess '${definition.tableAccess}'`, () => {
      const actions = actionsOf(statementsOfFunction(templateOf(name), functionNamed(name)));
      const dynamodbActions = actions.filter((action) => action.startsWith('dynamodb:'));
      if (definition.tableAccess === 'none') expect(dynamodbActions).toEqual([]);
      if (definition.tableAccess !== 'none') expect(dynamodbActions).toEqual(expect.arrayContaining(tableReads));
      if (definition.tableAccess === 'readWrite') expect(dynamodbActions).toEqual(expect.arrayContaining(tableWrites));
      if (definition.tableAccess === 'read') {
        for (const write of tableWrites) expect(dynamodbActions).not.toContain(write);
      }
    });

    it('may call Bedrock only when the catalogue says it uses it, and never on every resource', () => {
      const statements = statementsOfFunction(templateOf(name), functionNamed(name));
      const bedrockActions = actionsOf(statements).filter((action) => action.startsWith('bedrock:'));
      if (definition.usesBedrock) expect(bedrockActions).toEqual(['bedrock:InvokeModel']);
      else expect(bedrockActions).toEqual([]);
      for (const statement of statements) expect(statement.Resource).not.toEqual('*');
    });

    it('bundles the AWS SDK instead of relying on the runtime copy', () => {
      const objectKey: string = functionNamed(name).Properties.Code.S3Key;
      const bundle = path.join(stacks.outdir, `asset.${objectKey.replace(/\.zip$/, '')}`, 'index.js');
      expect(existsSync(bundle)).toBe(true);
      const external = readFileSync(bundle, 'utf8').match(
        /require\(["'](@aws-sdk\/(client|lib)-[\w-]+|@smithy\/[\w-]+)["']\)/g,
      );
      expect(external).toBeNull();
    });
  });

  it('lets the lists function read and write the table, indexes included', () => {
    const statements = statementsOfFunction(stacks.statelessTemplate, functionNamed('lists'));
    const writes = statements.find((statement) => actionsOf([statement]).includes('dynamodb:PutItem'));
    expect(JSON.stringify(writes?.Resource)).toContain('/index/*');
  });
});
