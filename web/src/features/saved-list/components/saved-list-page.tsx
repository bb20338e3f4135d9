import { ArrowLeft, BadgeCheck, LogIn, RotateCcw } from 'lucide-react';
import { useLocation, useParams } from 'react-router-dom';
import type { ListWithItems } from '@domain/lists/list-types';
import { useListQuery } from '../api/get-list';
import { savedListTexts } from '../saved-list-texts';
import { Button, ButtonLink } from '@/components/button';
import { ErrorPanel } from '@/components/error-panel';
import { PageLayout } from '@/components/page-layout';
import { Spinner } from '@/components/spinner';
import { useSession } from '@/hooks/use-session';
import { ApiError } from '@/lib/api-client';
import { formatDate, formatMoney } from '@/lib/format';
import { sharedTexts } from '@/lib/shared-texts';

/** An empty price counts as 0 (spec §5). */
function listTotal(list: ListWithItems): number {
  return list.items.reduce((sum, item) => sum + (item.price ?? 0) * item.quantity, 0);
}

function SavedListView({ list }: { list: ListWithItems }) {
  const items = [...list.items].filter((item) => !item.deletedAt).sort((a, b) => a.orderIndex - b.orderIndex);
  const total = listTotal({ ...list, items });
  return (
    <PageLayout
      title={list.name}
      subtitle={
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="inline-flex items-center gap-1 rounded-full bg-accent px-2.5 py-0.5 text-xs font-semibold text-accent-foreground">
            <BadgeCheck aria-hidden="true" className="size-3.5" />
            {savedListTexts.savedBadge}
          </span>
          <span>{savedListTexts.itemCount(items.length)}</span>
          <span>{savedListTexts.createdOn(formatDate(list.createdAt))}</span>
        </div>
      }
    >
      {items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-border p-6 text-center text-muted-foreground">{savedListTexts.emptyList}</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {items.map((item, index) => (
            <li key={item.id} className="flex items-center gap-3 rounded-2xl border border-border bg-card px-3 py-3 shadow-sm">
              <span aria-hidden="true" className="flex size-7 shrink-0 items-center justify-center rounded-full bg-accent text-sm font-bold text-accent-foreground">
                {index + 1}
              </span>
              <span className="min-w-0 flex-1 font-medium break-words">{item.name}</span>
              {item.price !== null ? <span className="text-sm text-muted-foreground">{formatMoney(item.price)}</span> : null}
              <span className="shrink-0 rounded-lg bg-muted px-2.5 py-1 text-sm font-semibold">{savedListTexts.quantity(item.quantity)}</span>
            </li>
          ))}
        </ol>
      )}
      {total > 0 ? (
        <p className="mt-4 flex items-center justify-between rounded-2xl bg-accent px-4 py-3 text-lg font-bold text-accent-foreground">
          <span>{savedListTexts.total}</span>
          <span>{formatMoney(total)}</span>
        </p>
      ) : null}
    </PageLayout>
  );
}

/**
 * /saved-list/{id} (spec §2): title, "Lista Salva", count, date, items in order and the
 * total; the error panel of spec §8. Voice/typed adding, trash and categories come later.
 */
export default function SavedListPage() {
  const { id } = useParams();
  const location = useLocation();
  const session = useSession();
  const userId = session.status === 'signedIn' ? session.user.id : undefined;
  const list = useListQuery(userId, id);

  if (session.status === 'loading' || (userId && id && list.isPending)) {
    return (
      <main>
        <Spinner label={sharedTexts.loading} className="min-h-[60dvh]" />
      </main>
    );
  }
  if (list.data) return <SavedListView list={list.data} />;

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
