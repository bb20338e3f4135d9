import { ArrowLeft, ArrowUpDown, BadgeCheck, Check, House, LogIn, RotateCcw, Settings, Trash2 } from 'lucide-react';
import { memo, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { toast } from '@/lib/toast';
import type { ListWithItems } from '@domain/lists/list-types';
import { useListQuery } from '../api/get-list';
import { useCategoriseItems } from '../hooks/use-categorise-items';
import { useItemChanges } from '../hooks/use-item-changes';
import { useUndoableChanges } from '../hooks/use-undoable-changes';
import { peopleTexts } from '../people-texts';
import { useLiveList } from '../hooks/use-live-list';
import { savedListTexts } from '../saved-list-texts';
import { AddToListPanel } from './add-to-list-panel';
import { CartSection } from './cart-section';
import { ListPeoplePanel } from './list-people-panel';
import { ReorderItemRow, type MoveDirection } from './reorder-item-row';
import { SavedItemRow } from './saved-item-row';
import { Button, ButtonLink } from '@/components/button';
import { showDuplicateItemNotice } from '@/components/duplicate-item-notice';
import { CategoryGroups } from '@/components/category-groups';
import { ErrorPanel } from '@/components/error-panel';
import { PageLayout } from '@/components/page-layout';
import { ShareListButton } from '@/components/share-list-button';
import { Spinner } from '@/components/spinner';
import type { LiveStatus } from '@/lib/live/watch-list';
import { SyncStatus } from '@/components/sync-status';
import { useListsUserId, useSession } from '@/hooks/use-session';
import { useCategoryOrder } from '@/hooks/use-category-order';
import { useItemHistory } from '@/hooks/use-item-history';
import { useSubscription } from '@/hooks/use-subscription';
import { ApiError } from '@/lib/api-client';
import { moveAmongShown } from '@/lib/category-order/category-order';
import { formatDate, formatMoney, itemsTotal } from '@/lib/format';
import { useSettings } from '@/lib/settings';
import { shareSavedList } from '@/lib/share/saved-list-share';
import { sharedTexts } from '@/lib/shared-texts';
import { planVoiceChanges } from '@/lib/speech/plan-voice-changes';
import type { SpeechOutcome } from '@/lib/speech/speech-types';
import { planTypedSentence } from '@/lib/speech/typed-sentence';
import { showVoicePlanNotices } from '@/lib/speech/voice-plan-notices';
import { speechTexts } from '@/lib/speech/speech-texts';

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase('pt-BR') === b.trim().toLocaleLowerCase('pt-BR');

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
  const history = useItemHistory();
  const aisles = useCategoryOrder();
  const { showPriceFields: showPrice, selectedCurrency: currency, categorizeItems } = useSettings();
  const { isPremium } = useSubscription();
  const grouped = isPremium && categorizeItems;
  useCategoriseItems(items, grouped, (itemId, category) => changes.updateItem(itemId, { category }));
  const [reordering, setReordering] = useState(false);
  const [moveAnnouncement, setMoveAnnouncement] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const pendingFocus = useRef<{ itemId: string; direction: MoveDirection; position: number } | null>(null);

  /** Focus stays on the moved row: its button for the same way, or the other one at the top or bottom. */
  useLayoutEffect(() => {
    const target = pendingFocus.current;
    // Wait for the render that shows the new order (the optimistic update comes a moment after the press).
    if (!target || !listRef.current || items[target.position]?.id !== target.itemId) return;
    pendingFocus.current = null;
    const row = listRef.current.querySelector<HTMLElement>(`[data-reorder-item="${CSS.escape(target.itemId)}"]`);
    const other: MoveDirection = target.direction === 'up' ? 'down' : 'up';
    const button =
      row?.querySelector<HTMLElement>(`[data-direction="${target.direction}"]`) ??
      row?.querySelector<HTMLElement>(`[data-direction="${other}"]`);
    button?.focus();
  });

  function moveItem(index: number, direction: MoveDirection) {
    const to = direction === 'up' ? index - 1 : index + 1;
    const moved = items[index];
    if (!moved || to < 0 || to >= items.length) return;
    const ids = items.map((item) => item.id);
    [ids[index], ids[to]] = [ids[to]!, ids[index]!];
    pendingFocus.current = { itemId: moved.id, direction, position: to };
    setMoveAnnouncement(texts.movedTo(moved.name, to + 1));
    changes.reorderItems(ids);
  }

  function handleVoiceResult(outcome: SpeechOutcome) {
    const plan = planVoiceChanges(
      outcome,
      items.map((item) => item.name),
    );
    const removed = new Set(plan.remove);
    undoable.removeItems(items.filter((item) => removed.has(item.name)).map((item) => item.id));
    if (plan.add.length > 0)
      void changes.addItems(plan.add.map((entry) => ({ name: entry.name, quantity: entry.quantity })));
    history.record(plan.add.map((entry) => entry.name));
    if (plan.repeated.length > 0)
      toast.warning(speechTexts.duplicatesTitle, { description: speechTexts.duplicatesMessage(plan.repeated) });
    if (plan.notice === 'item-not-found')
      toast.info(speechTexts.itemNotFoundTitle, { description: speechTexts.itemNotFoundMessage });
    if (plan.notice === 'no-action')
      toast.info(speechTexts.noActionTitle, { description: speechTexts.noActionMessage });
  }

  /** Spec §5: a typed name already on the list adds 1 to its quantity, with a notice 0.5 s later. */
  async function handleTyped(name: string): Promise<boolean> {
    const plan = await planTypedSentence(
      name,
      items.map((item) => item.name),
    );
    history.record(plan ? plan.add.map((entry) => entry.name) : [name]);
    if (plan) {
      showVoicePlanNotices(plan);
      return changes.addItems(plan.add.map((entry) => ({ name: entry.name, quantity: entry.quantity })));
    }
    const index = items.findIndex((item) => sameName(item.name, name));
    const existing = items[index];
    if (existing) {
      const quantity = Math.min(existing.quantity + 1, 9999);
      changes.updateItem(existing.id, { quantity });
      showDuplicateItemNotice(existing.name, index + 1, quantity);
      return true;
    }
    return changes.addItems([{ name, quantity: 1 }]);
  }

  return (
    <PageLayout
      title={list.name}
      subtitle={
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="inline-flex items-center gap-1 rounded-full bg-accent px-2.5 py-0.5 text-xs font-semibold text-accent-foreground">
            <BadgeCheck aria-hidden="true" className="size-3.5" />
            {texts.savedBadge}
          </span>
          <span aria-live="polite">{texts.itemCount(items.length)}</span>
          <span>{texts.createdOn(formatDate(list.createdAt))}</span>
          {list.sharing?.role === 'member' ? (
            <span>{peopleTexts.sharedBy(list.sharing.ownerName ?? peopleTexts.someone)}</span>
          ) : null}
          {live === 'connecting' ? null : (
            <span role="status" className="inline-flex items-center gap-1.5 text-xs" data-live={live}>
              <span
                aria-hidden="true"
                className={`size-2 rounded-full ${live === 'live' ? 'bg-green-600' : 'bg-muted-foreground/50'}`}
              />
              {live === 'live' ? texts.live : texts.notLive}
            </span>
          )}
        </div>
      }
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
        onVoiceResult={handleVoiceResult}
        onTyped={handleTyped}
      />

      {items.length > 1 || reordering ? (
        <div className="mb-3 flex justify-end">
          <Button
            variant={reordering ? 'secondary' : 'outline'}
            size="sm"
            onClick={() => {
              pendingFocus.current = null;
              setReordering(!reordering);
            }}
          >
            {reordering ? (
              <Check aria-hidden="true" className="size-4" />
            ) : (
              <ArrowUpDown aria-hidden="true" className="size-4" />
            )}
            {reordering ? texts.finishReorder : texts.reorder}
          </Button>
        </div>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {reordering ? moveAnnouncement : ''}
      </p>

      {items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-border p-6 text-center text-muted-foreground">
          {texts.emptyList}
        </p>
      ) : reordering ? (
        <ol ref={listRef} className="flex flex-col gap-2">
          {items.map((item, index) => (
            <ReorderItemRow
              key={item.id}
              item={item}
              position={index + 1}
              isFirst={index === 0}
              isLast={index === items.length - 1}
              onMove={(direction) => moveItem(index, direction)}
            />
          ))}
        </ol>
      ) : (
        (() => {
          // Checked items leave the groups for "No carrinho" at the bottom; positions stay the list's.
          const toBuy = items.filter((item) => !item.isPurchased);
          const inCart = items.filter((item) => item.isPurchased);
          const row = (item: (typeof items)[number]) => (
            <SavedItemRow
              key={item.id}
              item={item}
              position={items.indexOf(item) + 1}
              currency={showPrice ? currency : null}
              onChange={({ isPurchased, ...itemChanges }) => {
                if (isPurchased !== undefined) undoable.setPurchased(item, isPurchased);
                // A renamed item is categorised again (0.4 s later, by useCategoriseItems).
                if (Object.keys(itemChanges).length > 0)
                  changes.updateItem(
                    item.id,
                    grouped && itemChanges.name ? { ...itemChanges, category: null } : itemChanges,
                  );
              }}
              onRemove={() => undoable.removeItems([item.id])}
            />
          );
          return (
            <>
              {grouped ? (
                <CategoryGroups
                  items={toBuy}
                  categoryOf={(item) => item.category}
                  renderItem={row}
                  order={aisles.order}
                  onMoveGroup={
                    aisles.enabled
                      ? (name, direction, shown) => aisles.save(moveAmongShown(aisles.order, shown, name, direction))
                      : undefined
                  }
                />
              ) : toBuy.length > 0 ? (
                <ol className="flex flex-col gap-2">{toBuy.map(row)}</ol>
              ) : null}
              <CartSection
                items={inCart}
                renderItem={row}
                onClear={() => undoable.removeItems(inCart.map((item) => item.id))}
              />
            </>
          );
        })()
      )}
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
  const location = useLocation();
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

  let message: string;
  let action = null;
  if (!id) {
    message = savedListTexts.missingId;
  } else if (session.status === 'signedOut' || (list.error instanceof ApiError && list.error.status === 401)) {
    message = savedListTexts.signedOut;
    action = (
      <ButtonLink to="/auth" state={{ returnTo: location.pathname }} size="lg">
        <LogIn aria-hidden="true" className="size-5" />
        {savedListTexts.signIn}
      </ButtonLink>
    );
  } else if (accessLost) {
    message = peopleTexts.accessLost;
  } else if (list.error instanceof ApiError && list.error.code === 'NOT_FOUND') {
    message = savedListTexts.notFound;
  } else {
    message = savedListTexts.loadFailed;
    action = (
      <Button size="lg" onClick={() => void list.refetch()}>
        <RotateCcw aria-hidden="true" className="size-5" />
        {savedListTexts.retry}
      </Button>
    );
  }

  return (
    <PageLayout title={savedListTexts.savedBadge}>
      {userId ? <SyncStatus userId={userId} /> : null}
      <ErrorPanel message={message}>
        {action}
        <ButtonLink to="/saved-lists" variant="outline" size="lg">
          <ArrowLeft aria-hidden="true" className="size-5" />
          {savedListTexts.backToLists}
        </ButtonLink>
      </ErrorPanel>
    </PageLayout>
  );
}
