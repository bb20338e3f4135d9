import { listNudger } from '../../domain/live/live-service';
import { liveConnectionsConfig } from '../../server-config';
import { dynamoConnectionsRepository } from '../dynamodb/connections-repository';
import type { TableClient } from '../dynamodb/document-client';
import { dynamoListsRepository } from '../dynamodb/lists-repository';
import { apiGatewayConnectionSender } from './connection-sender';

/** The nudger of the functions that write lists (lists, items, sharing), created once per instance. */
export function createListNudger(table: TableClient) {
  return listNudger({
    connections: dynamoConnectionsRepository(table),
    lists: dynamoListsRepository(table),
    sender: apiGatewayConnectionSender(liveConnectionsConfig().endpoint),
  });
}
