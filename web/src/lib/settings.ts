import { useSyncExternalStore } from 'react';
import { getSessionState } from './session';
import { storageKeys } from './storage-keys';

/** The local settings of spec §3, plus the theme. */
export interface Settings {
  showPriceFields: boolean;
  selectedCurrency: 'BRL' | 'EUR';
  /** Grouping by category; it only takes effect for premium users. */
  categorizeItems: boolean;
  /** null follows the system theme. */
  theme: 'light' | 'dark' | null;
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function readSettings(): Settings {
  const theme = read(storageKeys.theme);
  return {
    showPriceFields: read(storageKeys.showPriceFields) !== 'false',
    selectedCurrency: read(storageKeys.selectedCurrency) === 'EUR' ? 'EUR' : 'BRL',
    // Spec §3: grouping is on where the setting is absent; the switch shows the same value.
    categorizeItems: read(storageKeys.categorizeItems) !== 'false',
    theme: theme === 'light' || theme === 'dark' ? theme : null,
  };
}

let current = readSettings();
const listeners = new Set<() => void>();

function notify() {
  current = readSettings();
  applyTheme(current.theme);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', notify);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', notify);
  };
}

/** The same rule as the inline script of index.html, for changes after the first paint. */
function applyTheme(theme: Settings['theme']) {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.classList.toggle('light', theme === 'light');
}

const storedValue: { [K in keyof Settings]: (value: Settings[K]) => string | null } = {
  showPriceFields: (value) => String(value),
  selectedCurrency: (value) => value,
  categorizeItems: (value) => String(value),
  theme: (value) => value,
};

/**
 * Writes settings to this device and tells every screen at once; for a signed-in user
 * they also go to the account (unless they came from it).
 */
export function updateSettings(changes: Partial<Settings>, { fromAccount = false } = {}): void {
  if (!fromAccount && getSessionState().status === 'signedIn')
    queueMicrotask(
      () => void import('./settings-account').then(({ saveSettingsToAccount }) => saveSettingsToAccount()),
    );
  try {
    for (const [key, value] of Object.entries(changes) as [keyof Settings, never][]) {
      const text = storedValue[key](value);
      if (text === null) localStorage.removeItem(storageKeys[key]);
      else localStorage.setItem(storageKeys[key], text);
    }
  } catch {
    // Storage unavailable (private mode): the change lasts until the page closes.
    current = { ...current, ...changes };
    applyTheme(current.theme);
    for (const listener of listeners) listener();
    return;
  }
  notify();
}

/** The settings as they are now (outside React). */
export function getSettings(): Settings {
  return current;
}

/** The settings, re-rendering on every change (this tab or another). */
export function useSettings(): Settings {
  return useSyncExternalStore(subscribe, getSettings, getSettings);
}
