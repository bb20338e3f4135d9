/** Chrome's install prompt event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** Android's captured prompt and the installed state (spec §4 Install), for the home's banner. */
export const installPrompt = {
  captured: null as BeforeInstallPromptEvent | null,
  installed: false,
  listeners: new Set<() => void>(),
};

const notify = () => installPrompt.listeners.forEach((listener) => listener());

/**
 * Started by main.tsx before any screen: Android fires beforeinstallprompt once per page
 * load, often while another screen than Home is open, so the banner's chunk would miss it.
 */
export function captureInstallPrompt(): void {
  // Fired before this code ran (index.html keeps it): a pre-rendered screen loads the app after its first paint.
  const early = (window as { earlyInstallPrompt?: BeforeInstallPromptEvent }).earlyInstallPrompt;
  if (early) installPrompt.captured = early;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    installPrompt.captured = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    installPrompt.captured = null;
    installPrompt.installed = true;
    notify();
  });
}
