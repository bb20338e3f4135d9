import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toDraftItems } from './use-loaded-draft';
import type { EditableItem } from './use-list-items';
import { createDraft } from '@/lib/drafts/draft-store';
import { isResumeSaveState, rememberSaveAfterUpgrade, takeSaveAfterUpgrade } from '@/lib/drafts/save-after-upgrade';

interface SaveAfterTripOptions {
  items: EditableItem[];
  /** The draft loaded on the screen, if any. */
  draftId: string | null;
  startSave: () => Promise<void>;
  /** Lets the way out through (the exit guard) and empties the list, once a draft holds it. */
  leaveWithoutAsking: () => void;
}

/**
 * "Salvar Lista" survives the trips it can start: after "Cadastrar-se para continuar" (the
 * login dialog's /auth round trip) and after "Upgrade para Premium" in the list-limit dialog
 * (checkout), the user arrives with `resumeSaveState` and the save goes on (the naming dialog
 * opens). On the way to Premium the list is kept as a draft, without asking; /add-items
 * reopens that draft the next time it opens.
 */
export function useSaveAfterTrip({ items, draftId, startSave, leaveWithoutAsking }: SaveAfterTripOptions) {
  const location = useLocation();
  const navigate = useNavigate();
  const resume = useRef<boolean | null>(null);
  resume.current ??= isResumeSaveState(location.state);

  useEffect(() => {
    const waiting = takeSaveAfterUpgrade();
    if (waiting && waiting !== draftId) navigate(`/add-items?draft=${encodeURIComponent(waiting)}`, { replace: true });
    // Only on arrival.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (!resume.current || items.length === 0) return;
    resume.current = false;
    // A reload must not open the dialog again.
    navigate('/add-items', { replace: true, state: null });
    void startSave();
  });

  /** "Upgrade para Premium" from the list-limit dialog: the list waits in a draft. */
  function keepListForUpgrade() {
    if (draftId) {
      rememberSaveAfterUpgrade(draftId);
      return;
    }
    try {
      rememberSaveAfterUpgrade(createDraft({ items: toDraftItems(items) }).id);
    } catch (error) {
      // Storage full: the exit prompt will ask what to do with the list.
      console.warn('Falha ao guardar a lista como rascunho', error);
      return;
    }
    leaveWithoutAsking();
  }

  return { keepListForUpgrade };
}
