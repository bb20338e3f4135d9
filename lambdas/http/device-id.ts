import { ValidationError } from '../domain/errors';

/**
 * The device id the web app generates once and sends as `x-device-id` (spec §3):
 * `device_` + a 13-digit millisecond timestamp + `_` + 128 random bits as 32 lowercase hex.
 * Public routes identify the guest by it, so anything else is refused.
 */
export const deviceIdPattern = /^device_\d{13}_[0-9a-f]{32}$/;
export const deviceIdHeader = 'x-device-id';
export const invalidDeviceIdMessage = 'Identificador de dispositivo inválido.';

/** The request's device id, or a 400 with the pt-BR message when missing or malformed. */
export function readDeviceId(headers: Record<string, string | undefined> | undefined): string {
  const value = headers?.[deviceIdHeader];
  if (typeof value !== 'string' || !deviceIdPattern.test(value)) throw new ValidationError(invalidDeviceIdMessage);
  return value;
}
