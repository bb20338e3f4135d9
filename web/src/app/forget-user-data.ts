import { keepQueriesOnDevice } from '@/lib/offline/persisted-queries';

/**
 * What signing out removes from the device besides the session's own keys: the user's saved
 * lists (no longer kept on the device, then removed) and outbox, item history and category
 * order, the last three in their own chunks, loaded only at sign-out; main.tsx hands this to
 * the session, which needs none of that code.
 */
export async function forgetUserData(userId: string | undefined): Promise<void> {
  await keepQueriesOnDevice(undefined);
  await Promise.all([
    import('@/lib/offline/offline-sync').then(({ forgetListsOnDevice }) => forgetListsOnDevice(userId)),
    import('@/lib/history/item-history').then(({ forgetAccountHistories }) => forgetAccountHistories()),
    import('@/lib/category-order/category-order').then(({ forgetCategoryOrders }) => forgetCategoryOrders()),
  ]);
}
