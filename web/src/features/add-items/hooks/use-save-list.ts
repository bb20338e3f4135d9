import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { dialogToasterId, toast } from '@/lib/toast';
import type { ListSummary } from '@domain/lists/list-types';
import { useCreateList } from '../api/create-list';
import { addItemsTexts, subscriptionNoticeDelayMs } from '../add-items-texts';
import type { EditableItem } from './use-list-items';
import { useSession } from '@/hooks/use-session';
import { isPremiumStatus, subscriptionQuery } from '@/hooks/use-subscription';
import { apiFetch, ApiError } from '@/lib/api-client';
import { getSessionState, reloadSession } from '@/lib/session';

const subscriptionToastId = 'subscription-check';

/** Free plan: 1 saved list (spec §6, §9). */
const freeListLimit = 1;

/** How many lists the user has now; undefined when that cannot be read (the server decides then). */
async function countLists(): Promise<number | undefined> {
  try {
    return (await apiFetch<{ lists: ListSummary[] }>('/lists')).lists.length;
  } catch {
    return undefined;
  }
}

/**
 * The "Saving a list" flow of spec §4: empty list → "Lista vazia"; guest → login dialog;
 * subscription check (an error counts as non-premium); a non-premium user at the limit
 * gets the list-limit dialog; naming dialog; POST /lists (a 403 LIMIT_REACHED also opens
 * the list-limit dialog); then /saved-list/{id}.
 */
export function useSaveList(items: EditableItem[], onSaved: () => void) {
  const session = useSession();
  const userId = session.status === 'signedIn' ? session.user.id : undefined;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const createList = useCreateList(userId);
  const [loginDialogOpen, setLoginDialogOpen] = useState(false);
  const [namingDialogOpen, setNamingDialogOpen] = useState(false);
  const [checking, setChecking] = useState(false);
  const [limitDialogOpen, setLimitDialogOpen] = useState(false);
  const [limitMessage, setLimitMessage] = useState<string | undefined>();

  async function startSave() {
    if (checking) {
      toast.info(addItemsTexts.checkingSubscription);
      return;
    }
    if (items.length === 0) {
      toast.error(addItemsTexts.emptyListTitle, { description: addItemsTexts.emptyListMessage });
      return;
    }
    let current = getSessionState();
    if (current.status === 'loading') {
      await reloadSession();
      current = getSessionState();
    }
    if (current.status !== 'signedIn') {
      setLoginDialogOpen(true);
      return;
    }
    setChecking(true);
    const notice = setTimeout(
      () => toast.loading(addItemsTexts.checkingSubscription, { id: subscriptionToastId }),
      subscriptionNoticeDelayMs,
    );
    let atLimit = false;
    try {
      // Offline the last known subscription decides at once (the server decides when the list is sent):
      // fetchQuery would join the screen's own subscription query, paused until the network returns.
      const query = subscriptionQuery(current.user.id);
      const online = onlineManager.isOnline();
      const premium = isPremiumStatus(
        online ? await queryClient.fetchQuery(query) : queryClient.getQueryData(query.queryKey),
      );
      if (!premium && online) atLimit = ((await countLists()) ?? 0) >= freeListLimit;
    } finally {
      clearTimeout(notice);
      toast.dismiss(subscriptionToastId);
      setChecking(false);
    }
    if (atLimit) {
      setLimitMessage(undefined);
      setLimitDialogOpen(true);
      return;
    }
    setNamingDialogOpen(true);
  }

  async function saveWithName(name: string) {
    // The schemas (zod) load with the first save, not with the screen (issue 13: first-route budget);
    // the service worker keeps their chunk, so this works offline too.
    const schemas = await import('@domain/lists/list-schemas').catch(() => undefined);
    if (!schemas) {
      toast.error(addItemsTexts.errorTitle, { description: addItemsTexts.saveFailed, toasterId: dialogToasterId });
      return;
    }
    const parsed = schemas.createListBodySchema.safeParse({
      name,
      items: items.map((item) => ({ name: item.name, quantity: item.quantity, price: item.price })),
    });
    if (!parsed.success) {
      toast.error(addItemsTexts.errorTitle, {
        description: parsed.error.issues[0]?.message ?? addItemsTexts.saveFailed,
        toasterId: dialogToasterId,
      });
      return;
    }
    try {
      const list = await createList.mutateAsync(parsed.data);
      setNamingDialogOpen(false);
      onSaved();
      navigate(`/saved-list/${list.id}`);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'LIMIT_REACHED') {
        setNamingDialogOpen(false);
        setLimitMessage(error.message);
        setLimitDialogOpen(true);
        return;
      }
      toast.error(addItemsTexts.errorTitle, { description: addItemsTexts.saveFailed, toasterId: dialogToasterId });
    }
  }

  return {
    startSave,
    saveWithName,
    checking,
    saving: createList.isPending,
    loginDialogOpen,
    setLoginDialogOpen,
    namingDialogOpen,
    setNamingDialogOpen,
    limitDialogOpen,
    setLimitDialogOpen,
    limitMessage,
  };
}
