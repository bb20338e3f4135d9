/**
 * The single table's shape, shared by the CDK table and the local table creation so the
 * two cannot drift. Entity keys live in `lambdas/adapters/dynamodb/keys/*`; the access
 * patterns are documented in docs/architecture.md.
 */
export const tableDefinition = {
  /** Local table name; in AWS the name is generated and passed to functions as TABLE_NAME. */
  localTableName: 'lista-de-compras',
  partitionKey: 'pk',
  sortKey: 'sk',
  globalSecondaryIndexes: [
    /** Owner index: an owner's (user's or device's) rows, newest first. */
    { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
  ],
  /** Epoch seconds; rows with it set in the past are removed by DynamoDB. */
  timeToLiveAttribute: 'expiresAt',
} as const;
