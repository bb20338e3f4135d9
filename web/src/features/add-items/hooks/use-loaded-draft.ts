import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { addItemsTexts, draftAutoSaveDelayMs } from '../add-items-texts';
import { forgetStoredItems, type EditableItem } from './use-list-items';
import { deleteDraft, getDraft, updateDraft, type DraftItem } from '@/lib/drafts/draft-store';
import { storageKeys } from '@/lib/storage-keys';

/** The items as a draft stores them (spec §3 draft item). */
export function toDraftItems(items: EditableItem[]): DraftItem[] {
  return items.map((item) => ({
    id: item.id,
    name: item.name,
    quantity: item.quantity,
    price: item.price,
    selected: item.selected ?? false,
  }));
}

function readStoredDraftId(): string | null {
  try {
    const id = sessionStorage.getItem(storageKeys.addItemsDraftId);
    return id && getDraft(id) ? id : null;
  } catch {
    return null;
  }
}

function storeDraftId(id: string | null): void {
  try {
    if (id) sessionStorage.setItem(storageKeys.addItemsDraftId, id);
    else sessionStorage.removeItem(storageKeys.addItemsDraftId);
  } catch {
    // Storage unavailable: the draft stays loaded for this visit only.
  }
}

function saveItemsToDraft(id: string, items: EditableItem[]): boolean {
  const next = toDraftItems(items);
  const current = getDraft(id);
  if (!current) return false;
  if (JSON.stringify(current.items) === JSON.stringify(next)) return true;
  try {
    updateDraft(id, { items: next });
  } catch (error) {
    console.warn('Falha ao salvar o rascunho', error);
  }
  return true;
}

/**
 * A draft loaded on /add-items (spec §2, §4): `?draft={id}` puts the draft's items on the
 * list, shows "Rascunho carregado" and replaces the URL with /add-items. While loaded, the
 * items are saved back to the draft 1 s after each change. Leaving the screen saves a
 * pending change at once and unloads the draft (the draft holds the items).
 */
export function useLoadedDraft(items: EditableItem[], replaceItems: (items: EditableItem[]) => void) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const requestedId = searchParams.get('draft');
  const [draftId, setDraftId] = useState<string | null>(readStoredDraftId);
  const latest = useRef({ draftId, items });
  latest.current = { draftId, items };

  useEffect(() => {
    if (requestedId === null) return;
    const draft = getDraft(requestedId);
    if (draft) {
      replaceItems(draft.items.map((item) => ({ ...item })));
      setDraftId(draft.id);
    } else {
      toast.error(addItemsTexts.errorTitle, { description: addItemsTexts.draftLoadFailed });
    }
    navigate('/add-items', { replace: true });
  }, [requestedId, replaceItems, navigate]);

  useEffect(() => storeDraftId(draftId), [draftId]);

  useEffect(() => {
    if (!draftId) return;
    const timer = setTimeout(() => {
      if (!saveItemsToDraft(draftId, items)) setDraftId(null);
    }, draftAutoSaveDelayMs);
    return () => clearTimeout(timer);
  }, [draftId, items]);

  useEffect(
    () => () => {
      const { draftId: loadedId, items: loadedItems } = latest.current;
      if (!loadedId) return;
      saveItemsToDraft(loadedId, loadedItems);
      storeDraftId(null);
      forgetStoredItems();
    },
    [],
  );

  /** After the list was saved: the draft became a list, so it goes away. */
  function dropDraft() {
    const id = latest.current.draftId;
    latest.current = { draftId: null, items: [] };
    setDraftId(null);
    storeDraftId(null);
    if (!id) return;
    try {
      deleteDraft(id);
    } catch (error) {
      console.warn('Falha ao apagar o rascunho salvo como lista', error);
    }
  }

  return { draftId, draftName: draftId ? (getDraft(draftId)?.name ?? null) : null, dropDraft };
}
