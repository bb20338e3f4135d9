import { toast } from '@/lib/toast';
import { savedListsTexts } from '../saved-lists-texts';
import type { ListChange } from '@/lib/offline/list-operations';
import { outboxFor } from '@/lib/offline/offline-sync';

/**
 * Rename and (bulk) soft delete on /saved-lists, through the device's outbox: the screen
 * changes at once, also offline, and the server gets each change in order when it can
 * (a bulk delete stays one request, replayable as one operation).
 */
export function useListChanges(userId: string) {
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

  return {
    /** Spec §5: trimmed and non-empty, otherwise ignored. */
    renameList: (listId: string, name: string) => {
      const trimmed = name.trim();
      if (trimmed) void enqueue({ kind: 'renameList', listId, name: trimmed }, texts.renameFailed);
    },
    deleteList: (listId: string) =>
      void enqueue({ kind: 'deleteList', listId }, texts.deleteFailed).then(
        (queued) => queued && toast.success(texts.movedToTrash),
      ),
    /** One request for the whole selection; resolves once it is kept on the device. */
    deleteLists: async (listIds: string[]) => {
      if (listIds.length === 0) return false;
      const queued = await enqueue({ kind: 'deleteLists', listId: listIds[0]!, listIds }, texts.bulkDeleteFailed);
      if (queued) toast.success(texts.movedManyToTrash(listIds.length));
      return queued;
    },
    deleting: false,
  };
}
