import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { Router } from 'wouter';
import { MainLayout } from '../components/layouts/main-layout';
import { appStore, queryClient } from '../lib/app-store';
import { useGuardedLocation } from '../lib/navigation/guarded-location';
import { AppRouter } from './app-router';

/** The portal: server state (TanStack Query), shared UI state (jotai), routing (Wouter) and the frame. */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={appStore}>
        <Router hook={useGuardedLocation}>
          <MainLayout>
            <AppRouter />
          </MainLayout>
        </Router>
      </JotaiProvider>
    </QueryClientProvider>
  );
}
