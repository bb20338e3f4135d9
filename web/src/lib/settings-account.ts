import type { SettingsBody } from '@domain/settings/settings-schemas';
import { apiFetch } from './api-client';
import { getSettings, updateSettings } from './settings';

/** One request at a time, in order, so the account ends with the last change. */
let queue: Promise<void> = Promise.resolve();
/** Counts changes made on this device, so a sign-in read never overwrites a newer one. */
let localChanges = 0;

function enqueue(work: () => Promise<void>, failure: string): Promise<void> {
  queue = queue.then(work).catch((error: unknown) => console.warn(failure, error));
  return queue;
}

/** Sends this device's settings (as they are when the request leaves) to the account; failures are logged only. */
export function saveSettingsToAccount(): Promise<void> {
  localChanges += 1;
  return enqueue(async () => {
    await apiFetch('/settings', { method: 'PUT', body: getSettings() });
  }, 'Falha ao guardar as configurações na conta');
}

/**
 * At sign-in: the account's settings win (a second phone starts with the same ones),
 * unless this device changed one meanwhile; an account without settings takes this device's.
 */
export function syncSettingsWithAccount(): Promise<void> {
  const changesBefore = localChanges;
  return enqueue(async () => {
    const { settings } = await apiFetch<{ settings: SettingsBody | null }>('/settings');
    if (localChanges !== changesBefore) return;
    if (settings) updateSettings(settings, { fromAccount: true });
    else await apiFetch('/settings', { method: 'PUT', body: getSettings() });
  }, 'Falha ao ler as configurações da conta');
}
