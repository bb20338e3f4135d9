import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { createListBodySchema } from '@domain/lists/list-schemas';
import { checkPremium } from '../api/check-subscription';
import { useCreateList } from '../api/create-list';
import { addItemsTexts, subscriptionNoticeDelayMs } from '../add-items-texts';
import type { EditableItem } from './use-list-items';
import { useSession } from '@/hooks/use-session';
import { queryKeys } from '@/lib/query-keys';
import { getSessionState, reloadSession } from '@/lib/session';

const subscriptionToastId = 'subscription-check';
const subscriptionCacheMs = 5 * 60_000;

/**
 * The "Saving a list" flow of spec §4: empty list → "Lista vazia"; guest → login dialog;
 * subscription check (an error counts as non-premium); naming dialog; POST /lists; then
 * /saved-list/{id}. The list-limit dialog for non-premium users comes with the limits issue.
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
    const notice = setTimeout(() => toast.loading(addItemsTexts.checkingSubscription, { id: subscriptionToastId }), subscriptionNoticeDelayMs);
    try {
      await queryClient.fetchQuery({
        queryKey: queryKeys.subscription(current.user.id),
        queryFn: checkPremium,
        staleTime: subscriptionCacheMs,
      });
    } finally {
      clearTimeout(notice);
      toast.dismiss(subscriptionToastId);
      setChecking(false);
    }
    setNamingDialogOpen(true);
  }

  async function saveWithName(name: string) {
    const parsed = createListBodySchema.safeParse({
      name,
      items: items.map((item) => ({ name: item.name, quantity: item.quantity, price: item.price })),
    });
    if (!parsed.success) {
      toast.error(addItemsTexts.errorTitle, { description: parsed.error.issues[0]?.message ?? addItemsTexts.saveFailed });
      return;
    }
    try {
      const list = await createList.mutateAsync(parsed.data);
      setNamingDialogOpen(false);
      onSaved();
      navigate(`/saved-list/${list.id}`);
    } catch {
      toast.error(addItemsTexts.errorTitle, { description: addItemsTexts.saveFailed });
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
  };
}
