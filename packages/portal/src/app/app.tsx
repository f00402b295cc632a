import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { Router } from 'wouter';
import { MainLayout } from '../components/layouts/main-layout';
import { appStore, queryClient as browserQueryClient } from '../lib/app-store';
import { useGuardedLocation } from '../lib/navigation/guarded-location';
import { AppRouter } from './app-router';

/** What a server render gives the app instead of the browser's: its own state and the request's address. */
export interface ServerRenderState {
  readonly queryClient: QueryClient;
  readonly store: typeof appStore;
  /** The requested path and query (`/information?page=2`). */
  readonly url: string;
  /** Filled by Wouter when the render redirects (`redirectTo`). */
  readonly context: { redirectTo?: string };
}

/**
 * The portal: server state (TanStack Query), shared UI state (jotai), routing (Wouter) and the frame.
 * In the browser it uses the page's one query client and store; a server render brings its own per request.
 */
export function App({ server }: { server?: ServerRenderState }) {
  return (
    <QueryClientProvider client={server?.queryClient ?? browserQueryClient}>
      <JotaiProvider store={server?.store ?? appStore}>
        <Router hook={useGuardedLocation} ssrPath={server?.url} ssrContext={server?.context}>
          <MainLayout>
            <AppRouter />
          </MainLayout>
        </Router>
      </JotaiProvider>
    </QueryClientProvider>
  );
}
