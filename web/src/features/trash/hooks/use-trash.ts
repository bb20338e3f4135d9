import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  deleteItemPermanently,
  deleteItemsPermanently,
  deleteListPermanently,
  deleteListsPermanently,
  fetchTrashedItems,
  fetchTrashedLists,
  restoreItem,
  restoreItems,
  restoreList,
  restoreLists,
} from '../api/trash-api';
import { trashTexts } from '../trash-texts';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { queryKeys } from '@/lib/query-keys';

export type TrashKind = 'lists' | 'items';

/** One row of the trash, whatever its kind. */
export interface TrashEntry {
  id: string;
  name: string;
  /** Lines under the name: item count or list name, and the deletion date. */
  details: string[];
  /** For items: the name of their list. */
  listName?: string;
}

export type TrashAction = 'restore' | 'delete';

interface TrashChange {
  action: TrashAction;
  ids: string[];
  /** A bulk request (one call for all the ids), even for one id. */
  bulk: boolean;
}

const texts = trashTexts;

function successText(kind: TrashKind, { action, ids, bulk }: TrashChange): string {
  if (!bulk) {
    if (kind === 'lists') return action === 'restore' ? texts.listRestored : texts.listDeleted;
    return action === 'restore' ? texts.itemRestored : texts.itemDeleted;
  }
  if (kind === 'lists') return action === 'restore' ? texts.listsRestored(ids.length) : texts.listsDeleted(ids.length);
  return action === 'restore' ? texts.itemsRestored(ids.length) : texts.itemsDeleted(ids.length);
}

function errorText(kind: TrashKind, { action, bulk }: TrashChange): string {
  if (bulk) return action === 'restore' ? texts.bulkRestoreFailed : texts.bulkDeleteFailed;
  if (kind === 'lists') return action === 'restore' ? texts.restoreListFailed : texts.deleteListFailed;
  return action === 'restore' ? texts.restoreItemFailed : texts.deleteItemFailed;
}

function callFor(kind: TrashKind, listId: string, { action, ids, bulk }: TrashChange): Promise<void> {
  if (kind === 'lists') {
    if (bulk) return action === 'restore' ? restoreLists(ids) : deleteListsPermanently(ids);
    return action === 'restore' ? restoreList(ids[0]!) : deleteListPermanently(ids[0]!);
  }
  if (bulk) return action === 'restore' ? restoreItems(listId, ids) : deleteItemsPermanently(listId, ids);
  return action === 'restore' ? restoreItem(listId, ids[0]!) : deleteItemPermanently(listId, ids[0]!);
}

/** The trash of one kind: its entries (idle while signed out) and the restore / delete-for-good actions. */
export function useTrash(kind: TrashKind, userId: string | undefined, listId: string) {
  const queryClient = useQueryClient();
  const key = kind === 'lists' ? queryKeys.trashLists(userId ?? '') : queryKeys.trashItems(userId ?? '', listId);
  const [limitMessage, setLimitMessage] = useState<string | null>(null);

  const entries = useQuery({
    queryKey: key,
    enabled: Boolean(userId) && (kind === 'lists' || listId !== ''),
    queryFn: async (): Promise<TrashEntry[]> => {
      if (kind === 'lists') {
        return (await fetchTrashedLists()).map((list) => ({
          id: list.id,
          name: list.name,
          details: [texts.itemCount(list.itemCount), texts.deletedOn(formatDate(list.deletedAt))],
        }));
      }
      return (await fetchTrashedItems(listId)).map((item) => ({
        id: item.id,
        name: item.name,
        listName: item.listName,
        details: [texts.fromList(item.listName), texts.itemDeletedOn(formatDate(item.deletedAt))],
      }));
    },
  });

  const change = useMutation({
    mutationFn: (request: TrashChange) => callFor(kind, listId, request),
    onMutate: async ({ ids }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TrashEntry[]>(key);
      queryClient.setQueryData<TrashEntry[]>(key, (current) => current?.filter((entry) => !ids.includes(entry.id)));
      return { previous };
    },
    onError: (error, request, context) => {
      queryClient.setQueryData(key, context?.previous);
      if (error instanceof ApiError && error.code === 'LIMIT_REACHED') {
        setLimitMessage(error.message);
        return;
      }
      toast.error(texts.errorTitle, { description: errorText(kind, request) });
    },
    onSuccess: (_answer, request) => {
      toast.success(successText(kind, request));
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: key });
      if (userId) void queryClient.invalidateQueries({ queryKey: queryKeys.lists(userId) });
    },
  });

  return {
    entries,
    run: (request: TrashChange) =>
      change.mutateAsync(request).then(
        () => true,
        () => false,
      ),
    busy: change.isPending,
    limitMessage,
    closeLimitDialog: () => setLimitMessage(null),
  };
}
