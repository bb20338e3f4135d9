import { storageKeys } from './storage-keys';

let cachedDeviceId: string | undefined;

/** 128 random bits as 32 hex characters. */
function randomHex128(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The device identifier sent as `x-device-id` on every API call (spec §3): "device_" +
 * a timestamp + "_" + 32 random hex characters, created once and kept in localStorage
 * (key device_id) across sign-outs. Without storage it lives for the page's lifetime.
 */
export function getDeviceId(): string {
  if (cachedDeviceId) return cachedDeviceId;
  let stored: string | null;
  try {
    stored = localStorage.getItem(storageKeys.deviceId);
  } catch {
    stored = null;
  }
  if (stored) {
    cachedDeviceId = stored;
    return stored;
  }
  const created = `device_${Date.now()}_${randomHex128()}`;
  try {
    localStorage.setItem(storageKeys.deviceId, created);
  } catch {
    // Storage unavailable: keep the id in memory only.
  }
  cachedDeviceId = created;
  return created;
}
