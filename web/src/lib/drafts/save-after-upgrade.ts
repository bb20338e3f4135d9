import { getDraft } from './draft-store';
import { storageKeys } from '../storage-keys';

/**
 * A list that met the free limit on /add-items goes to the Premium checkout as a draft; this
 * remembers which one (sessionStorage: the tab's trip through Stripe's pages and back), so
 * /add-items reopens it and, once the payment is confirmed, finishes the save.
 */
export function rememberSaveAfterUpgrade(draftId: string): void {
  try {
    sessionStorage.setItem(storageKeys.saveAfterUpgrade, draftId);
  } catch {
    // Storage unavailable: the list stays in the drafts, where the user finds it.
  }
}

/** The waiting draft's id, if it still exists. */
export function pendingSaveAfterUpgrade(): string | null {
  try {
    const id = sessionStorage.getItem(storageKeys.saveAfterUpgrade);
    return id && getDraft(id) ? id : null;
  } catch {
    return null;
  }
}

/** Answers the waiting draft's id and forgets it (/add-items takes it over). */
export function takeSaveAfterUpgrade(): string | null {
  const id = pendingSaveAfterUpgrade();
  try {
    sessionStorage.removeItem(storageKeys.saveAfterUpgrade);
  } catch {
    // Nothing stored.
  }
  return id;
}

/** Navigation state that has /add-items go on with "Salvar Lista" on arrival (after sign-in or payment). */
export const resumeSaveState = { resumeSave: true } as const;

export function isResumeSaveState(state: unknown): boolean {
  return (state as Partial<typeof resumeSaveState> | null)?.resumeSave === true;
}
