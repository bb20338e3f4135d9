import { toast } from '@/lib/toast';
import { savedListsTexts } from '../saved-lists-texts';
import type { ListSummary } from '@domain/lists/list-types';
import { listIdsOf, type ListChange } from '@/lib/offline/list-operations';
import { outboxFor } from '@/lib/offline/offline-sync';
import { offerUndo } from '@/lib/undo/undo-toast';

/**
 * Rename and (bulk) soft delete on /saved-lists, through the device's outbox: the screen
 * changes at once, also offline, and the server gets each change in order when it can
 * (a bulk delete stays one request, replayable as one operation). A deletion offers
 * "Desfazer": the lists come back from the trash, where they were (lists sort by creation).
 */
export function useListChanges(userId: string, lists: readonly ListSummary[]) {
  const texts = savedListsTexts;

  async function enqueue(change: ListChange, failure: string): Promise<boolean> {
    if (!userId) return false;
    try {
      await outboxFor(userId).enqueue(change);
      return true;
    } catch {
      toast.error(texts.errorTitle, { description: failure });
      return false;
    }
  }

  /** Queues the deletion, then the toast whose "Desfazer" restores exactly these lists. */
  async function deleteWithUndo(change: ListChange, message: string, failure: string): Promise<boolean> {
    const deleted = lists.filter((list) => listIdsOf(change).includes(list.id));
    const queued = await enqueue(change, failure);
    if (queued && deleted.length > 0) {
      const back = deleted.map(({ id, name, itemCount, createdAt }) => ({ id, name, itemCount, createdAt }));
      offerUndo(
        message,
        () => void enqueue({ kind: 'restoreLists', listId: back[0]!.id, lists: back }, texts.undoFailed),
      );
    }
    return queued;
  }

  return {
    /** Spec §5: trimmed and non-empty, otherwise ignored. */
    renameList: (listId: string, name: string) => {
      const trimmed = name.trim();
      if (trimmed) void enqueue({ kind: 'renameList', listId, name: trimmed }, texts.renameFailed);
    },
    deleteList: (listId: string) =>
      void deleteWithUndo({ kind: 'deleteList', listId }, texts.movedToTrash, texts.deleteFailed),
    /** One request for the whole selection; resolves once it is kept on the device. */
    deleteLists: async (listIds: string[]) => {
      if (listIds.length === 0) return false;
      return deleteWithUndo(
        { kind: 'deleteLists', listId: listIds[0]!, listIds },
        texts.movedManyToTrash(listIds.length),
        texts.bulkDeleteFailed,
      );
    },
    deleting: false,
  };
}
