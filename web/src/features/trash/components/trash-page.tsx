import { ArrowLeft, LogIn, RotateCcw, Trash2 } from 'lucide-react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useTrash, type TrashKind } from '../hooks/use-trash';
import { useTrashActions } from '../hooks/use-trash-actions';
import { trashTexts } from '../trash-texts';
import { TrashEntryRow } from './trash-entry-row';
import { Button, ButtonLink } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ErrorPanel } from '@/components/error-panel';
import { ListLimitDialog } from '@/components/list-limit-dialog';
import { PageLayout } from '@/components/page-layout';
import { SelectionModeButton, SelectionToolbar } from '@/components/selection-toolbar';
import { Spinner } from '@/components/spinner';
import { SyncStatus } from '@/components/sync-status';
import { useSession } from '@/hooks/use-session';
import { sharedTexts } from '@/lib/shared-texts';

const texts = trashTexts;

/**
 * /trash?type=lists|items&listId= (spec §2 Trash): deleted lists (name, items left, date)
 * or one list's deleted items (name, list, date). Each entry can be restored or deleted
 * for good (always confirmed). Selection mode restores or deletes many in one request;
 * leaving it, or finishing a bulk action, clears the selection. Signed-out users get an
 * error with "Fazer Login"; a restore refused by the free limit opens the list-limit dialog.
 */
export default function TrashPage() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const kind: TrashKind = searchParams.get('type') === 'items' ? 'items' : 'lists';
  const listId = searchParams.get('listId') ?? '';
  const session = useSession();
  const userId = session.status === 'signedIn' ? session.user.id : undefined;
  const trash = useTrash(kind, userId, listId);
  const actions = useTrashActions(trash, kind, listId);
  const { entries, pendingDelete } = actions;
  const { selecting, selected, selectedIds, changeSelectionMode, toggle, selectAll, clear } = actions.selection;

  const backLink =
    kind === 'items' && listId ? (
      <ButtonLink to={`/saved-list/${encodeURIComponent(listId)}`} variant="outline" size="lg">
        <ArrowLeft aria-hidden="true" className="size-5" />
        {texts.backToList}
      </ButtonLink>
    ) : (
      <ButtonLink to="/saved-lists" variant="outline" size="lg">
        <ArrowLeft aria-hidden="true" className="size-5" />
        {texts.backToLists}
      </ButtonLink>
    );

  let content;
  if (session.status === 'loading' || (userId && trash.entries.isPending && trash.entries.fetchStatus !== 'idle')) {
    content = <Spinner label={sharedTexts.loading} />;
  } else if (session.status === 'signedOut') {
    content = (
      <ErrorPanel message={texts.signedOut}>
        <ButtonLink to="/auth" state={{ returnTo: location.pathname + location.search }} size="lg">
          <LogIn aria-hidden="true" className="size-5" />
          {texts.signIn}
        </ButtonLink>
      </ErrorPanel>
    );
  } else if (kind === 'items' && !listId) {
    content = <ErrorPanel message={texts.missingListId}>{backLink}</ErrorPanel>;
  } else if (trash.entries.isError) {
    content = (
      <ErrorPanel message={texts.loadFailed}>
        <Button size="lg" onClick={() => void trash.entries.refetch()}>
          <RotateCcw aria-hidden="true" className="size-5" />
          {texts.retry}
        </Button>
        {backLink}
      </ErrorPanel>
    );
  } else if (entries.length === 0) {
    content = (
      <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-border bg-card p-8 text-center">
        <p className="text-muted-foreground">{kind === 'lists' ? texts.emptyLists : texts.emptyItems}</p>
        {backLink}
      </div>
    );
  } else {
    content = (
      <>
        {selecting ? (
          <SelectionToolbar
            texts={texts}
            selectedCount={selectedIds.length}
            onSelectAll={selectAll}
            onClear={clear}
            actionsBelow
          >
            <Button
              variant="secondary"
              size="md"
              disabled={selectedIds.length === 0 || trash.busy}
              onClick={actions.restoreSelected}
            >
              <RotateCcw aria-hidden="true" className="size-4" />
              {texts.restore}
            </Button>
            <Button
              variant="destructive"
              size="md"
              disabled={selectedIds.length === 0 || trash.busy}
              onClick={() => actions.askDelete({ kind: 'bulk', ids: selectedIds })}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {texts.deletePermanently}
            </Button>
          </SelectionToolbar>
        ) : null}
        <ul className="flex flex-col gap-2">
          {entries.map((entry) => (
            <TrashEntryRow
              key={entry.id}
              entry={entry}
              selecting={selecting}
              selected={selected.has(entry.id)}
              busy={trash.busy}
              onToggle={(checked) => toggle(entry.id, checked)}
              onRestore={() => actions.restore(entry)}
              onDelete={() => actions.askDelete({ kind: 'one', entry })}
            />
          ))}
        </ul>
      </>
    );
  }

  const listName = kind === 'items' ? (entries[0]?.listName ?? null) : null;
  const canSelect = Boolean(userId) && entries.length > 0;

  return (
    <PageLayout
      title={texts.title}
      subtitle={kind === 'lists' ? texts.listsSubtitle : texts.itemsSubtitle(listName)}
      actions={
        canSelect ? <SelectionModeButton texts={texts} selecting={selecting} onChange={changeSelectionMode} /> : null
      }
    >
      {userId ? <SyncStatus userId={userId} /> : null}
      {content}
      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => !open && actions.cancelDelete()}
        title={texts.confirmTitle}
        description={
          pendingDelete?.kind === 'one'
            ? texts.confirmOne(pendingDelete.entry.name)
            : kind === 'lists'
              ? texts.confirmLists(pendingDelete?.ids.length ?? 0)
              : texts.confirmItems(pendingDelete?.ids.length ?? 0)
        }
        confirmLabel={texts.deletePermanently}
        onConfirm={actions.confirmDelete}
      />
      <ListLimitDialog
        open={trash.limitMessage !== null}
        onOpenChange={(open) => !open && trash.closeLimitDialog()}
        message={trash.limitMessage ?? undefined}
      />
    </PageLayout>
  );
}
