/** A device's usage record (spec §3 device_usage), as GET /device/usage answers it. */
export interface DeviceUsage {
  deviceId: string;
  /** The user the device was last linked to, if any. */
  userId?: string;
  listsCreated: number;
  freeDraftLocalId: string | null;
  freeDraftCreatedAt: string | null;
  freeSavedListId: string | null;
  freeSavedListCreatedAt: string | null;
}

/**
 * What GET /device/usage answers: the device's own limits, never who linked it (anyone
 * holding the device id may ask).
 */
export type DeviceUsageAnswer = Omit<DeviceUsage, 'userId'>;
