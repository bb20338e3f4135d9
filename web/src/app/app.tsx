import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { Toaster } from 'sonner';
import { router } from './router';
import { queryClient } from '@/lib/query-client';
import { useSettings } from '@/lib/settings';

/** Providers around the router: server-state cache and toasts. */
export function App() {
  const { theme } = useSettings();
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
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
