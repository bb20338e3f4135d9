import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { BottomNav } from './bottom-nav';
import { Spinner } from '@/components/spinner';
import { useSession } from '@/hooks/use-session';
import { sharedTexts } from '@/lib/shared-texts';

const outboxStartDelayMs = 2_000;

/** Every screen: the lazily loaded route, then the bottom navigation bar. */
export function AppLayout() {
  const session = useSession();
  const userId = session.status === 'signedIn' ? session.user.id : undefined;

  // Changes left in the offline outbox are sent at app start, whatever the first screen:
  // loaded apart (the first route does not carry it) once the start or sign-in work is
  // done; the saved-list screens start it at once themselves.
  useEffect(() => {
    if (!userId) return;
    const timer = setTimeout(
      () => void import('@/lib/offline/offline-sync').then(({ outboxFor }) => outboxFor(userId)),
      outboxStartDelayMs,
    );
    return () => clearTimeout(timer);
  }, [userId]);

  return (
    <>
      <Suspense fallback={<Spinner label={sharedTexts.loading} className="min-h-[60dvh]" />}>
        <Outlet />
      </Suspense>
      <BottomNav />
      <ScrollRestoration />
    </>
  );
}
