/**
 * Rows nobody owns expire through the table's TTL attribute `expiresAt` (epoch seconds):
 * DynamoDB removes them some time after that moment (usually within days), at no cost.
 * The periods are stated in docs/data-model.md and the privacy policy.
 */

/** A guest device's rows (its draft, usage record, agreement): 180 days after the last write. */
export const guestRowLifetimeDays = 180;
/** A contact-form message: kept a year after it was sent. */
export const contactMessageRetentionDays = 365;

/** `days` after `from`, as the epoch seconds `expiresAt` holds. */
export function expiresAfter(days: number, from: Date = new Date()): number {
  return Math.floor(from.getTime() / 1000) + days * 86_400;
}
