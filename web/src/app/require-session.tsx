import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Spinner } from '@/components/spinner';
import { useSession } from '@/hooks/use-session';
import { sharedTexts } from '@/lib/shared-texts';

interface RequireSessionProps {
  children: ReactNode;
  /** Ask /auth to continue to the premium flow (spec §2 Auth: fromUpgrade). */
  fromUpgrade?: boolean;
}

/** Routes that need a signed-in user send guests to /auth, which returns here after sign-in. */
export function RequireSession({ children, fromUpgrade = false }: RequireSessionProps) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <Spinner label={sharedTexts.loading} className="min-h-[60dvh]" />;
  if (session.status === 'signedOut') {
    return <Navigate to="/auth" replace state={{ returnTo: location.pathname + location.search, fromUpgrade }} />;
  }
  return children;
}
