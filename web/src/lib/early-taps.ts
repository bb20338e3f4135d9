import { useEffect, type ReactNode, type RefObject } from 'react';

declare global {
  interface Window {
    /** Buttons of the pre-rendered screen tapped before it was hydrated (web/index.html). */
    earlyTaps?: Element[];
  }
}

/**
 * Once React has hydrated a pre-rendered screen, stops holding taps and replays those
 * index.html held meanwhile on the buttons they hit, so a tap made while the app's code was
 * still on its way is not lost.
 */
function useReplayEarlyTaps(): void {
  useEffect(() => {
    document.documentElement.setAttribute('data-screen-hydrated', '');
    for (const button of window.earlyTaps?.splice(0) ?? []) {
      if (!button.isConnected || !(button instanceof HTMLElement)) continue;
      // Focused first, as the tap did: some controls act on focus (a Radix tab is chosen then),
      // which the tap itself may have given before the control listened.
      if (document.activeElement === button) button.blur();
      button.focus({ preventScroll: true });
      button.click();
    }
  }, []);
}

/**
 * Wraps each pre-rendered screen in the routes (src/prerender.tsx lists them): its effect runs
 * once the screen's lazy chunk has hydrated, after the screen's own effects.
 */
export function ReplayEarlyTaps({ children }: { children: ReactNode }): ReactNode {
  useReplayEarlyTaps();
  return children;
}

/**
 * Text typed into a pre-rendered form before React hydrated it stays in the fields but not in
 * the form's state: read once when the form mounts, it goes to `onTyped` by field name.
 */
export function useTypedBeforeHydration(
  form: RefObject<HTMLFormElement | null>,
  onTyped: (values: Record<string, string>) => void,
): void {
  useEffect(() => {
    const typed: Record<string, string> = {};
    for (const field of Array.from(form.current?.elements ?? [])) {
      const text = field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement;
      if (text && field.name && field.value !== field.defaultValue) typed[field.name] = field.value;
    }
    if (Object.keys(typed).length > 0) onTyped(typed);
    // Once, when mounted: later typing reaches the state through the fields' onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
