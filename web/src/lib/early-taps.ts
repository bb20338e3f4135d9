import { useEffect } from 'react';

declare global {
  interface Window {
    /** Buttons of the pre-rendered screen tapped before it was hydrated (web/index.html). */
    earlyTaps?: Element[];
  }
}

/**
 * For a pre-rendered screen (/home, /add-items): once React has hydrated it, stops holding
 * taps and replays those index.html held meanwhile on the buttons they hit, so a tap made
 * while the app's code was still on its way is not lost.
 */
export function useReplayEarlyTaps(): void {
  useEffect(() => {
    document.documentElement.setAttribute('data-screen-hydrated', '');
    for (const button of window.earlyTaps?.splice(0) ?? []) {
      if (button.isConnected && button instanceof HTMLElement) button.click();
    }
  }, []);
}
