import { whenIdle } from '../when-idle';

type OfflineEngine = typeof import('./offline-engine');

let enginePromise: Promise<OfflineEngine> | undefined;

/**
 * The bundled speech engine, imported on first use and kept. A failed load (offline
 * before the chunk was ever fetched) is retried on the next call.
 */
export function loadOfflineEngine(): Promise<OfflineEngine> {
  enginePromise ??= import('./offline-engine').catch((error: unknown) => {
    enginePromise = undefined;
    throw error;
  });
  return enginePromise;
}

/**
 * Fetches the engine in the background once the page is idle, so voice keeps working if
 * the signal drops later. Returns a function that cancels the pending preload.
 */
export function preloadOfflineEngineWhenIdle(): () => void {
  return whenIdle(() => void loadOfflineEngine().catch(() => undefined));
}
