import { IsRestoringProvider, QueryClientProvider } from '@tanstack/react-query';
import { useSyncExternalStore, type ReactNode } from 'react';
import { ToastHost } from '@/components/toast-host';
import { isRestoringQueries, subscribeToRestoring } from '@/lib/offline/persisted-queries';
import { queryClient } from '@/lib/query-client';

/**
 * Providers around the router (`children`: the browser's, or the build's static one when it
 * pre-renders /home): server-state cache (its queries wait while the device's copy is restored) and toasts.
 */
export function App({ children }: { children: ReactNode }) {
  const restoring = useSyncExternalStore(subscribeToRestoring, isRestoringQueries, () => false);
  return (
    <QueryClientProvider client={queryClient}>
      <IsRestoringProvider value={restoring}>{children}</IsRestoringProvider>
      <ToastHost />
    </QueryClientProvider>
  );
}
