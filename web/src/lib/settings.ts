import { useSyncExternalStore } from 'react';
import { storageKeys } from './storage-keys';

/** The local settings of spec §3, plus the theme. */
export interface Settings {
  showPriceFields: boolean;
  selectedCurrency: 'BRL' | 'EUR';
  /** Grouping by category; it only takes effect for premium users. Default off (until chosen). */
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
    // Spec §3 gives two defaults (off in settings, on elsewhere); one reading for all: off until
    // chosen, so the switch on /configuracoes always shows what the lists do (docs/architecture.md).
    categorizeItems: read(storageKeys.categorizeItems) === 'true',
    theme: theme === 'light' || theme === 'dark' ? theme : null,
  };
}

let current = readSettings();
const listeners = new Set<() => void>();
const localChangeListeners = new Set<() => void>();

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

function write(key: string, text: string | null): void {
  if (text === null) localStorage.removeItem(key);
  else localStorage.setItem(key, text);
}

/**
 * Writes settings to this device and tells every screen at once. A change made here is
 * stamped with its time, in storage, so that after a reload or a day offline the newer of
 * this device and the account still wins; settings that came from the account carry the
 * account's time instead.
 */
export function updateSettings(changes: Partial<Settings>, { fromAccountAt }: { fromAccountAt?: string } = {}): void {
  try {
    for (const [key, value] of Object.entries(changes) as [keyof Settings, never][])
      write(storageKeys[key], storedValue[key](value));
    write(storageKeys.settingsChangedAt, fromAccountAt ?? new Date().toISOString());
  } catch {
    // Storage unavailable (private mode): the change lasts until the page closes.
    current = { ...current, ...changes };
    applyTheme(current.theme);
    for (const listener of listeners) listener();
    return;
  }
  notify();
  if (!fromAccountAt) for (const listener of localChangeListeners) listener();
}

/** When the settings on this device were last changed (here or by the account), if ever. */
export function settingsChangedAt(): string | null {
  return read(storageKeys.settingsChangedAt);
}

/** Calls `listener` after each change made on this device (not those from the account). */
export function subscribeToLocalSettingsChanges(listener: () => void): () => void {
  localChangeListeners.add(listener);
  return () => localChangeListeners.delete(listener);
}

/** The settings as they are now (outside React). */
export function getSettings(): Settings {
  return current;
}

/** The settings, re-rendering on every change (this tab or another). */
export function useSettings(): Settings {
  return useSyncExternalStore(subscribe, getSettings, getSettings);
}
