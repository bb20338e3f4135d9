import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ListSummary } from '@domain/lists/list-types';
import { apiFetch, isClientError } from '@/lib/api-client';
import { applyToSummaries } from '@/lib/offline/list-operations';
import { orHeldCopy, shownData } from '@/lib/offline/persisted-queries';
import { useOutbox } from '@/lib/offline/use-offline';
import { queryKeys } from '@/lib/query-keys';

/** GET /lists: the signed-in user's lists, newest first. */
export async function fetchLists(): Promise<ListSummary[]> {
  const { lists } = await apiFetch<{ lists: ListSummary[] }>('/lists');
  return lists;
}

/**
 * The user's lists: the server's answer (offline, the device's last copy) with the changes
 * waiting in the outbox applied (lists saved, renamed or deleted offline). Idle while nobody is signed in.
 */
export function useListsQuery(userId: string | undefined) {
  const outbox = useOutbox(userId);
  const query = useQuery({
    queryKey: queryKeys.lists(userId ?? ''),
    queryFn: (context) => orHeldCopy(fetchLists, context),
    enabled: Boolean(userId),
    networkMode: 'always',
    refetchOnWindowFocus: true,
    retry: (failures, error) => !isClientError(error) && failures < 2,
  });
  const server = shownData(query);
  const data = useMemo(
    () => (outbox.ready && server ? applyToSummaries(server, outbox.changes) : undefined),
    [outbox.ready, outbox.changes, server],
  );
  return { ...query, data, isPending: !outbox.ready || query.isPending || (!server && query.isFetching) };
}
