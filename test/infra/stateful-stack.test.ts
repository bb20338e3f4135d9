import { Match, type Template } from 'aws-cdk-lib/assertions';
import { tableDefinition } from '../../lib/table-definition';
import { sharedAssembly, synthStateful, removeTemporaryDirectories } from './synth-stacks';
import { onlyResource } from './template-queries';

describe('stateful stack', () => {
  let template: Template;
  let withEmailVerification: Template;

  beforeAll(() => {
    template = sharedAssembly().statefulTemplate;
    withEmailVerification = synthStateful({ emailVerification: true });
  });

  afterAll(removeTemporaryDirectories);

  describe('table', () => {
    it('has the string keys, the GSI and the TTL of lib/table-definition.ts', () => {
      const [, table] = onlyResource(template, 'AWS::DynamoDB::GlobalTable');
      const [gsi] = tableDefinition.globalSecondaryIndexes;
      expect(table.Properties.KeySchema).toEqual([
        { AttributeName: tableDefinition.partitionKey, KeyType: 'HASH' },
        { AttributeName: tableDefinition.sortKey, KeyType: 'RANGE' },
      ]);
      expect(table.Properties.AttributeDefinitions).toEqual(
        expect.arrayContaining(
          [tableDefinition.partitionKey, tableDefinition.sortKey, gsi!.partitionKey, gsi!.sortKey].map((name) => ({
            AttributeName: name,
            AttributeType: 'S',
          })),
        ),
      );
      expect(table.Properties.GlobalSecondaryIndexes).toEqual([
        {
          IndexName: gsi!.indexName,
          KeySchema: [
            { AttributeName: gsi!.partitionKey, KeyType: 'HASH' },
            { AttributeName: gsi!.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        },
      ]);
      expect(table.Properties.TimeToLiveSpecification).toEqual({
        AttributeName: tableDefinition.timeToLiveAttribute,
        Enabled: true,
      });
    });

    it('bills on demand, keeps point-in-time recovery, is encrypted and survives stack deletion', () => {
      template.hasResource('AWS::DynamoDB::GlobalTable', {
        DeletionPolicy: 'Retain',
        UpdateReplacePolicy: 'Retain',
        Properties: Match.objectLike({
          BillingMode: 'PAY_PER_REQUEST',
          SSESpecification: { SSEEnabled: true, SSEType: 'KMS' },
          Replicas: [Match.objectLike({ PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true } })],
        }),
      });
    });
  });

  describe('user pool', () => {
    it('signs in by e-mail, requires a name and lets anyone sign up', () => {
      template.hasResourceProperties('AWS::Cognito::UserPool', {
        UsernameAttributes: ['email'],
        UsernameConfiguration: { CaseSensitive: false },
        AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
        Schema: Match.arrayWith([{ Name: 'name', Required: true, Mutable: true }]),
      });
    });

    it('asks only for passwords of at least 6 characters, as the spec says', () => {
      template.hasResourceProperties('AWS::Cognito::UserPool', {
        Policies: {
          PasswordPolicy: {
            MinimumLength: 6,
            RequireLowercase: false,
            RequireUppercase: false,
            RequireNumbers: false,
            RequireSymbols: false,
          },
        },
      });
    });

    it('recovers accounts by e-mail and survives stack deletion', () => {
      template.hasResource('AWS::Cognito::UserPool', {
        DeletionPolicy: 'Retain',
        Properties: Match.objectLike({
          AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
        }),
      });
    });

    it('confirms sign-ups with the pre-sign-up function', () => {
      const [functionId] = onlyResource(template, 'AWS::Lambda::Function');
      template.hasResourceProperties('AWS::Lambda::Function', {
        Environment: { Variables: Match.objectLike({ SERVICE_NAME: 'pre-sign-up' }) },
      });
      template.hasResourceProperties('AWS::Cognito::UserPool', {
        LambdaConfig: { PreSignUp: { 'Fn::GetAtt': [functionId, 'Arn'] } },
      });
      template.hasResourceProperties('AWS::Lambda::Permission', {
        FunctionName: { 'Fn::GetAtt': [functionId, 'Arn'] },
        Principal: 'cognito-idp.amazonaws.com',
      });
    });

    it('with emailVerification, has no trigger and sends a verification code instead', () => {
      withEmailVerification.resourceCountIs('AWS::Lambda::Function', 0);
      withEmailVerification.hasResourceProperties('AWS::Cognito::UserPool', {
        LambdaConfig: Match.absent(),
        AutoVerifiedAttributes: ['email'],
        VerificationMessageTemplate: Match.objectLike({ DefaultEmailOption: 'CONFIRM_WITH_CODE' }),
      });
    });
  });

  describe('app client', () => {
    it('has no secret, allows password, SRP and refresh-token sign-in, and hides whether a user exists', () => {
      const [, client] = onlyResource(template, 'AWS::Cognito::UserPoolClient');
      expect(client.Properties).toMatchObject({
        GenerateSecret: false,
        PreventUserExistenceErrors: 'ENABLED',
        AllowedOAuthFlowsUserPoolClient: false,
      });
      expect([...client.Properties.ExplicitAuthFlows].sort()).toEqual([
        'ALLOW_REFRESH_TOKEN_AUTH',
        'ALLOW_USER_PASSWORD_AUTH',
        'ALLOW_USER_SRP_AUTH',
      ]);
    });
  });

  it('outputs the table name, the user pool id and the client id', () => {
    for (const output of ['TableName', 'UserPoolId', 'UserPoolClientId']) {
      expect(template.findOutputs(output)).toHaveProperty(output);
    }
  });
});
