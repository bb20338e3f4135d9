import { canUse, listNotFoundMessage, type StoredList } from '../lists/lists-service';
import { WriteConflict } from '../write-conflict';
import { clientFrameSchema, liveActions, liveMessages, maxClientFrameBytes, type ServerFrame } from './live-messages';

export interface LiveConnection {
  connectionId: string;
  userId: string;
  connectedAt: string;
  /** The list it watches, if any. */
  listId?: string;
}

export interface Watcher {
  connectionId: string;
  userId: string;
}

/** What the live service needs from storage (keys/connection-keys.ts). */
export interface ConnectionsRepository {
  put(connection: LiveConnection): Promise<void>;
  get(connectionId: string): Promise<LiveConnection | undefined>;
  /** Forgets the connection and its watcher row. */
  remove(connectionId: string): Promise<void>;
  /** Moves the connection's watch to `listId`; WriteConflict `missing` when the connection is gone. */
  watch(connection: LiveConnection, listId: string): Promise<void>;
  /** Stops one watcher row (its user may no longer open the list). */
  unwatch(listId: string, connectionId: string): Promise<void>;
  /**
   * Counts one message in the connection's window (`windowStart`, epoch seconds): 'ok', or
   * 'throttled' past `max` in the window, or 'missing' when the connection is unknown.
   */
  countMessage(connectionId: string, windowStart: number, max: number): Promise<'ok' | 'throttled' | 'missing'>;
  watchers(listId: string): Promise<Watcher[]>;
}

/** Sends a frame to a connection through API Gateway's @connections API; 'gone' on 410. */
export interface ConnectionSender {
  send(connectionId: string, frame: ServerFrame): Promise<'sent' | 'gone'>;
}

/** Reads a list with its members: the same read and rule (`canUse`) as the list routes. */
export interface ListReader {
  getWithItems(listId: string): Promise<StoredList | undefined>;
}

/** A flood from one connection: more than this many messages in one window are refused. */
export const messagesPerWindow = 20;
export const throttleWindowSeconds = 10;

export interface LiveServiceDeps {
  connections: ConnectionsRepository;
  lists: ListReader;
  now?: () => Date;
}

/**
 * Live lists: who is connected, which list each connection watches, and the answer to each
 * client frame. Watching is allowed exactly when the list routes would open the list.
 */
export function liveService({ connections, lists, now = () => new Date() }: LiveServiceDeps) {
  const error = (message: string): ServerFrame => ({ type: 'error', message });

  return {
    async connect(connectionId: string, userId: string): Promise<void> {
      await connections.put({ connectionId, userId, connectedAt: now().toISOString() });
    },

    async disconnect(connectionId: string): Promise<void> {
      await connections.remove(connectionId);
    },

    /** The answer to one client frame; a bad frame gets an error frame and changes nothing. */
    async receive(connectionId: string, body: string | undefined): Promise<ServerFrame> {
      const windowStart = Math.floor(now().getTime() / 1000 / throttleWindowSeconds) * throttleWindowSeconds;
      const counted = await connections.countMessage(connectionId, windowStart, messagesPerWindow);
      if (counted === 'missing') return error(liveMessages.unknownConnection);
      if (counted === 'throttled') return error(liveMessages.throttled);

      const raw = body ?? '';
      if (Buffer.byteLength(raw) > maxClientFrameBytes) return error(liveMessages.tooLarge);
      let input: unknown;
      try {
        input = JSON.parse(raw);
      } catch {
        return error(liveMessages.notJson);
      }
      const action = (input as { action?: unknown } | null)?.action;
      if (typeof action !== 'string' || !(liveActions as readonly string[]).includes(action))
        return error(liveMessages.unknown);
      const parsed = clientFrameSchema.safeParse(input);
      if (!parsed.success) return error(liveMessages.invalid);
      if (parsed.data.action === 'ping') return { type: 'pong' };

      const { listId } = parsed.data;
      const connection = await connections.get(connectionId);
      if (!connection) return error(liveMessages.unknownConnection);
      const stored = await lists.getWithItems(listId);
      if (!stored || !canUse(stored, connection.userId)) return error(listNotFoundMessage);
      try {
        await connections.watch(connection, listId);
      } catch (failure) {
        if (failure instanceof WriteConflict) return error(liveMessages.unknownConnection);
        throw failure;
      }
      return { type: 'watching', listId, version: stored.list.revision };
    },
  };
}

/**
 * Tells every connection watching these lists their new version, after a write. Only
 * connections of users who may use the list when the nudge goes out (its owner and
 * current members) get it, so a removed member's sockets stop at once (their watch is
 * dropped); a deleted list's owner and members get its last nudge and find it gone.
 * Connections that are gone (410) are forgotten.
 */
export function listNudger({
  connections,
  lists,
  sender,
}: {
  connections: ConnectionsRepository;
  lists: ListReader;
  sender: ConnectionSender;
}) {
  async function nudgeList(listId: string): Promise<void> {
    const watchers = await connections.watchers(listId);
    if (watchers.length === 0) return;
    const stored = await lists.getWithItems(listId);
    const audience = new Set(stored ? [stored.list.ownerId, ...stored.members.map((member) => member.id)] : []);
    await Promise.all(
      watchers.map(async ({ connectionId, userId }) => {
        if (!stored || !audience.has(userId)) return connections.unwatch(listId, connectionId);
        const sent = await sender.send(connectionId, { type: 'nudge', listId, version: stored.list.revision });
        if (sent === 'gone') await connections.remove(connectionId);
      }),
    );
  }

  return {
    async nudge(listIds: readonly string[]): Promise<void> {
      await Promise.all([...new Set(listIds)].map(nudgeList));
    },
  };
}

export type ListNudger = ReturnType<typeof listNudger>;
