import { loadAppConfig } from '@/lib/app-config';
import { currentAccessToken } from '@/lib/session';

/** 'live': nudges arrive; 'off': no socket (hidden, offline, refused, or between attempts). */
export type LiveStatus = 'connecting' | 'live' | 'off';

export interface WatchListOptions {
  listId: string;
  /** The list's version on the server, from the watch answer (catch-up) and each nudge. */
  onVersion: (version: number) => void;
  onStatus: (status: LiveStatus) => void;
}

/** Under API Gateway's 10-minute idle close. */
const pingMs = 4 * 60_000;
const maxBackoffMs = 30_000;

/**
 * Watches one list over the WebSocket API (issue 24) while the page is visible and the device
 * online: connects with the Cognito access token, asks to watch the list, answers each nudge's
 * version, pings to stay open, and reconnects with exponential backoff and jitter after a
 * close (API Gateway closes after 2 h and after 10 min idle). Hidden or offline, it closes:
 * no connection while no list is on screen. Returns the stop function.
 */
export function watchList({ listId, onVersion, onStatus }: WatchListOptions): () => void {
  let socket: WebSocket | undefined;
  let ping: ReturnType<typeof setInterval> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let stopped = false;

  const wanted = () => !stopped && document.visibilityState === 'visible' && navigator.onLine;

  function close(): void {
    clearTimeout(retry);
    clearInterval(ping);
    const open = socket;
    socket = undefined;
    open?.close(1000);
    onStatus('off');
  }

  function scheduleRetry(): void {
    if (!wanted()) return;
    const ceiling = Math.min(maxBackoffMs, 1000 * 2 ** attempt++);
    retry = setTimeout(() => void connect(), ceiling / 2 + (Math.random() * ceiling) / 2);
  }

  async function connect(): Promise<void> {
    clearTimeout(retry);
    if (socket || !wanted()) return;
    onStatus('connecting');
    const [config, token] = await Promise.all([loadAppConfig(), currentAccessToken()]).catch(() => [
      undefined,
      undefined,
    ]);
    if (!config?.liveUrl || !token || !wanted() || socket) {
      if (!socket) onStatus('off');
      return scheduleRetry();
    }
    const opened = new WebSocket(`${config.liveUrl}?token=${encodeURIComponent(token)}`);
    socket = opened;
    opened.onopen = () => {
      opened.send(JSON.stringify({ action: 'watch', listId }));
      ping = setInterval(() => opened.send(JSON.stringify({ action: 'ping' })), pingMs);
    };
    opened.onmessage = (message) => {
      const frame = parseFrame(message.data);
      if (frame?.type === 'watching' && frame.listId === listId) {
        attempt = 0;
        onStatus('live');
      }
      if ((frame?.type === 'watching' || frame?.type === 'nudge') && frame.listId === listId) onVersion(frame.version);
    };
    opened.onclose = () => {
      if (socket !== opened) return;
      socket = undefined;
      clearInterval(ping);
      onStatus('off');
      scheduleRetry();
    };
  }

  const onVisibility = () => (document.visibilityState === 'visible' ? void connect() : close());
  const onOnline = () => {
    attempt = 0;
    void connect();
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', close);
  void connect();

  return () => {
    stopped = true;
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', close);
    close();
  };
}

type Frame = { type: 'watching' | 'nudge'; listId: string; version: number } | { type: 'pong' | 'error' };

function parseFrame(data: unknown): Frame | undefined {
  try {
    const frame = JSON.parse(String(data)) as Frame;
    if ((frame.type === 'watching' || frame.type === 'nudge') && typeof frame.version !== 'number') return undefined;
    return frame;
  } catch {
    return undefined;
  }
}
