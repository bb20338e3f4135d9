import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ListWithItems } from '@domain/lists/list-types';
import { apiFetch, isClientError } from '@/lib/api-client';
import { cacheKey, livePollMs, networkFirst } from '@/lib/offline/cached-fetch';
import { applyToList } from '@/lib/offline/list-operations';
import { useOutbox } from '@/lib/offline/use-offline';
import { queryKeys } from '@/lib/query-keys';

/** GET /lists/{id}: one of the user's lists with its items; 404 NOT_FOUND when missing or not theirs. */
export async function fetchList(listId: string): Promise<ListWithItems> {
  const { list } = await apiFetch<{ list: ListWithItems }>(`/lists/${encodeURIComponent(listId)}`);
  return list;
}

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
    queryFn: () => networkFirst(cacheKey(userId ?? '', listId ?? ''), () => fetchList(listId ?? '')),
    enabled: Boolean(userId && listId),
    // Offline the device copy answers: never wait for the network to come back.
    networkMode: 'always',
    refetchOnWindowFocus: true,
    refetchInterval: () => (poll && navigator.onLine ? livePollMs : false),
    retry: (failures, error) => !isClientError(error) && failures < 2,
  });
  const data = useMemo(
    () => (outbox.ready && listId ? applyToList(query.data, outbox.changes, listId) : undefined),
    [outbox.ready, outbox.changes, query.data, listId],
  );
  return { ...query, data, isPending: !outbox.ready || (data ? false : query.isPending) };
}
