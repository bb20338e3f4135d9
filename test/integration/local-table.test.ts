import { DescribeTableCommand, DescribeTimeToLiveCommand } from '@aws-sdk/client-dynamodb';
import { dynamoDbClient } from '../../local/dynamodb-local';
import { tableDefinition } from '../../lib/table-definition';

describe('the local table', () => {
  it('is created from the same definition the CDK stack uses', async () => {
    const client = dynamoDbClient(process.env.LOCAL_DYNAMODB_ENDPOINT!);
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableDefinition.localTableName }));
    expect(Table?.KeySchema).toEqual([
      { AttributeName: tableDefinition.partitionKey, KeyType: 'HASH' },
      { AttributeName: tableDefinition.sortKey, KeyType: 'RANGE' },
    ]);
    expect(
      Table?.GlobalSecondaryIndexes?.map((index) => [
        index.IndexName,
        index.KeySchema?.map((key) => key.AttributeName),
      ]),
    ).toEqual(
      tableDefinition.globalSecondaryIndexes.map((index) => [index.indexName, [index.partitionKey, index.sortKey]]),
    );
    const ttl = await client.send(new DescribeTimeToLiveCommand({ TableName: tableDefinition.localTableName }));
    expect(ttl.TimeToLiveDescription?.AttributeName).toBe(tableDefinition.timeToLiveAttribute);
  });
});
