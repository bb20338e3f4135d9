import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from './use-session';
import { useSubscription } from './use-subscription';
import { ApiError, apiFetch } from '@/lib/api-client';
import { completeOrder, storedOrder, storeOrder } from '@/lib/category-order/category-order';
import { toast } from '@/lib/toast';

export const categoryOrderTexts = {
  saveFailed: 'Não foi possível salvar a ordem dos corredores.',
} as const;

const orderKey = (userId: string) => ['category-order', userId] as const;

/**
 * A Premium user's aisle order of the 22 categories (issue 29): GET /category-order, kept on
 * the device for offline use; `save` shows the new order at once and PUTs it (the server
 * refuses it unless Premium). Everyone else gets the spec's order and `enabled` false.
 */
export function useCategoryOrder() {
  const session = useSession();
  const userId = session.status === 'signedIn' ? session.user.id : '';
  const { isPremium } = useSubscription();
  const enabled = Boolean(userId) && isPremium;
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: orderKey(userId),
    queryFn: async () => {
      const { categories } = await apiFetch<{ categories: string[] | null }>('/category-order');
      storeOrder(userId, categories);
      return categories;
    },
    enabled,
    initialData: () => (userId ? storedOrder(userId) : null),
    initialDataUpdatedAt: 0,
    networkMode: 'always',
  });
  const mutation = useMutation({
    mutationFn: (categories: string[]) => apiFetch('/category-order', { method: 'PUT', body: { categories } }),
    // One PUT at a time, in order, so the account ends with the last move.
    scope: { id: 'category-order' },
    onMutate: async (categories) => {
      // A read still under way must not overwrite the move.
      await queryClient.cancelQueries({ queryKey: orderKey(userId) });
      const before = queryClient.getQueryData<string[] | null>(orderKey(userId)) ?? null;
      queryClient.setQueryData(orderKey(userId), categories);
      storeOrder(userId, categories);
      return { before };
    },
    onError: (error, _categories, context) => {
      queryClient.setQueryData(orderKey(userId), context?.before ?? null);
      storeOrder(userId, context?.before ?? null);
      toast.error(categoryOrderTexts.saveFailed, {
        description: error instanceof ApiError ? error.message : undefined,
      });
    },
  });
  return {
    enabled,
    order: completeOrder(enabled ? query.data : null),
    /** Whether the user saved an order of their own. */
    custom: enabled && Boolean(query.data),
    save: (categories: string[]) => mutation.mutate(categories),
  };
}
