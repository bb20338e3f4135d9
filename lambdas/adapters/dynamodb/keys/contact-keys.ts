/**
 * Keys of contact-form messages (spec §7 send-contact-message).
 *
 * Access patterns:
 * - store a message: PutItem pk = CONTACT#<id>, sk = CONTACT (condition: new);
 * - messages newest first (support): Query gsi1, gsi1pk = CONTACT, ScanIndexForward false.
 */
export const contactKeys = {
  message: (id: string) => ({ pk: `CONTACT#${id}`, sk: 'CONTACT' }),
  index: (createdAt: string, id: string) => ({ gsi1pk: 'CONTACT', gsi1sk: `${createdAt}#${id}` }),
} as const;
