import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ListWithItems } from '@domain/lists/list-types';
import { apiFetch, isClientError } from '@/lib/api-client';
import { applyToList } from '@/lib/offline/list-operations';
import { orHeldCopy, shownData } from '@/lib/offline/persisted-queries';
import { useOutbox } from '@/lib/offline/use-offline';
import { queryKeys } from '@/lib/query-keys';

/** GET /lists/{id}: one of the user's lists with its items; 404 NOT_FOUND when missing or not theirs. */
export async function fetchList(listId: string): Promise<ListWithItems> {
  const { list } = await apiFetch<{ list: ListWithItems }>(`/lists/${encodeURIComponent(listId)}`);
  return list;
}

/** While a list is open: refetch on focus and every 10 s when online, so another phone's changes show. */
const livePollMs = 10_000;

/**
 * The list as the user sees it: the server's copy (or, offline, the device's last copy) with
 * the changes still in the outbox applied on top, so it opens and edits with no network,
 * including a list saved offline. While open it is refetched on focus, and every 10 s while
 * `poll` (the live connection is down), so another phone's changes show. Idle while nobody is
 * signed in.
 */
export function useListQuery(userId: string | undefined, listId: string | undefined, { poll = true } = {}) {
  const outbox = useOutbox(userId);
  const query = useQuery({
    queryKey: queryKeys.list(userId ?? '', listId ?? ''),
    queryFn: (context) => orHeldCopy(() => fetchList(listId ?? ''), context),
    enabled: Boolean(userId && listId),
    // Offline the device copy answers: never wait for the network to come back.
    networkMode: 'always',
    refetchOnWindowFocus: true,
    refetchInterval: () => (poll && navigator.onLine ? livePollMs : false),
    retry: (failures, error) => !isClientError(error) && failures < 2,
  });
  const server = shownData(query);
  const data = useMemo(
    () => (outbox.ready && listId ? applyToList(server, outbox.changes, listId) : undefined),
    [outbox.ready, outbox.changes, server, listId],
  );
  const asking = server === undefined && query.isFetching;
  return { ...query, data, isPending: !outbox.ready || (data ? false : query.isPending || asking) };
}
