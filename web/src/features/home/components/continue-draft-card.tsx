import { FileText, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { homeTexts } from '../home-texts';
import { ButtonLink } from '@/components/button';
import type { LocalDraft } from '@/lib/drafts/draft-store';
import { storageKeys } from '@/lib/storage-keys';

const versionOf = (draft: LocalDraft) => `${draft.id}@${draft.updatedAt}`;

function readDismissed(): string | null {
  try {
    return localStorage.getItem(storageKeys.dismissedDraftCard);
  } catch {
    return null;
  }
}

/**
 * The dismissible card to continue the latest draft (spec §2 Home). Closing it hides it
 * until that draft changes or another draft becomes the latest.
 */
export function ContinueDraftCard({ draft }: { draft: LocalDraft }) {
  const [dismissed, setDismissed] = useState(readDismissed);
  if (dismissed === versionOf(draft)) return null;

  function dismiss() {
    const version = versionOf(draft);
    setDismissed(version);
    try {
      localStorage.setItem(storageKeys.dismissedDraftCard, version);
    } catch {
      // Storage unavailable: hidden for this visit only.
    }
  }

  return (
    <section
      aria-labelledby="continue-draft-title"
      className="relative mt-8 w-full max-w-sm rounded-2xl border border-border bg-card p-4 text-left shadow-sm"
    >
      <button
        type="button"
        aria-label={homeTexts.dismissDraftCard}
        onClick={dismiss}
        className="absolute top-1 right-1 inline-flex size-11 items-center justify-center rounded-xl text-muted-foreground hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
      <h2
        id="continue-draft-title"
        className="flex items-center gap-2 pr-10 text-sm font-semibold text-muted-foreground"
      >
        <FileText aria-hidden="true" className="size-4" />
        {homeTexts.draftCardTitle}
      </h2>
      <p className="mt-1 font-semibold break-words">{draft.name}</p>
      <p className="text-sm text-muted-foreground">{homeTexts.draftItemCount(draft.items.length)}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <ButtonLink
          to={`/add-items?draft=${encodeURIComponent(draft.id)}`}
          size="md"
          aria-label={homeTexts.continueDraftLabel(draft.name)}
        >
          {homeTexts.continueDraft}
        </ButtonLink>
        <Link
          to="/drafts"
          className="rounded text-sm font-semibold text-primary underline underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {homeTexts.allDrafts}
        </Link>
      </div>
    </section>
  );
}
