import type { AgreementBody } from '@domain/agreements/agreement-schemas';
import type { Agreement } from '@domain/agreements/agreements-service';
import type { LegalDocumentKind } from '../legal-texts';
import { apiFetch } from '@/lib/api-client';
import { getDeviceId } from '@/lib/device-id';
import { storageKeys } from '@/lib/storage-keys';

/** Whose agreement: the signed-in user's (PUT /agreements) or this guest device's (PUT /device/agreements). */
export type AgreementOwner = { kind: 'user'; userId: string } | { kind: 'device' };

/**
 * The last agreement the server answered is kept per owner ("user:<id>" or
 * "device:<device id>"): the PUT body carries both flags, so accepting one document
 * sends the other one's last known acceptance instead of withdrawing it.
 */
const lastAgreementsKey = storageKeys.agreements;

function ownerKey(owner: AgreementOwner): string {
  return owner.kind === 'user' ? `user:${owner.userId}` : `device:${getDeviceId()}`;
}

function readLastAgreements(): Record<string, Agreement> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(lastAgreementsKey) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, Agreement>) : {};
  } catch {
    return {};
  }
}

/** The owner's last known agreement on this device, if any. */
export function readLastAgreement(owner: AgreementOwner): Agreement | undefined {
  return readLastAgreements()[ownerKey(owner)];
}

function storeLastAgreement(owner: AgreementOwner, agreement: Agreement): void {
  try {
    localStorage.setItem(lastAgreementsKey, JSON.stringify({ ...readLastAgreements(), [ownerKey(owner)]: agreement }));
  } catch {
    // Storage unavailable (private mode): the next acceptance only sends its own flag.
  }
}

/** The body that accepts `kind` and keeps the other document's last known acceptance. */
export function agreementBody(kind: LegalDocumentKind, last: Agreement | undefined): AgreementBody {
  return {
    termsAccepted: kind === 'terms' || last?.termsAccepted === true,
    privacyAccepted: kind === 'privacy' || last?.privacyAccepted === true,
  };
}

/**
 * PUT /agreements (signed in) or /device/agreements (guest; apiFetch sends x-device-id):
 * records the acceptance of the terms of use or the privacy policy (spec §4 Agreements,
 * §7 user_agreements) and remembers the answer locally.
 */
export async function acceptAgreement(owner: AgreementOwner, kind: LegalDocumentKind): Promise<Agreement> {
  const path = owner.kind === 'user' ? '/agreements' : '/device/agreements';
  const body = agreementBody(kind, readLastAgreement(owner));
  const { agreement } = await apiFetch<{ agreement: Agreement }>(path, { method: 'PUT', body });
  storeLastAgreement(owner, agreement);
  return agreement;
}
