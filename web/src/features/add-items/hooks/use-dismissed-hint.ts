import { useCallback, useState } from 'react';

function readDismissed(key: string): boolean {
  try {
    return localStorage.getItem(key) === 'true';
  } catch {
    return false;
  }
}

/** A hint the person can close for good: the choice is kept in localStorage under `key`. */
export function useDismissedHint(key: string) {
  const [dismissed, setDismissed] = useState(() => readDismissed(key));
  const dismiss = useCallback(() => {
    setDismissed(true);
    try {
      localStorage.setItem(key, 'true');
    } catch {
      // Storage unavailable (private mode): the hint stays closed for this visit.
    }
  }, [key]);
  return { dismissed, dismiss };
}
