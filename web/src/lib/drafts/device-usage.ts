import type { QueryClient } from '@tanstack/react-query';
import type { DeviceUsage } from '@domain/devices/device-types';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** How long a fresh answer waits before the save falls back to the local rule (offline, slow network). */
const usageWaitMs = 4_000;

/** GET /device/usage: this device's usage record; null while the device has none yet. */
export async function fetchDeviceUsage(signal?: AbortSignal): Promise<DeviceUsage | null> {
  return apiFetch<DeviceUsage | null>('/device/usage', { signal });
}

/**
 * Reads the device's usage for a save decision: a fresh answer when the server replies in
 * time, else the last cached one, else undefined (offline or error: callers use the local rule).
 */
export async function readDeviceUsage(queryClient: QueryClient): Promise<DeviceUsage | null | undefined> {
  const cached = queryClient.getQueryData<DeviceUsage | null>(queryKeys.deviceUsage);
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return cached;
  const fresh = queryClient.fetchQuery({
    queryKey: queryKeys.deviceUsage,
    queryFn: ({ signal }) => fetchDeviceUsage(signal),
    staleTime: 0,
    retry: false,
  });
  const timedOut = Symbol('timed out');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<typeof timedOut>((resolve) => {
    timer = setTimeout(() => resolve(timedOut), usageWaitMs);
  });
  try {
    const answer = await Promise.race([fresh, timeout]);
    return answer === timedOut ? cached : answer;
  } catch (error) {
    console.warn('Falha ao ler o uso do dispositivo', error);
    return cached;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The server gives a guest device one free draft, ever (spec §6, §3 device_usage): the first
 * local draft id it saved. Deleting it does not free the slot, so the slot is taken when the
 * server recorded another draft than `draftId` (undefined: a draft not created yet).
 */
export function isFreeDraftSlotTaken(usage: DeviceUsage | null | undefined, draftId?: string): boolean {
  const recorded = usage?.freeDraftLocalId;
  return Boolean(recorded && recorded !== draftId);
}
