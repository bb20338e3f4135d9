import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastHost } from '@/components/toast-host';
import { queryClient } from '@/lib/query-client';

/**
 * Providers around the router (`children`: the browser's, or the build's static one when it
 * pre-renders /home): server-state cache and toasts.
 */
export function App({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToastHost />
    </QueryClientProvider>
  );
}
