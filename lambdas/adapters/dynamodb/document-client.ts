import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { tableConfig } from '../../server-config';

/**
 * The document client and table name, created once per function instance (outside the
 * handler) so warm calls reuse the connection.
 */
export function createTableClient(config = tableConfig()) {
  const client = new DynamoDBClient(config.endpoint ? { endpoint: config.endpoint } : {});
  const documentClient = DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true },
  });
  return { documentClient, tableName: config.tableName };
}

export type TableClient = ReturnType<typeof createTableClient>;
