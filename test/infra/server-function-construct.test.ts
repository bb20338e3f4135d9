import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import { DEFAULT_CATEGORY_MODEL_ID } from '../../lambdas/adapters/bedrock/bedrock-categoriser';
import { DEFAULT_SPEECH_MODEL_ID } from '../../lambdas/adapters/bedrock/bedrock-speech-engine';
import { defaultBedrockModelId, ServerFunction } from '../../lib/constructs/server-function';
import { makeTestApp, testEnv, removeTemporaryDirectories } from './synth-stacks';
import { actionsOf, findServerFunction, statementsOfFunction, type CfnResource } from './template-queries';

/**
 * The construct's grants for catalogue entries the catalogue may not hold yet (a 'read'
 * function, a Bedrock one), so the least-privilege rules are checked before they are used.
 */
describe('ServerFunction', () => {
  let template: Template;
  let stack: Stack;

  function functionNamed(name: string): CfnResource {
    const found = findServerFunction(template, name);
    if (!found) throw new Error(`No Lambda for "${name}"`);
    return found[1];
  }

  beforeAll(() => {
    stack = new Stack(makeTestApp(), 'Construct', { env: testEnv });
    const table = new dynamodb.TableV2(stack, 'Table', {
      partitionKey: { name: 'pk', type: dynamodb.AttributeType.STRING },
    });
    new ServerFunction(stack, 'Reader', {
      name: 'check-subscription',
      definition: {
        description: 'reads',
        tableAccess: { actions: ['GetItem', 'Query'], keyPrefixes: ['USER#'], queriesIndex: true },
      },
      table,
    });
    new ServerFunction(stack, 'AnyModel', {
      name: 'process-grocery-speech',
      definition: { description: 'speech', tableAccess: 'none', usesBedrock: true },
    });
    new ServerFunction(stack, 'OneModel', {
      name: 'categorize-grocery-items',
      definition: { description: 'categories', tableAccess: 'none', usesBedrock: true },
      bedrockModelId: 'amazon.nova-micro-v1:0',
    });
    template = Template.fromStack(stack);
  });

  afterAll(removeTemporaryDirectories);

  it('grants exactly the listed actions on the table and the one index, for the listed key prefixes', () => {
    const statements = statementsOfFunction(template, functionNamed('check-subscription'));
    const table = statements.filter((s) => actionsOf([s]).some((a) => a.startsWith('dynamodb:')));
    expect(actionsOf(table)).toEqual(['dynamodb:GetItem', 'dynamodb:Query']);
    expect(JSON.stringify(table[0]!.Resource)).toMatch(/"\/index\/gsi1"\]/);
    expect(table[0]!.Condition).toEqual({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['USER#*'] } });
  });

  it("grants the engines' default model when none is configured, never every model", () => {
    expect(defaultBedrockModelId).toBe(DEFAULT_SPEECH_MODEL_ID);
    expect(defaultBedrockModelId).toBe(DEFAULT_CATEGORY_MODEL_ID);
    const fn = functionNamed('process-grocery-speech');
    const bedrock = statementsOfFunction(template, fn).filter((s) =>
      actionsOf([s]).some((a) => a.startsWith('bedrock:')),
    );
    expect(bedrock).toHaveLength(1);
    expect(actionsOf(bedrock)).toEqual(['bedrock:InvokeModel']);
    expect(stack.resolve(bedrock[0]!.Resource)).toEqual({
      'Fn::Join': [
        '',
        ['arn:', { Ref: 'AWS::Partition' }, `:bedrock:${testEnv.region}::foundation-model/${defaultBedrockModelId}`],
      ],
    });
    expect(fn.Properties.Environment.Variables).not.toHaveProperty('TABLE_NAME');
    expect(fn.Properties.Environment.Variables.BEDROCK_MODEL_ID).toBe(defaultBedrockModelId);
  });

  it('narrows the Bedrock grant to the configured model and tells the function which one', () => {
    const fn = functionNamed('categorize-grocery-items');
    const [bedrock] = statementsOfFunction(template, fn).filter((s) =>
      actionsOf([s]).some((a) => a.startsWith('bedrock:')),
    );
    expect(JSON.stringify(bedrock!.Resource)).toContain('foundation-model/amazon.nova-micro-v1:0');
    expect(fn.Properties.Environment.Variables.BEDROCK_MODEL_ID).toBe('amazon.nova-micro-v1:0');
  });

  it('refuses a function that needs the table when it is not given one', () => {
    const other = new Stack(makeTestApp(), 'Other', { env: testEnv });
    expect(() => new ServerFunction(other, 'Lists', { name: 'lists' })).toThrow(/needs the table/);
  });
});
