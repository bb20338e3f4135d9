import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { BottomNav } from './bottom-nav';
import { Spinner } from '@/components/spinner';
import { sharedTexts } from '@/lib/shared-texts';

/** Every screen: the lazily loaded route, then the bottom navigation bar. */
export function AppLayout() {
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
