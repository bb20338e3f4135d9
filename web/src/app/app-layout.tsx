import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { BottomNav } from './bottom-nav';
import { Spinner } from '@/components/spinner';
import { useSession } from '@/hooks/use-session';
import { sharedTexts } from '@/lib/shared-texts';
import { hasPendingListChanges } from '@/lib/offline/pending-count';
import { subscribeToLocalSettingsChanges } from '@/lib/settings';

const settingsAccount = () => import('@/lib/settings-account');

const outboxStartDelayMs = 2_000;

/** Every screen: the lazily loaded route, then the bottom navigation bar. */
export function AppLayout() {
  const session = useSession();
  const userId = session.status === 'signedIn' ? session.user.id : undefined;

  // Changes left in the offline outbox are sent at app start, whatever the first screen. The
  // outbox (its own chunk) is loaded only when it holds changes, after the start's own work.
  useEffect(() => {
    if (!userId || !hasPendingListChanges(userId)) return;
    const timer = setTimeout(
      () => void import('@/lib/offline/offline-sync').then(({ outboxFor }) => outboxFor(userId)),
      outboxStartDelayMs,
    );
    return () => clearTimeout(timer);
  }, [userId]);

  // Settings on the account: the newer of the account's and this device's at each sign-in and
  // return online; each change made here is sent as it is made.
  useEffect(() => {
    if (!userId) return;
    const sync = () => void settingsAccount().then(({ syncSettingsWithAccount }) => syncSettingsWithAccount());
    sync();
    const stopSending = subscribeToLocalSettingsChanges(
      () => void settingsAccount().then(({ saveSettingsToAccount }) => saveSettingsToAccount()),
    );
    window.addEventListener('online', sync);
    return () => {
      stopSending();
      window.removeEventListener('online', sync);
    };
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
