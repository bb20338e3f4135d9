import { useSyncExternalStore } from 'react';
import { decideInstallOffer, type InstallOffer } from '@/lib/install-decision';
import { installPrompt } from '@/lib/install-prompt';

function isStandalone(): boolean {
  return (
    installPrompt.installed ||
    window.matchMedia('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

function currentOffer(): InstallOffer {
  return decideInstallOffer({
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints,
    standalone: isStandalone(),
    isSecureContext: window.isSecureContext,
    hasInstallPrompt: installPrompt.captured !== null,
  });
}

function subscribe(listener: () => void): () => void {
  installPrompt.listeners.add(listener);
  return () => installPrompt.listeners.delete(listener);
}

const notify = () => installPrompt.listeners.forEach((listener) => listener());

/**
 * The install offer for this browser, and Android's native prompt (discarded after use, spec §4).
 * The pre-rendered home has no banner (the build cannot know the browser): hydration starts from
 * 'none' and shows the browser's offer right after.
 */
export function useInstallOffer() {
  const offer = useSyncExternalStore(subscribe, currentOffer, () => 'none' as const);

  async function promptInstall() {
    const prompt = installPrompt.captured;
    if (!prompt) return;
    installPrompt.captured = null;
    await prompt.prompt();
    const choice = await prompt.userChoice;
    if (choice.outcome === 'accepted') installPrompt.installed = true;
    notify();
  }

  return { offer, promptInstall };
}
