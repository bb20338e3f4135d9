import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { Construct } from 'constructs';
import { SingleTable } from './constructs/single-table';
import { UserDirectory, type UserDirectoryProps } from './constructs/user-directory';

export interface StatefulStackProps extends StackProps, UserDirectoryProps {}

/**
 * What holds users' data: the table and the user pool (with its PreSignUp trigger, which
 * belongs to the pool). Kept apart from the stateless stack so that stack can be torn
 * down, renamed or rebuilt without touching data; both resources are RETAINed.
 */
export class StatefulStack extends Stack {
  readonly table: ITableV2;
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;

  constructor(scope: Construct, id: string, props: StatefulStackProps = {}) {
    super(scope, id, props);
    this.table = new SingleTable(this, 'Data').table;
    const users = new UserDirectory(this, 'Users', { emailVerification: props.emailVerification });
    this.userPool = users.userPool;
    this.userPoolClient = users.userPoolClient;

    new CfnOutput(this, 'TableName', { value: this.table.tableName });
    new CfnOutput(this, 'UserPoolId', { value: this.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.userPoolClient.userPoolClientId });
  }
}
