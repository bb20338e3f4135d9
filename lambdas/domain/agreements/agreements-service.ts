import type { AgreementBody } from './agreement-schemas';

/** An agreement as stored and answered. */
export interface Agreement {
  termsAccepted: boolean;
  termsAcceptedAt: string | null;
  privacyAccepted: boolean;
  privacyAcceptedAt: string | null;
}

/** A signed-in user's agreement, or a guest device's (spec §7: on user_id, otherwise on id). */
export type AgreementOwner = { kind: 'user'; userId: string } | { kind: 'device'; deviceId: string };

export interface AgreementsRepository {
  get(owner: AgreementOwner): Promise<Agreement | undefined>;
  put(owner: AgreementOwner, agreement: Agreement, at: string): Promise<void>;
}

/**
 * Upserts the owner's agreement. A timestamp is set when its flag turns true and kept
 * otherwise (also when the flag is withdrawn, as the record of the last acceptance).
 */
export function agreementsService({
  repository,
  now = () => new Date(),
}: {
  repository: AgreementsRepository;
  now?: () => Date;
}) {
  return {
    async accept(owner: AgreementOwner, body: AgreementBody): Promise<Agreement> {
      const at = now().toISOString();
      const stored = await repository.get(owner);
      const agreement: Agreement = {
        termsAccepted: body.termsAccepted,
        termsAcceptedAt: body.termsAccepted && !stored?.termsAccepted ? at : (stored?.termsAcceptedAt ?? null),
        privacyAccepted: body.privacyAccepted,
        privacyAcceptedAt: body.privacyAccepted && !stored?.privacyAccepted ? at : (stored?.privacyAcceptedAt ?? null),
      };
      await repository.put(owner, agreement, at);
      return agreement;
    },
  };
}
