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
  const preload = () => void loadOfflineEngine().catch(() => undefined);
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(preload, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(preload, 1000);
  return () => window.clearTimeout(handle);
}
