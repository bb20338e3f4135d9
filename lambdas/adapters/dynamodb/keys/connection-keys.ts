/**
 * Keys of live-update connections (issue 24): one WebSocket of a signed-in user, and the
 * list it watches.
 *
 * Rows:
 * - CONNECTION#<connectionId> / CONNECTION: type `Connection`, userId, connectedAt, listId (the
 *   list it watches, if any), the message window of its throttle (windowStart, messages), and
 *   expiresAt = connectedAt + 2 h (API Gateway closes a connection then; TTL removes a row whose
 *   $disconnect never came).
 * - WATCHERS#<listId> / CONNECTION#<connectionId>: type `Watcher`, userId, expiresAt (the
 *   connection's). A connection watches one list at a time.
 *
 * Access patterns:
 * - accept a connection / forget it ($disconnect, 410 Gone): Put / Delete the connection row
 *   (and Delete its watcher row, named by the connection row's listId);
 * - watch a list: one TransactWriteItems that moves the watcher row and sets the connection
 *   row's listId (condition: the connection row exists);
 * - throttle a connection's messages: UpdateItem of its connection row (conditioned counters);
 * - who watches a list (fan-out after a write): Query pk = WATCHERS#<listId>.
 */
export const connectionKeys = {
  connection: (connectionId: string) => ({ pk: `CONNECTION#${connectionId}`, sk: 'CONNECTION' }),
  watcher: (listId: string, connectionId: string) => ({ pk: `WATCHERS#${listId}`, sk: `CONNECTION#${connectionId}` }),
  watchersPartition: (listId: string) => `WATCHERS#${listId}`,
  connectionIdOfWatcherSortKey: (sk: string) => sk.slice('CONNECTION#'.length),
} as const;

/** API Gateway closes a WebSocket connection after 2 hours; its rows expire then. */
export const connectionLifetimeSeconds = 2 * 60 * 60;
