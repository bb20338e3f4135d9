import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { queryClient } from '@/lib/query-client';
import { useSettings } from '@/lib/settings';

/**
 * Providers around the router (`children`: the browser's, or the build's static one when it
 * pre-renders /home): server-state cache and toasts.
 */
export function App({ children }: { children: ReactNode }) {
  const { theme } = useSettings();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* Above the bottom bar and the floating "Salvar Lista", clear of titles and counts. */}
      <Toaster
        position="bottom-center"
        richColors
        closeButton
        theme={theme ?? 'system'}
        offset={{ bottom: 168 }}
        mobileOffset={{ bottom: 168 }}
      />
    </QueryClientProvider>
  );
}
