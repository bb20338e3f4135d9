import WebSocket from 'ws';

export interface LiveFrame {
  type: string;
  listId?: string;
  version?: number;
  message?: string;
}

/** A WebSocket client of the live-updates API that keeps every frame it receives, for tests and the bench. */
export interface LiveTestClient {
  socket: WebSocket;
  frames: LiveFrame[];
  send(frame: unknown): void;
  /** The next frame (from now on, or already received and not yet taken) matching `predicate`. */
  next(predicate?: (frame: LiveFrame) => boolean, timeoutMs?: number): Promise<LiveFrame>;
  close(): Promise<void>;
}

/** Opens `${liveUrl}?token=…`; rejects with the HTTP status when the upgrade is refused. */
export function openLive(liveUrl: string, token?: string): Promise<LiveTestClient> {
  const url = token === undefined ? liveUrl : `${liveUrl}?token=${encodeURIComponent(token)}`;
  const socket = new WebSocket(url);
  const frames: LiveFrame[] = [];
  let taken = 0;
  const waiters = new Set<() => void>();
  socket.on('message', (data: Buffer) => {
    frames.push(JSON.parse(data.toString('utf8')) as LiveFrame);
    for (const wake of waiters) wake();
  });

  const client: LiveTestClient = {
    socket,
    frames,
    send: (frame) => socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
    next(predicate = () => true, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const look = () => {
          const index = frames.findIndex((frame, i) => i >= taken && predicate(frame));
          if (index < 0) return false;
          taken = index + 1;
          cleanup();
          resolve(frames[index]!);
          return true;
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`No matching frame within ${timeoutMs} ms; got ${JSON.stringify(frames.slice(taken))}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(wake);
        };
        const wake = () => void look();
        if (!look()) waiters.add(wake);
      });
    },
    close: () =>
      new Promise((resolve) => {
        if (socket.readyState === WebSocket.CLOSED) return resolve();
        socket.once('close', () => resolve());
        socket.close();
      }),
  };

  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(client));
    socket.once('unexpected-response', (_request, response) =>
      reject(Object.assign(new Error(`Upgrade refused: ${response.statusCode}`), { status: response.statusCode })),
    );
    socket.once('error', reject);
  });
}
