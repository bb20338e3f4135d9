import { useEffect, useState } from 'react';
import { toast } from '@/lib/toast';
import { trashTexts as texts } from '../trash-texts';
import type { TrashEntry, TrashKind, useTrash } from './use-trash';
import { useSelection } from '@/hooks/use-selection';

/** What the confirmation dialog is about to delete for good. */
export type PendingDelete = { kind: 'one'; entry: TrashEntry } | { kind: 'bulk'; ids: string[] };

/**
 * What the trash screen does with its entries: selection mode (left, and cleared, when the
 * trash shown changes or a bulk action ends), restoring at once, deleting for good only after
 * the confirmation dialog, and the error toast when the trash cannot be read.
 */
export function useTrashActions(trash: ReturnType<typeof useTrash>, kind: TrashKind, listId: string) {
  const entries = trash.entries.data ?? [];
  const selection = useSelection(entries.map((entry) => entry.id));
  const { changeSelectionMode } = selection;
  const [pendingDelete, setPendingDelete] = useState<PendingDelete | null>(null);

  useEffect(() => {
    if (trash.entries.isError) toast.error(texts.errorTitle, { description: texts.loadFailed });
  }, [trash.entries.isError]);

  useEffect(() => {
    changeSelectionMode(false);
  }, [kind, listId, changeSelectionMode]);

  async function bulk(action: 'restore' | 'delete', ids: string[]) {
    if (ids.length === 0) return;
    await trash.run({ action, ids, bulk: true });
    changeSelectionMode(false);
  }

  return {
    entries,
    selection,
    pendingDelete,
    restore: (entry: TrashEntry) => void trash.run({ action: 'restore', ids: [entry.id], bulk: false }),
    restoreSelected: () => void bulk('restore', selection.selectedIds),
    askDelete: setPendingDelete,
    cancelDelete: () => setPendingDelete(null),
    confirmDelete() {
      if (!pendingDelete) return;
      setPendingDelete(null);
      if (pendingDelete.kind === 'one')
        void trash.run({ action: 'delete', ids: [pendingDelete.entry.id], bulk: false });
      else void bulk('delete', pendingDelete.ids);
    },
  };
}
