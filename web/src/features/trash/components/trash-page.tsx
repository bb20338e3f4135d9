import { ArrowLeft, LogIn, RotateCcw, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { useTrash, type TrashEntry, type TrashKind } from '../hooks/use-trash';
import { trashTexts } from '../trash-texts';
import { Button, ButtonLink } from '@/components/button';
import { Checkbox } from '@/components/checkbox';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ErrorPanel } from '@/components/error-panel';
import { ListLimitDialog } from '@/components/list-limit-dialog';
import { PageLayout } from '@/components/page-layout';
import { SelectionModeButton, SelectionToolbar } from '@/components/selection-toolbar';
import { Spinner } from '@/components/spinner';
import { SyncStatus } from '@/components/sync-status';
import { useSelection } from '@/hooks/use-selection';
import { useSession } from '@/hooks/use-session';
import { sharedTexts } from '@/lib/shared-texts';

const texts = trashTexts;

/** What the confirmation dialog is about to delete for good. */
type PendingDelete = { kind: 'one'; entry: TrashEntry } | { kind: 'bulk'; ids: string[] };

interface EntryRowProps {
  entry: TrashEntry;
  selecting: boolean;
  selected: boolean;
  busy: boolean;
  onToggle: (checked: boolean) => void;
  onRestore: () => void;
  onDelete: () => void;
}

function EntryRow({ entry, selecting, selected, busy, onToggle, onRestore, onDelete }: EntryRowProps) {
  return (
    <li className="rounded-2xl border border-border bg-card p-3 shadow-sm">
      <div className="flex items-start gap-2">
        {selecting ? (
          <Checkbox
            checked={selected}
            onCheckedChange={onToggle}
            label={texts.selectEntry(entry.name)}
            className="-my-1 -ml-1"
          />
        ) : null}
        <div className="min-w-0 flex-1">
          <p className="font-semibold break-words">{entry.name}</p>
          {entry.details.map((line) => (
            <p key={line} className="text-sm text-muted-foreground">
              {line}
            </p>
          ))}
        </div>
      </div>
      {selecting ? null : (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={busy}
            aria-label={texts.restoreEntry(entry.name)}
            onClick={onRestore}
          >
            <RotateCcw aria-hidden="true" className="size-4" />
            {texts.restore}
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            aria-label={texts.deleteEntryPermanently(entry.name)}
            className="text-destructive"
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {texts.deletePermanently}
          </Button>
        </div>
      )}
    </li>
  );
}

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
  const [pendingDelete, setPendingDelete] = useState<PendingDelete | null>(null);

  const entries = trash.entries.data ?? [];
  const { selecting, selected, selectedIds, changeSelectionMode, toggle, selectAll, clear } = useSelection(
    entries.map((entry) => entry.id),
  );

  useEffect(() => {
    if (trash.entries.isError) toast.error(texts.errorTitle, { description: texts.loadFailed });
  }, [trash.entries.isError]);

  useEffect(() => {
    changeSelectionMode(false);
  }, [kind, listId, changeSelectionMode]);

  async function bulk(action: 'restore' | 'delete', ids: string[]) {
    if (ids.length === 0) return;
    await trash.run({ action, ids, bulk: true });
    changeSelectionMode(false);
  }

  function confirmDelete() {
    if (!pendingDelete) return;
    const request = pendingDelete;
    setPendingDelete(null);
    if (request.kind === 'one') void trash.run({ action: 'delete', ids: [request.entry.id], bulk: false });
    else void bulk('delete', request.ids);
  }

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
              onClick={() => void bulk('restore', selectedIds)}
            >
              <RotateCcw aria-hidden="true" className="size-4" />
              {texts.restore}
            </Button>
            <Button
              variant="destructive"
              size="md"
              disabled={selectedIds.length === 0 || trash.busy}
              onClick={() => setPendingDelete({ kind: 'bulk', ids: selectedIds })}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {texts.deletePermanently}
            </Button>
          </SelectionToolbar>
        ) : null}
        <ul className="flex flex-col gap-2">
          {entries.map((entry) => (
            <EntryRow
              key={entry.id}
              entry={entry}
              selecting={selecting}
              selected={selected.has(entry.id)}
              busy={trash.busy}
              onToggle={(checked) => toggle(entry.id, checked)}
              onRestore={() => void trash.run({ action: 'restore', ids: [entry.id], bulk: false })}
              onDelete={() => setPendingDelete({ kind: 'one', entry })}
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
        onOpenChange={(open) => !open && setPendingDelete(null)}
        title={texts.confirmTitle}
        description={
          pendingDelete?.kind === 'one'
            ? texts.confirmOne(pendingDelete.entry.name)
            : kind === 'lists'
              ? texts.confirmLists(pendingDelete?.ids.length ?? 0)
              : texts.confirmItems(pendingDelete?.ids.length ?? 0)
        }
        confirmLabel={texts.deletePermanently}
        onConfirm={confirmDelete}
      />
      <ListLimitDialog
        open={trash.limitMessage !== null}
        onOpenChange={(open) => !open && trash.closeLimitDialog()}
        message={trash.limitMessage ?? undefined}
      />
    </PageLayout>
  );
}
