import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { QUERY_STALE_TIME_MS } from '../config/constants';

/**
 * The portal's one jotai store (shared UI state: toasts, the 403 screen, studio admin routes) and one
 * TanStack Query client (server state). Module singletons, so the API clients' 401/403 handlers, which
 * run outside React, reach the same state the screens read.
 */
export const appStore = createStore();

export const queryClient = createQueryClient();

/** The portal's query client: the page's one, or a server render's own (per request). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        // One retry for a flaky network; a refusal (4xx) is final, retrying it only delays the error state.
        retry: (failureCount, error) => failureCount < 1 && !isRefusal(error),
        refetchOnWindowFocus: false,
      },
    },
  });
}

function isRefusal(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}
