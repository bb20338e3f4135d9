/**
 * Registers the service worker vite-plugin-pwa builds (/sw.js: precache, offline app shell,
 * auto-update) once the page has loaded, in production builds only. The app's code now starts
 * after the first paint (web/index.html), often after the load event, so this replaces the
 * plugin's /registerSW.js, which only listens for that event.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .catch((error: unknown) => console.error('Falha ao registrar o service worker', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
