import { existsSync, readFileSync } from 'node:fs';
import type { Template } from 'aws-cdk-lib/assertions';
import {
  serverFunctionNames,
  serverFunctions,
  type ServerFunctionDefinition,
  type ServerFunctionName,
} from '../../lib/server-functions';
import { deployedBundle, sharedAssembly, templateHolding, testRegion, type SharedAssembly } from './synth-stacks';
import { actionsOf, findServerFunction, resourcesOf, statementsOfFunction, type CfnResource } from './template-queries';

describe('server functions', () => {
  let stacks: SharedAssembly;

  beforeAll(() => {
    stacks = sharedAssembly();
  });

  const templateOf = (name: ServerFunctionName): Template => templateHolding(stacks, name);

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
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        Description: definition.description,
        MemorySize: 256,
      });
      const slow = name === 'process-grocery-speech' || name === 'categorize-grocery-items';
      expect(fn.Properties.Timeout).toBe(definition.usesTranscribe ? 25 : slow ? 15 : 10);
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

    it('may do to the table only what its catalogue entry says, on its key prefixes, never Scan', () => {
      const statements = statementsOfFunction(templateOf(name), functionNamed(name)).filter((statement) =>
        actionsOf([statement]).some((action) => action.startsWith('dynamodb:')),
      );
      const access = definition.tableAccess;
      if (access === 'none') {
        expect(statements).toEqual([]);
        return;
      }
      expect(statements).toHaveLength(1);
      const [statement] = statements;
      expect([...actionsOf(statements)].sort()).toEqual(access.actions.map((action) => `dynamodb:${action}`).sort());
      expect(actionsOf(statements)).not.toContain('dynamodb:Scan');
      expect(statement!.Condition).toEqual({
        'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': access.keyPrefixes.map((prefix) => `${prefix}*`) },
      });
      const resources = JSON.stringify(statement!.Resource);
      expect(resources).not.toContain('/index/*');
      if (access.queriesIndex) expect(resources).toContain('/index/gsi1');
      else expect(resources).not.toContain('/index/');
    });

    it('may call Bedrock only when the catalogue says it uses it, and nothing but tracing on every resource', () => {
      const statements = statementsOfFunction(templateOf(name), functionNamed(name));
      const bedrockActions = actionsOf(statements).filter((action) => action.startsWith('bedrock:'));
      if (definition.usesBedrock) expect(bedrockActions).toEqual(['bedrock:InvokeModel']);
      else expect(bedrockActions).toEqual([]);
      // X-Ray's tracing and Transcribe's streaming are the only actions that take no resource.
      const resourceLess = (action: string) =>
        action.startsWith('xray:') || action === 'transcribe:StartStreamTranscription';
      for (const statement of statements.filter((s) => actionsOf([s]).some((a) => !resourceLess(a)))) {
        expect(statement.Resource).not.toEqual('*');
      }
    });

    it(
      definition.usesTranscribe
        ? 'may start streaming transcriptions, in its own region, and nothing else of Transcribe'
        : 'may not call Amazon Transcribe',
      () => {
        const fn = functionNamed(name);
        const statements = statementsOfFunction(templateOf(name), fn);
        const transcribeActions = actionsOf(statements).filter((action) => action.startsWith('transcribe:'));
        if (!definition.usesTranscribe) {
          expect(transcribeActions).toEqual([]);
          expect(fn.Properties.Environment.Variables).not.toHaveProperty('TRANSCRIBE_REGION');
          return;
        }
        expect(transcribeActions).toEqual(['transcribe:StartStreamTranscription']);
        const grant = statements.filter((s) => actionsOf([s]).some((a) => a.startsWith('transcribe:')));
        expect(grant).toHaveLength(1);
        expect(actionsOf(grant)).toEqual(['transcribe:StartStreamTranscription']);
        expect(fn.Properties.Environment.Variables.TRANSCRIBE_REGION).toBe(testRegion);
      },
    );

    it('bundles the AWS SDK instead of relying on the runtime copy', () => {
      const bundle = deployedBundle(stacks, name);
      expect(existsSync(bundle)).toBe(true);
      const external = readFileSync(bundle, 'utf8').match(
        /require\(["'](@aws-sdk\/(client|lib)-[\w-]+|@smithy\/[\w-]+)["']\)/g,
      );
      expect(external).toBeNull();
    });
  });

  it('lets only transcribe-grocery-speech call Amazon Transcribe', () => {
    const callers = serverFunctionNames.filter((name) =>
      actionsOf(statementsOfFunction(templateOf(name), functionNamed(name))).some((a) => a.startsWith('transcribe:')),
    );
    expect(callers).toEqual(['transcribe-grocery-speech']);
  });

  it('lets the contact form write messages and nothing else', () => {
    const statements = statementsOfFunction(stacks.statelessTemplate, functionNamed('send-contact-message'));
    const table = statements.filter((statement) => actionsOf([statement]).some((a) => a.startsWith('dynamodb:')));
    expect(actionsOf(table)).toEqual(['dynamodb:PutItem']);
    expect(table[0]!.Condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys']).toEqual(['CONTACT#*']);
  });

  it('uses no AWS-managed policy: each function has its own role, logging to its own log group', () => {
    for (const template of [stacks.statefulTemplate, stacks.statelessTemplate]) {
      for (const [, role] of Object.entries(resourcesOf(template, 'AWS::IAM::Role'))) {
        if (JSON.stringify(role.Properties.AssumeRolePolicyDocument).includes('lambda.amazonaws.com')) {
          const isCdkDeployment = JSON.stringify(role.Properties.ManagedPolicyArns ?? []).length > 2;
          // Only CDK's own BucketDeployment function keeps AWSLambdaBasicExecutionRole (acknowledged).
          if (isCdkDeployment)
            expect(JSON.stringify(role.Properties.ManagedPolicyArns)).toContain('AWSLambdaBasicExecutionRole');
        }
      }
    }
    for (const name of serverFunctionNames) {
      const fn = functionNamed(name);
      const roleId: string = fn.Properties.Role['Fn::GetAtt'][0];
      expect(resourcesOf(templateOf(name), 'AWS::IAM::Role')[roleId]?.Properties.ManagedPolicyArns).toBeUndefined();
      expect(fn.Properties.TracingConfig).toEqual({ Mode: 'Active' });
      const logs = statementsOfFunction(templateOf(name), fn).filter((s) =>
        actionsOf([s]).includes('logs:PutLogEvents'),
      );
      expect(JSON.stringify(logs.map((s) => s.Resource))).toContain(fn.Properties.LoggingConfig.LogGroup.Ref);
    }
  });
});
