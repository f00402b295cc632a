import { useSyncExternalStore } from 'react';
import { subscribeNavigation } from '../element/subscribe-navigation';

const getPath = () => window.location.pathname;

/** The current pathname, updated on pushState, replaceState and popstate. */
export function useLocationPath(): string {
  return useSyncExternalStore(subscribeNavigation, getPath, () => '/');
}
