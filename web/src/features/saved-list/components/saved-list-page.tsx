import { House, Settings, Trash2 } from 'lucide-react';
import { memo } from 'react';
import { useParams } from 'react-router-dom';
import type { ListWithItems } from '@domain/lists/list-types';
import { useListQuery } from '../api/get-list';
import { useCategoriseItems } from '../hooks/use-categorise-items';
import { useItemChanges } from '../hooks/use-item-changes';
import { useLiveList } from '../hooks/use-live-list';
import { useReorderMode } from '../hooks/use-reorder-mode';
import { useSpokenAndTypedItems } from '../hooks/use-spoken-and-typed-items';
import { useUndoableChanges } from '../hooks/use-undoable-changes';
import { savedListTexts } from '../saved-list-texts';
import { AddToListPanel } from './add-to-list-panel';
import { ListPeoplePanel } from './list-people-panel';
import { SavedListError } from './saved-list-error';
import { SavedListItems } from './saved-list-items';
import { SavedListSubtitle } from './saved-list-subtitle';
import { ButtonLink } from '@/components/button';
import { PageLayout } from '@/components/page-layout';
import { ShareListButton } from '@/components/share-list-button';
import { Spinner } from '@/components/spinner';
import { SyncStatus } from '@/components/sync-status';
import { useCategoryOrder } from '@/hooks/use-category-order';
import { useItemHistory } from '@/hooks/use-item-history';
import { useListsUserId, useSession } from '@/hooks/use-session';
import { useSubscription } from '@/hooks/use-subscription';
import { ApiError } from '@/lib/api-client';
import { formatMoney, itemsTotal } from '@/lib/format';
import type { LiveStatus } from '@/lib/live/watch-list';
import { useSettings } from '@/lib/settings';
import { shareSavedList } from '@/lib/share/saved-list-share';
import { sharedTexts } from '@/lib/shared-texts';

// Memoised: a refetch that brings nothing new (the same list) does not draw every row again.
const SavedListView = memo(function SavedListView({
  list,
  userId,
  userName,
  live,
}: {
  list: ListWithItems;
  userId: string;
  userName: string;
  live: LiveStatus;
}) {
  const texts = savedListTexts;
  const items = list.items.filter((item) => !item.deletedAt).sort((a, b) => a.orderIndex - b.orderIndex);
  const total = itemsTotal(items);
  const changes = useItemChanges(userId, list.id);
  const undoable = useUndoableChanges(changes, items);
  const entries = useSpokenAndTypedItems(items, changes, undoable, useItemHistory());
  const reorder = useReorderMode(items, changes);
  const aisles = useCategoryOrder();
  const { showPriceFields: showPrice, selectedCurrency: currency, categorizeItems } = useSettings();
  const { isPremium } = useSubscription();
  const grouped = isPremium && categorizeItems;
  useCategoriseItems(items, grouped, (itemId, category) => changes.updateItem(itemId, { category }));

  return (
    <PageLayout
      title={list.name}
      subtitle={<SavedListSubtitle list={list} itemCount={items.length} live={live} />}
      actions={
        <>
          <ShareListButton listName={list.name} iconOnly onShare={() => shareSavedList(list, isPremium)} />
          <ButtonLink
            to={`/trash?type=items&listId=${encodeURIComponent(list.id)}`}
            variant="outline"
            size="icon"
            aria-label={texts.trash}
          >
            <Trash2 aria-hidden="true" className="size-5" />
          </ButtonLink>
          <ButtonLink to="/configuracoes" variant="outline" size="icon" aria-label={texts.settings}>
            <Settings aria-hidden="true" className="size-5" />
          </ButtonLink>
          <ButtonLink to="/" variant="outline" size="icon" aria-label={texts.home}>
            <House aria-hidden="true" className="size-5" />
          </ButtonLink>
        </>
      }
    >
      <SyncStatus userId={userId} />
      <AddToListPanel
        itemNames={items.map((item) => item.name)}
        adding={changes.adding}
        onVoiceResult={entries.onVoiceResult}
        onTyped={entries.onTyped}
      />
      <SavedListItems
        items={items}
        changes={changes}
        undoable={undoable}
        reorder={reorder}
        grouped={grouped}
        aisles={aisles}
        currency={showPrice ? currency : null}
      />
      {showPrice && total > 0 ? (
        <p className="mt-4 flex items-center justify-between rounded-2xl bg-accent px-4 py-3 text-lg font-bold text-accent-foreground">
          <span>{texts.total}</span>
          <span>{formatMoney(total, currency)}</span>
        </p>
      ) : null}
      <ListPeoplePanel list={list} userId={userId} userName={userName} />
    </PageLayout>
  );
});

/**
 * /saved-list/{id} (spec §2): title, "Lista Salva", count, date, voice and typed adding,
 * the items in order (bought, rename, quantity, price, delete; each change saved at once)
 * and the total; the error panel of spec §8. Grouping by category comes with premium.
 */
export default function SavedListPage() {
  const { id } = useParams();
  const session = useSession();
  const userId = useListsUserId();
  const live = useLiveList(userId, id);
  const list = useListQuery(userId, id, { poll: live !== 'live' });

  if ((session.status === 'loading' && !userId) || (userId && id && list.isPending)) {
    return (
      <main>
        <Spinner label={sharedTexts.loading} className="min-h-[60dvh]" />
      </main>
    );
  }
  // A member whose list was deleted or who was removed: the next read says so (issue 23).
  const accessLost =
    list.data?.sharing?.role === 'member' && list.error instanceof ApiError && list.error.code === 'NOT_FOUND';
  if (list.data && userId && !accessLost)
    return (
      <SavedListView
        list={list.data}
        userId={userId}
        userName={session.status === 'signedIn' ? (session.user.name ?? session.user.email) : ''}
        live={live}
      />
    );
  return (
    <SavedListError
      listId={id}
      userId={userId}
      error={list.error}
      accessLost={accessLost}
      onRetry={() => void list.refetch()}
    />
  );
}
