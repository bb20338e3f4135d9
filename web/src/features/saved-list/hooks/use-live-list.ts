import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ListWithItems } from '@domain/lists/list-types';
import { watchList, type LiveStatus } from '@/lib/live/watch-list';
import { queryKeys } from '@/lib/query-keys';

/**
 * Keeps the open list live (issue 24): while this screen is shown, a version newer than the
 * one on the device (on connecting, reconnecting, becoming visible or online again, or in a
 * nudge) refetches the list; versions it already has are ignored. The refetched copy is drawn
 * with the outbox on top (useListQuery), so the device's own unsent changes still win.
 */
export function useLiveList(userId: string | undefined, listId: string | undefined): LiveStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>('off');

  useEffect(() => {
    if (!userId || !listId) return;
    const queryKey = queryKeys.list(userId, listId);
    return watchList({
      listId,
      onStatus: setStatus,
      onVersion: (version) => {
        const known = queryClient.getQueryData<ListWithItems>(queryKey)?.version;
        if (known === undefined || version > known) void queryClient.refetchQueries({ queryKey, exact: true });
      },
    });
  }, [queryClient, userId, listId]);

  return status;
}
