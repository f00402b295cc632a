import { useLocation, useSearch } from 'wouter';

/** The current path with its query, e.g. to come back to after sign-in. */
export function useCurrentHref(): string {
  const [pathname] = useLocation();
  const search = useSearch();
  return search ? `${pathname}?${search}` : pathname;
}
