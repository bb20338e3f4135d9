import { useEffect, useState } from 'react';
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

/** The install offer for this browser, and Android's native prompt (discarded after use, spec §4). */
export function useInstallOffer() {
  const [offer, setOffer] = useState(currentOffer);
  useEffect(() => {
    const update = () => setOffer(currentOffer());
    installPrompt.listeners.add(update);
    // The prompt may have been captured between the first render and this effect.
    update();
    return () => {
      installPrompt.listeners.delete(update);
    };
  }, []);

  async function promptInstall() {
    const prompt = installPrompt.captured;
    if (!prompt) return;
    installPrompt.captured = null;
    await prompt.prompt();
    const choice = await prompt.userChoice;
    if (choice.outcome === 'accepted') installPrompt.installed = true;
    setOffer(currentOffer());
  }

  return { offer, promptInstall };
}
