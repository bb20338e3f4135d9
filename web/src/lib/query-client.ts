import { QueryClient } from '@tanstack/react-query';
import { isClientError } from './api-client';

/** Server state cache: 30 s fresh, no retries on 4xx (they will not change), two on the rest. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (failureCount, error) => !isClientError(error) && failureCount < 2,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});
