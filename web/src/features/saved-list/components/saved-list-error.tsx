import { ArrowLeft, LogIn, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { peopleTexts } from '../people-texts';
import { savedListTexts } from '../saved-list-texts';
import { Button, ButtonLink } from '@/components/button';
import { ErrorPanel } from '@/components/error-panel';
import { PageLayout } from '@/components/page-layout';
import { SyncStatus } from '@/components/sync-status';
import { ApiError } from '@/lib/api-client';

interface SavedListErrorProps {
  /** The id in the address, if any. */
  listId: string | undefined;
  userId: string | undefined;
  /** Why the list is not shown: the read's error, if any. */
  error: unknown;
  /** A member's list that was deleted, or they were removed from it (issue 23). */
  accessLost: boolean;
  onRetry: () => void;
}

/** The error panel of a saved list that cannot be shown (spec §8), with the way out that fits. */
export function SavedListError({ listId, userId, error, accessLost, onRetry }: SavedListErrorProps) {
  const location = useLocation();
  let message: string;
  let action: ReactNode = null;
  if (!listId) {
    message = savedListTexts.missingId;
  } else if (!userId || (error instanceof ApiError && error.status === 401)) {
    message = savedListTexts.signedOut;
    action = (
      <ButtonLink to="/auth" state={{ returnTo: location.pathname }} size="lg">
        <LogIn aria-hidden="true" className="size-5" />
        {savedListTexts.signIn}
      </ButtonLink>
    );
  } else if (accessLost) {
    message = peopleTexts.accessLost;
  } else if (error instanceof ApiError && error.code === 'NOT_FOUND') {
    message = savedListTexts.notFound;
  } else {
    message = savedListTexts.loadFailed;
    action = (
      <Button size="lg" onClick={onRetry}>
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
