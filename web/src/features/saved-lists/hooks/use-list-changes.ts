import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { ListSummary } from '@domain/lists/list-types';
import { deleteList, deleteLists, renameList } from '../api/list-changes-api';
import { savedListsTexts } from '../saved-lists-texts';
import { queryKeys } from '@/lib/query-keys';

/**
 * Rename and (bulk) soft delete on /saved-lists: the screen changes at once and rolls back
 * with the spec §8 message when the server refuses.
 */
export function useListChanges(userId: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.lists(userId);
  const texts = savedListsTexts;

  async function snapshot() {
    await queryClient.cancelQueries({ queryKey: key, exact: true });
    return queryClient.getQueryData<ListSummary[]>(key);
  }

  function rollback(previous: ListSummary[] | undefined) {
    if (previous) queryClient.setQueryData(key, previous);
  }

  function afterDelete(ids: string[]) {
    for (const id of ids) queryClient.removeQueries({ queryKey: queryKeys.list(userId, id), exact: true });
    void queryClient.invalidateQueries({ queryKey: queryKeys.trashLists(userId) });
    void queryClient.invalidateQueries({ queryKey: key, exact: true });
  }

  const rename = useMutation({
    mutationFn: ({ listId, name }: { listId: string; name: string }) => renameList(listId, name),
    onMutate: async ({ listId, name }) => {
      const previous = await snapshot();
      queryClient.setQueryData<ListSummary[]>(key, (lists) =>
        lists?.map((list) => (list.id === listId ? { ...list, name } : list)),
      );
      return { previous };
    },
    onError: (_error, _request, context) => {
      rollback(context?.previous);
      toast.error(texts.errorTitle, { description: texts.renameFailed });
    },
    onSuccess: (_list, { listId }) =>
      void queryClient.invalidateQueries({ queryKey: queryKeys.list(userId, listId), exact: true }),
  });

  const remove = useMutation({
    mutationFn: ({ listIds, bulk }: { listIds: string[]; bulk: boolean }) =>
      bulk ? deleteLists(listIds) : deleteList(listIds[0]!),
    onMutate: async ({ listIds }) => {
      const previous = await snapshot();
      queryClient.setQueryData<ListSummary[]>(key, (lists) => lists?.filter((list) => !listIds.includes(list.id)));
      return { previous };
    },
    onError: (_error, { bulk }, context) => {
      rollback(context?.previous);
      toast.error(texts.errorTitle, { description: bulk ? texts.bulkDeleteFailed : texts.deleteFailed });
    },
    onSuccess: (_answer, { listIds, bulk }) => {
      toast.success(bulk ? texts.movedManyToTrash(listIds.length) : texts.movedToTrash);
      afterDelete(listIds);
    },
  });

  return {
    /** Spec §5: trimmed and non-empty, otherwise ignored. */
    renameList: (listId: string, name: string) => {
      const trimmed = name.trim();
      if (trimmed) rename.mutate({ listId, name: trimmed });
    },
    deleteList: (listId: string) => remove.mutate({ listIds: [listId], bulk: false }),
    /** One request for the whole selection; resolves when it is done either way. */
    deleteLists: (listIds: string[]) =>
      remove.mutateAsync({ listIds, bulk: true }).then(
        () => true,
        () => false,
      ),
    deleting: remove.isPending,
  };
}
