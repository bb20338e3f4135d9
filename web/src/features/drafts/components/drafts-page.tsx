import { FileText, ListPlus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { draftsTexts } from '../drafts-texts';
import { ButtonLink } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageLayout } from '@/components/page-layout';
import { useDrafts } from '@/hooks/use-drafts';
import { deleteDraft, migrateLegacyDraft, sortByUpdate, type LocalDraft } from '@/lib/drafts/draft-store';
import { formatDateTime } from '@/lib/format';

function DraftRow({ draft, onDelete }: { draft: LocalDraft; onDelete: (draft: LocalDraft) => void }) {
  return (
    <li className="flex items-stretch gap-1 rounded-2xl border border-border bg-card shadow-sm">
      <Link
        to={`/add-items?draft=${encodeURIComponent(draft.id)}`}
        aria-label={draftsTexts.continueDraft(draft.name)}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-2xl p-4 hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <FileText aria-hidden="true" className="size-6 shrink-0 text-primary" />
        <span className="min-w-0 flex-1">
          <span className="block font-semibold break-words">{draft.name}</span>
          <span className="mt-0.5 block text-sm text-muted-foreground">
            {draftsTexts.itemCount(draft.items.length)} · {draftsTexts.updatedAt(formatDateTime(draft.updatedAt))}
          </span>
        </span>
      </Link>
      <button
        type="button"
        aria-label={draftsTexts.deleteDraft(draft.name)}
        onClick={() => onDelete(draft)}
        className="m-1 inline-flex size-11 shrink-0 items-center justify-center self-center rounded-xl text-muted-foreground hover:bg-muted hover:text-destructive focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <Trash2 aria-hidden="true" className="size-5" />
      </button>
    </li>
  );
}

/**
 * /drafts (spec §2 Drafts): the local drafts, newest update first; tap to continue on
 * /add-items?draft={id}; delete after confirmation. The legacy single draft is migrated
 * when the screen opens.
 */
export default function DraftsPage() {
  const drafts = sortByUpdate(useDrafts());
  const [toDelete, setToDelete] = useState<LocalDraft | null>(null);

  useEffect(() => {
    migrateLegacyDraft();
  }, []);

  function confirmDelete() {
    if (!toDelete) return;
    try {
      deleteDraft(toDelete.id);
      toast.success(draftsTexts.deleted);
    } catch (error) {
      console.warn('Falha ao deletar o rascunho', error);
      toast.error(draftsTexts.errorTitle, { description: draftsTexts.deleteFailed });
    }
    setToDelete(null);
  }

  return (
    <PageLayout
      title={draftsTexts.title}
      subtitle={
        drafts.length > 0 ? <h2 className="text-base font-medium">{draftsTexts.heading(drafts.length)}</h2> : null
      }
    >
      {drafts.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-border bg-card p-8 text-center">
          <p className="text-muted-foreground">{draftsTexts.empty}</p>
          <ButtonLink to="/add-items" size="lg">
            <ListPlus aria-hidden="true" className="size-5" />
            {draftsTexts.createFirst}
          </ButtonLink>
        </div>
      ) : (
        <ul className="flex flex-col gap-2">
          {drafts.map((draft) => (
            <DraftRow key={draft.id} draft={draft} onDelete={setToDelete} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={draftsTexts.deleteTitle}
        description={toDelete ? draftsTexts.deleteDescription(toDelete.name) : ''}
        confirmLabel={draftsTexts.deleteConfirm}
        onConfirm={confirmDelete}
      />
    </PageLayout>
  );
}
