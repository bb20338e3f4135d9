import { FileText, ListPlus, LogIn, Trash2 } from 'lucide-react';
import type { ListSummary } from '@domain/lists/list-types';
import { useListsQuery } from '../api/get-lists';
import { shareListById } from '../api/share-list';
import { useListChanges } from '../hooks/use-list-changes';
import { savedListsTexts } from '../saved-lists-texts';
import { DraftsSection } from './draft-cards';
import { ListCard } from './list-card';
import { Button, ButtonLink } from '@/components/button';
import { ErrorPanel } from '@/components/error-panel';
import { PageLayout } from '@/components/page-layout';
import { SelectionModeButton, SelectionToolbar } from '@/components/selection-toolbar';
import { Spinner } from '@/components/spinner';
import { SyncStatus } from '@/components/sync-status';
import { useDrafts } from '@/hooks/use-drafts';
import { useSelection } from '@/hooks/use-selection';
import { useListsUserId, useSession } from '@/hooks/use-session';
import { useSubscription } from '@/hooks/use-subscription';
import { sharedTexts } from '@/lib/shared-texts';

interface SelectionProps {
  selecting: boolean;
  selected: Set<string>;
  onToggle: (listId: string, checked: boolean) => void;
  onRename: (listId: string, name: string) => void;
  onDelete: (listId: string) => void;
  onShare: (listId: string) => Promise<void>;
}

function ListCards({ lists, ...props }: { lists: ListSummary[] } & SelectionProps) {
  return (
    <ul className="flex flex-col gap-2">
      {lists.map((list) => (
        <ListCard
          key={list.id}
          list={list}
          selecting={props.selecting}
          selected={props.selected.has(list.id)}
          onToggle={(checked) => props.onToggle(list.id, checked)}
          onRename={(name) => props.onRename(list.id, name)}
          onDelete={() => props.onDelete(list.id)}
          onShare={() => props.onShare(list.id)}
        />
      ))}
    </ul>
  );
}

function ListSection({ title, lists, ...props }: { title: string; lists: ListSummary[] } & SelectionProps) {
  if (lists.length === 0) return null;
  return (
    <section className="mb-6">
      <h2 className="mb-3 text-lg font-semibold">{title}</h2>
      <ListCards lists={lists} {...props} />
    </section>
  );
}

/**
 * /saved-lists (spec §2): the signed-in user's lists, drafts apart; buttons to the trash
 * and to the drafts; select mode ("Selecionar Todos", "Limpar", "Deletar" in one request);
 * inline rename and delete per list (soft: the list goes to the trash).
 */
export default function SavedListsPage() {
  const session = useSession();
  const userId = useListsUserId();
  const lists = useListsQuery(userId);
  const localDrafts = useDrafts();
  const { isPremium } = useSubscription();
  const changes = useListChanges(userId ?? '', lists.data ?? []);
  // Only the owner deletes a list: lists shared with the user are never selected.
  const { selecting, selected, selectedIds, changeSelectionMode, toggle, selectAll, clear } = useSelection(
    (lists.data ?? []).filter((list) => list.sharing?.role !== 'member').map((list) => list.id),
  );
  const texts = savedListsTexts;

  const selection: SelectionProps = {
    selecting,
    selected,
    onToggle: toggle,
    onRename: changes.renameList,
    onDelete: changes.deleteList,
    onShare: (listId) => shareListById(userId ?? '', listId, isPremium),
  };

  async function deleteSelected() {
    if (selectedIds.length === 0) return;
    await changes.deleteLists(selectedIds);
    changeSelectionMode(false);
  }

  let content;
  if ((session.status === 'loading' && !userId) || (userId && lists.isPending)) {
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
      <>
        <DraftsSection drafts={localDrafts} />
        <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-border bg-card p-8 text-center">
          <p className="text-muted-foreground">{savedListsTexts.empty}</p>
          <ButtonLink to="/add-items" size="lg">
            <ListPlus aria-hidden="true" className="size-5" />
            {savedListsTexts.createFirst}
          </ButtonLink>
        </div>
      </>
    );
  } else {
    const drafts = lists.data.filter((list) => list.status === 'draft');
    const saved = lists.data.filter((list) => list.status !== 'draft');
    content = (
      <>
        {selecting ? (
          <SelectionToolbar texts={texts} selectedCount={selectedIds.length} onSelectAll={selectAll} onClear={clear}>
            <Button
              variant="destructive"
              size="sm"
              disabled={selectedIds.length === 0 || changes.deleting}
              onClick={() => void deleteSelected()}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {texts.deleteSelected}
            </Button>
          </SelectionToolbar>
        ) : null}
        <DraftsSection drafts={localDrafts}>
          {drafts.length > 0 ? <ListCards lists={drafts} {...selection} /> : null}
        </DraftsSection>
        {drafts.length > 0 || localDrafts.length > 0 ? (
          <ListSection title={texts.listsSection} lists={saved} {...selection} />
        ) : (
          <ListCards lists={saved} {...selection} />
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
            {texts.newList}
          </ButtonLink>
        ) : null
      }
    >
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <ButtonLink to="/trash?type=lists" variant="outline" size="sm" aria-label={texts.trash}>
          <Trash2 aria-hidden="true" className="size-4" />
          <span>{texts.trash}</span>
        </ButtonLink>
        <ButtonLink to="/drafts" variant="outline" size="sm">
          <FileText aria-hidden="true" className="size-4" />
          {texts.drafts}
        </ButtonLink>
        {userId && lists.data && lists.data.length > 0 ? (
          <SelectionModeButton texts={texts} selecting={selecting} onChange={changeSelectionMode} className="ml-auto" />
        ) : null}
      </div>
      {userId ? <SyncStatus userId={userId} /> : null}
      {content}
    </PageLayout>
  );
}
