import { useMutation } from '@tanstack/react-query';
import { acceptAgreement, type AgreementOwner } from '../api/agreements-api';
import type { LegalDocumentKind } from '../legal-texts';
import { getSessionState, subscribeToSession, type SessionState } from '@/lib/session';

/** Resolves once the stored session has been read (signed in or out), at once if it already was. */
function settledSession(): Promise<Exclude<SessionState, { status: 'loading' }>> {
  return new Promise((resolve) => {
    const settled = () => {
      const state = getSessionState();
      return state.status === 'loading' ? undefined : state;
    };
    const now = settled();
    if (now) return resolve(now);
    const unsubscribe = subscribeToSession(() => {
      const state = settled();
      if (!state) return;
      unsubscribe();
      resolve(state);
    });
  });
}

async function currentOwner(): Promise<AgreementOwner> {
  const session = await settledSession();
  return session.status === 'signedIn' ? { kind: 'user', userId: session.user.id } : { kind: 'device' };
}

/**
 * Records the acceptance of a legal document for the signed-in user or, for a guest,
 * for this device. The screen leaves at once, so the request finishes in the background;
 * a failure is only logged (spec §8).
 */
export function useAcceptAgreement(kind: LegalDocumentKind) {
  return useMutation({
    mutationFn: async () => acceptAgreement(await currentOwner(), kind),
    onError: (error) => console.warn('Falha ao salvar o aceite', kind, error),
  });
}
