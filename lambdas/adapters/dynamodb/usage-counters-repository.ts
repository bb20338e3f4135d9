import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { UsageCountersRepository } from '../../domain/speech/voice-usage';
import type { TableClient } from './document-client';
import { voiceUsageKeys } from './keys/voice-usage-keys';

/**
 * The speech counters (keys/voice-usage-keys.ts): one conditional UpdateItem each, so 20
 * calls at once from 20 Lambda instances can never pass the limit together.
 */
export function dynamoUsageCountersRepository({ documentClient, tableName }: TableClient): UsageCountersRepository {
  return {
    async take(caller, period, limit, expiresAt) {
      try {
        await documentClient.send(
          new UpdateCommand({
            TableName: tableName,
            Key: voiceUsageKeys.counter(caller, period),
            UpdateExpression: 'ADD #calls :one SET #expiresAt = if_not_exists(#expiresAt, :expiresAt)',
            ConditionExpression: 'attribute_not_exists(#calls) OR #calls < :limit',
            ExpressionAttributeNames: { '#calls': 'calls', '#expiresAt': 'expiresAt' },
            ExpressionAttributeValues: { ':one': 1, ':limit': limit, ':expiresAt': expiresAt },
          }),
        );
        return true;
      } catch (error) {
        if (error instanceof ConditionalCheckFailedException) return false;
        throw error;
      }
    },
  };
}
