import type { ListWithItems } from '@domain/lists/list-types';
import { apiFetch } from '@/lib/api-client';
import { applyToList } from '@/lib/offline/list-operations';
import { outboxFor } from '@/lib/offline/offline-sync';
import { orHeldCopy } from '@/lib/offline/persisted-queries';
import { queryClient } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import { shareSavedList } from '@/lib/share/saved-list-share';

/**
 * "Compartilhar" on a card: reads the list with its items (the device's copy when offline,
 * with the changes still waiting in the outbox) and sends it as its screen would.
 */
export async function shareListById(userId: string, listId: string, isPremium: boolean): Promise<void> {
  const fetched = await queryClient.fetchQuery({
    queryKey: queryKeys.list(userId, listId),
    queryFn: (context) =>
      orHeldCopy(async () => {
        const { list } = await apiFetch<{ list: ListWithItems }>(`/lists/${encodeURIComponent(listId)}`);
        return list;
      }, context),
    networkMode: 'always',
    staleTime: 0,
  });
  const outbox = outboxFor(userId);
  await outbox.ready;
  const list = applyToList(fetched, outbox.snapshot().changes, listId);
  if (!list) throw new Error('Lista não encontrada');
  await shareSavedList(list, isPremium);
}
