import type { AccountSettings } from '@domain/settings/settings-schemas';
import { apiFetch } from './api-client';
import { getSettings, settingsChangedAt, updateSettings } from './settings';

/** One request at a time, in order, so the account ends with the last change. */
let queue: Promise<void> = Promise.resolve();

function enqueue(work: () => Promise<void>, failure: string): Promise<void> {
  queue = queue.then(work).catch((error: unknown) => console.warn(failure, error));
  return queue;
}

/** Takes the account's settings when they are newer than this device's. */
function takeIfNewer({ settings, changedAt }: AccountSettings): void {
  const local = settingsChangedAt();
  if (settings && changedAt && (!local || changedAt > local)) updateSettings(settings, { fromAccountAt: changedAt });
}

/** Sends this device's settings with the time of their change; the account keeps the newer and answers it. */
async function sendLocal(): Promise<void> {
  const changedAt = settingsChangedAt() ?? undefined;
  takeIfNewer(await apiFetch<AccountSettings>('/settings', { method: 'PUT', body: { ...getSettings(), changedAt } }));
}

/**
 * Sends a change made on this device to the account. A failure (offline) is only logged:
 * the change keeps its time in storage and wins at the next sync, since it is newer.
 */
export function saveSettingsToAccount(): Promise<void> {
  return enqueue(sendLocal, 'Falha ao guardar as configurações na conta');
}

/**
 * At start, sign-in and return online: the newer side wins. The account's settings replace
 * older ones on this device (a second phone starts with the same ones); this device's
 * newer change (made offline, or just before a reload) goes to the account, as do its
 * settings when the account has none.
 */
export function syncSettingsWithAccount(): Promise<void> {
  return enqueue(async () => {
    const answer = await apiFetch<AccountSettings>('/settings');
    const local = settingsChangedAt();
    if (!answer.settings || !answer.changedAt || (local && local > answer.changedAt)) await sendLocal();
    else takeIfNewer(answer);
  }, 'Falha ao ler as configurações da conta');
}
