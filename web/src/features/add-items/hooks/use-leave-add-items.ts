import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { addItemsTexts } from '../add-items-texts';
import type { useExitGuard } from './use-exit-guard';
import type { EditableItem } from './use-list-items';
import type { useLoadedDraft } from './use-loaded-draft';
import { isFreeDraftSlotTaken, readDeviceUsage } from '@/lib/drafts/device-usage';
import { createDraft, readDrafts } from '@/lib/drafts/draft-store';
import { getSessionState, reloadSession } from '@/lib/session';
import { storageKeys } from '@/lib/storage-keys';
import { dialogToasterId, toast } from '@/lib/toast';

/** Anonymous visitors may keep 1 draft (spec §6). */
const guestDraftLimit = 1;

interface LeaveOptions {
  items: EditableItem[];
  guard: ReturnType<typeof useExitGuard>;
  draft: ReturnType<typeof useLoadedDraft>;
  clearItems: () => void;
}

/**
 * The ways out of /add-items with an unsaved list (spec §4): "Salvar como rascunho" (a guest
 * past their one draft gets the login dialog instead), "Descartar", and "Ir às compras",
 * which takes the items to /final-list.
 */
export function useLeaveAddItems({ items, guard, draft, clearItems }: LeaveOptions) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [loginDialogOpen, setLoginDialogOpen] = useState(false);

  function leave() {
    guard.allowLeaving();
    clearItems();
    guard.blocker.proceed?.();
  }

  async function saveAsDraft() {
    let session = getSessionState();
    if (session.status === 'loading') {
      await reloadSession();
      session = getSessionState();
    }
    // Spec §6: a guest keeps 1 draft here, and the server's one free draft slot (first draft it saved) stays taken after a delete.
    if (
      session.status !== 'signedIn' &&
      (readDrafts().length >= guestDraftLimit || isFreeDraftSlotTaken(await readDeviceUsage(queryClient)))
    ) {
      guard.blocker.reset?.();
      setLoginDialogOpen(true);
      return;
    }
    try {
      createDraft({ items: items.map((item) => ({ ...item, selected: item.selected ?? false })) });
    } catch (error) {
      console.warn('Falha ao salvar o rascunho', error);
      // The "saindo de uma lista" prompt stays open: the toast is about it.
      toast.error(addItemsTexts.errorTitle, { description: addItemsTexts.draftSaveFailed, toasterId: dialogToasterId });
      return;
    }
    toast.success(addItemsTexts.draftSaved);
    leave();
  }

  /** The items go to /final-list (groceryItems) to be checked off while shopping. */
  function goShopping() {
    try {
      localStorage.setItem(
        storageKeys.finalList,
        JSON.stringify(items.map(({ id, name, quantity }) => ({ id, name, quantity, checked: false }))),
      );
    } catch {
      toast.error(addItemsTexts.errorTitle, { description: addItemsTexts.draftSaveFailed });
      return;
    }
    guard.allowLeaving();
    draft.dropDraft();
    clearItems();
    void navigate('/final-list');
  }

  return {
    leave,
    saveAsDraft: () => void saveAsDraft(),
    goShopping,
    /** The login dialog of a guest who already keeps a draft. */
    loginDialogOpen,
    setLoginDialogOpen,
  };
}
