import { useEffect, useState } from 'react';
import { decideInstallOffer, type InstallOffer } from '@/lib/install-decision';

/** Chrome's install prompt event (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let capturedPrompt: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

// Captured as soon as this chunk loads: Android fires the event once, often before the banner mounts.
window.addEventListener('beforeinstallprompt', (event) => {
  event.preventDefault();
  capturedPrompt = event as BeforeInstallPromptEvent;
  notify();
});
window.addEventListener('appinstalled', () => {
  capturedPrompt = null;
  installed = true;
  notify();
});

let installed = false;

function isStandalone(): boolean {
  return (
    installed ||
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
    hasInstallPrompt: capturedPrompt !== null,
  });
}

/** The install offer for this browser, and Android's native prompt (discarded after use, spec §4). */
export function useInstallOffer() {
  const [offer, setOffer] = useState(currentOffer);
  useEffect(() => {
    const update = () => setOffer(currentOffer());
    listeners.add(update);
    return () => {
      listeners.delete(update);
    };
  }, []);

  async function promptInstall() {
    const prompt = capturedPrompt;
    if (!prompt) return;
    capturedPrompt = null;
    await prompt.prompt();
    const choice = await prompt.userChoice;
    if (choice.outcome === 'accepted') installed = true;
    notify();
  }

  return { offer, promptInstall };
}
