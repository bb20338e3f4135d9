import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { Toaster } from 'sonner';
import { router } from './router';
import { queryClient } from '@/lib/query-client';

/** Providers around the router: server-state cache and toasts. */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster position="top-center" richColors closeButton theme="system" offset={16} />
    </QueryClientProvider>
  );
}
