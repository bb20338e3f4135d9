import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { toast } from '@/lib/toast';
import { itemFieldsOf, type TrashedItem, type TrashedList } from '@domain/lists/list-types';
import {
  deleteItemPermanently,
  deleteItemsPermanently,
  deleteListPermanently,
  deleteListsPermanently,
  fetchTrashedItems,
  fetchTrashedLists,
} from '../api/trash-api';
import { trashTexts } from '../trash-texts';
import { ApiError, isClientError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import type { ListChange } from '@/lib/offline/list-operations';
import { sendNowOrQueue } from '@/lib/offline/offline-sync';
import { orHeldCopy, shownData } from '@/lib/offline/persisted-queries';
import { useOutbox } from '@/lib/offline/use-offline';
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

type Trashed = TrashedList | TrashedItem;

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

function deleteFor(kind: TrashKind, listId: string, { ids, bulk }: TrashChange): Promise<void> {
  if (kind === 'lists') return bulk ? deleteListsPermanently(ids) : deleteListPermanently(ids[0]!);
  return bulk ? deleteItemsPermanently(listId, ids) : deleteItemPermanently(listId, ids[0]!);
}

/** A restore as the outbox keeps it, with what the trash knows of each entry (shown until the server answers). */
function restoreChange(kind: TrashKind, listId: string, trashed: Trashed[]): ListChange {
  if (kind === 'lists') {
    const lists = (trashed as TrashedList[]).map(({ id, name, itemCount }) => ({ id, name, itemCount }));
    return { kind: 'restoreLists', listId: lists[0]!.id, lists };
  }
  const items = (trashed as TrashedItem[]).map(itemFieldsOf);
  return { kind: 'restoreItems', listId, items };
}

function toEntry(kind: TrashKind, trashed: Trashed): TrashEntry {
  if (kind === 'lists') {
    const list = trashed as TrashedList;
    return {
      id: list.id,
      name: list.name,
      details: [texts.itemCount(list.itemCount), texts.deletedOn(formatDate(list.deletedAt))],
    };
  }
  const item = trashed as TrashedItem;
  return {
    id: item.id,
    name: item.name,
    listName: item.listName,
    details: [texts.fromList(item.listName), texts.itemDeletedOn(formatDate(item.deletedAt))],
  };
}

/**
 * The trash of one kind (idle while signed out): the server's answer, offline the device's
 * last copy, without what is restored and still waiting in the outbox; and the actions.
 * A restore works offline (it joins the outbox; a free user past the limit gets the limit
 * dialog when the server refuses it); deleting for good needs the network.
 */
export function useTrash(kind: TrashKind, userId: string | undefined, listId: string) {
  const queryClient = useQueryClient();
  const key = kind === 'lists' ? queryKeys.trashLists(userId ?? '') : queryKeys.trashItems(userId ?? '', listId);
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const outbox = useOutbox(userId);

  const trashed = useQuery({
    queryKey: key,
    enabled: Boolean(userId) && (kind === 'lists' || listId !== ''),
    networkMode: 'always',
    retry: (failures, error) => !isClientError(error) && failures < 2,
    queryFn: (context): Promise<Trashed[]> =>
      orHeldCopy<Trashed[]>(kind === 'lists' ? fetchTrashedLists : () => fetchTrashedItems(listId), context),
  });
  const server = shownData(trashed);

  const entries = useMemo(() => {
    if (!server) return undefined;
    const restoring = new Set<string>();
    for (const change of outbox.changes) {
      if (change.kind === 'restoreLists' && kind === 'lists') for (const list of change.lists) restoring.add(list.id);
      if (change.kind === 'restoreItems' && change.listId === listId)
        for (const item of change.items) restoring.add(item.id);
    }
    return server.filter((entry) => !restoring.has(entry.id)).map((entry) => toEntry(kind, entry));
  }, [server, outbox.changes, kind, listId]);

  const change = useMutation({
    networkMode: 'always',
    mutationFn: async (request: TrashChange) => {
      if (request.action === 'delete') {
        await deleteFor(kind, listId, request);
        // Gone for good: its copy leaves the cache, and so the device.
        if (kind === 'lists')
          for (const id of request.ids)
            queryClient.removeQueries({ queryKey: queryKeys.list(userId ?? '', id), exact: true });
        return;
      }
      const chosen = (trashed.data ?? []).filter((entry) => request.ids.includes(entry.id));
      await sendNowOrQueue(userId ?? '', restoreChange(kind, listId, chosen));
    },
    onMutate: async ({ ids }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Trashed[]>(key);
      queryClient.setQueryData<Trashed[]>(key, (current) => current?.filter((entry) => !ids.includes(entry.id)));
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
    entries: {
      ...trashed,
      data: entries,
      isPending: !outbox.ready || trashed.isPending || (!server && trashed.isFetching),
    },
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
