import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api';

/**
 * The one TanStack Query client of each app (docs/architecture/web.md): data never goes stale, no refetch
 * on window focus or on an interval, no retries. Reads default to GET on the query key's path and
 * raise on 401; a query that must tolerate "not signed in" passes `getQueryFn({ on401: 'returnNull' })`.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

export const queryClient = createQueryClient();
