import { ListPlus, LogIn } from 'lucide-react';
import { useEffect } from 'react';
import { toast } from 'sonner';
import type { ListSummary } from '@domain/lists/list-types';
import { useListsQuery } from '../api/get-lists';
import { savedListsTexts } from '../saved-lists-texts';
import { ListCard } from './list-card';
import { Button, ButtonLink } from '@/components/button';
import { ErrorPanel } from '@/components/error-panel';
import { PageLayout } from '@/components/page-layout';
import { Spinner } from '@/components/spinner';
import { useSession } from '@/hooks/use-session';
import { sharedTexts } from '@/lib/shared-texts';

function ListSection({ title, lists }: { title: string; lists: ListSummary[] }) {
  if (lists.length === 0) return null;
  return (
    <section className="mb-6">
      <h2 className="mb-3 text-lg font-semibold">{title}</h2>
      <ul className="flex flex-col gap-2">
        {lists.map((list) => (
          <ListCard key={list.id} list={list} />
        ))}
      </ul>
    </section>
  );
}

/**
 * /saved-lists (spec §2): the signed-in user's lists, drafts apart. Select mode, rename,
 * delete, trash and drafts buttons come with the data API issue.
 */
export default function SavedListsPage() {
  const session = useSession();
  const userId = session.status === 'signedIn' ? session.user.id : undefined;
  const lists = useListsQuery(userId);

  useEffect(() => {
    if (lists.isError) toast.error(savedListsTexts.errorTitle, { description: savedListsTexts.loadFailed });
  }, [lists.isError]);

  let content;
  if (session.status === 'loading' || (userId && lists.isPending)) {
    content = <Spinner label={sharedTexts.loading} />;
  } else if (session.status === 'signedOut') {
    content = (
      <ErrorPanel message={savedListsTexts.signedOut}>
        <ButtonLink to="/auth" state={{ returnTo: '/saved-lists' }} size="lg">
          <LogIn aria-hidden="true" className="size-5" />
          {savedListsTexts.signIn}
        </ButtonLink>
      </ErrorPanel>
    );
  } else if (lists.isError) {
    content = (
      <ErrorPanel message={savedListsTexts.loadFailed}>
        <Button size="lg" onClick={() => void lists.refetch()}>
          {savedListsTexts.retry}
        </Button>
      </ErrorPanel>
    );
  } else if (!lists.data || lists.data.length === 0) {
    content = (
      <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-border bg-card p-8 text-center">
        <p className="text-muted-foreground">{savedListsTexts.empty}</p>
        <ButtonLink to="/add-items" size="lg">
          <ListPlus aria-hidden="true" className="size-5" />
          {savedListsTexts.createFirst}
        </ButtonLink>
      </div>
    );
  } else {
    const drafts = lists.data.filter((list) => list.status === 'draft');
    const saved = lists.data.filter((list) => list.status !== 'draft');
    content = (
      <>
        <ListSection title={savedListsTexts.draftsSection} lists={drafts} />
        {drafts.length > 0 ? <ListSection title={savedListsTexts.listsSection} lists={saved} /> : (
          <ul className="flex flex-col gap-2">
            {saved.map((list) => (
              <ListCard key={list.id} list={list} />
            ))}
          </ul>
        )}
      </>
    );
  }

  return (
    <PageLayout
      title={savedListsTexts.title}
      actions={
        userId ? (
          <ButtonLink to="/add-items" variant="secondary" size="sm">
            <ListPlus aria-hidden="true" className="size-4" />
            {savedListsTexts.newList}
          </ButtonLink>
        ) : null
      }
    >
      {content}
    </PageLayout>
  );
}
