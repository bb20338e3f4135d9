import { ChevronRight, FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { savedListsTexts } from '../saved-lists-texts';
import { sortByUpdate, type LocalDraft } from '@/lib/drafts/draft-store';
import { formatDateTime } from '@/lib/format';

/**
 * The "Rascunhos" section of /saved-lists (spec §2): the phone's drafts, newest first, each
 * continued on /add-items?draft={id}; the lists the server keeps as drafts follow them.
 * Nothing when there are none.
 */
export function DraftsSection({ drafts, children }: { drafts: readonly LocalDraft[]; children?: ReactNode }) {
  if (drafts.length === 0 && !children) return null;
  return (
    <section className="mb-6" aria-labelledby="drafts-section">
      <h2 id="drafts-section" className="mb-3 text-lg font-semibold">
        {savedListsTexts.draftsSection}
      </h2>
      <ul className="flex flex-col gap-2">
        {sortByUpdate(drafts).map((draft) => (
          <li key={draft.id}>
            <Link
              to={`/add-items?draft=${encodeURIComponent(draft.id)}`}
              className="flex items-center gap-3 rounded-2xl border border-dashed border-border bg-card p-4 shadow-sm hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <FileText aria-hidden="true" className="size-6 shrink-0 text-primary" />
              <span className="min-w-0 flex-1">
                <span className="block font-semibold break-words">{draft.name}</span>
                <span className="mt-0.5 block text-sm text-muted-foreground">
                  {savedListsTexts.itemCount(draft.items.length)} ·{' '}
                  {savedListsTexts.updatedOn(formatDateTime(draft.updatedAt))}
                </span>
              </span>
              <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
            </Link>
          </li>
        ))}
      </ul>
      {children}
    </section>
  );
}
